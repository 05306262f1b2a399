import type { App } from "../../platform/http/types.ts";
import { registerScopedDocumentRoutes } from "./managerDocuments.routes.ts";
import { registerScopedImageRoutes } from "./managerImage.routes.ts";
import { PERSON_SCOPES } from "./scopeAccess.ts";

/**
 * People outside the staff keep the documents and photo of the people in their care: an
 * association's managers their athletes (/my/associations/…), a team's responsible its members
 * (/my/teams/…), a school's coordinator its students (/my/schools/…). One set of routes per scope.
 */
export const registerManagerDocumentsModule = (app: App) => {
  for (const scope of PERSON_SCOPES) {
    registerScopedDocumentRoutes(app, scope);
    registerScopedImageRoutes(app, scope);
  }
};
