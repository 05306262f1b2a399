import type { App } from "../../platform/http/types.ts";
import { setUploadReadRule } from "../uploads/uploadReadRules.ts";
import { registerDocumentDecisionRoutes } from "./documentDecision.routes.ts";
import { documentFileRule } from "./documentFileAccess.ts";
import { registerDocumentQueueRoutes } from "./documentQueue.routes.ts";
import { registerDocumentStatusRoutes } from "./documentStatus.routes.ts";
import { registerMyDocumentRoutes } from "./myDocuments.routes.ts";

/** People's and associations' documents: review, required-documents status, the person's side. */
export const registerDocumentRoutes = (app: App) => {
  setUploadReadRule("documents", documentFileRule);
  registerDocumentDecisionRoutes(app);
  registerDocumentQueueRoutes(app);
  registerDocumentStatusRoutes(app);
  registerMyDocumentRoutes(app);
};
