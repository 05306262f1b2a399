import type { App } from "../../platform/http/types.ts";
import { registerManagerDocumentRoutes } from "./managerDocuments.routes.ts";
import { registerManagerImageRoutes } from "./managerImage.routes.ts";

/** An association's managers handle their athletes' documents and photo (/my/associations/…). */
export const registerManagerDocumentsModule = (app: App) => {
  registerManagerDocumentRoutes(app);
  registerManagerImageRoutes(app);
};
