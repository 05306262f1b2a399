import type { App } from "../../platform/http/types.ts";
import { registerManagedTeamRoutes } from "./managedTeams.routes.ts";
import { registerMyTeamRoutes } from "./myTeams.routes.ts";

/** Teams in the personal area (/my/teams) and in the association managers' area (/my/associations/teams). */
export const registerTeamsModule = (app: App) => {
  registerMyTeamRoutes(app);
  registerManagedTeamRoutes(app);
};
