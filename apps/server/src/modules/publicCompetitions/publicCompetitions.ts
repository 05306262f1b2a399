import type { App } from "../../platform/http/types.ts";
import { registerPublicCompetitionEventRoutes } from "./publicCompetitionEvents.routes.ts";
import { registerPublicCompetitionRoutes } from "./publicCompetitions.routes.ts";

/** The public pages of competitions (/public/open/competitions…): reads and the live stream. */
export const registerPublicCompetitionsModule = (app: App) => {
  registerPublicCompetitionRoutes(app);
  registerPublicCompetitionEventRoutes(app);
};
