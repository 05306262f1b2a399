import type { App } from "../../platform/http/types.ts";
import { registerAssociationRegistrationRoutes } from "./associationRegistrations.routes.ts";
import { registerTeamDecisionRoutes } from "./teamDecisions.routes.ts";

/**
 * Teams entered by associations: the managers' side (/my/associations/competitions/open/:id) and
 * the federation's queue (/competitions/competitions/teams/pending/list).
 */
export const registerCompetitionRegistrationsModule = (app: App) => {
  registerAssociationRegistrationRoutes(app);
  registerTeamDecisionRoutes(app);
};
