import type { App } from "../../platform/http/types.ts";
import { registerCompetitionEventRoutes } from "./competitionEvents.routes.ts";
import { registerCompetitionDuelRoutes } from "./duels.routes.ts";
import { registerCompetitionStandingsRoutes } from "./standings.routes.ts";
import { registerCompetitionStructureRoutes } from "./structure.routes.ts";

/** Running a competition on the engine: structure, duels and results, standings and brackets. */
export const registerCompetitionsModule = (app: App) => {
  registerCompetitionStructureRoutes(app);
  registerCompetitionDuelRoutes(app);
  registerCompetitionStandingsRoutes(app);
  registerCompetitionEventRoutes(app);
};
