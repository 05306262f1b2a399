import type { App } from "../../platform/http/types.ts";
import { registerGuardianOccurrenceRoutes } from "./guardianOccurrences.routes.ts";
import { registerMySchoolRoutes } from "./mySchools.routes.ts";
import { registerOccurrenceRoutes } from "./occurrences.routes.ts";

/**
 * Schools seen from /my: the schools a person coordinates or whose association they manage, the
 * educational occurrences the running association's managers follow and a guardian reads.
 */
export const registerSchoolsModule = (app: App) => {
  registerMySchoolRoutes(app);
  registerOccurrenceRoutes(app);
  registerGuardianOccurrenceRoutes(app);
};
