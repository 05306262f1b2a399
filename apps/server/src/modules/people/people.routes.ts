import type { App } from "../../platform/http/types.ts";
import { setUploadReadRule } from "../uploads/uploadReadRules.ts";
import { registerPeopleExportRoutes } from "./peopleExport.routes.ts";
import { registerPeopleListRoutes } from "./peopleList.routes.ts";
import { registerPeopleOptionsRoutes } from "./peopleOptions.routes.ts";
import { registerPersonApprovalRoutes } from "./personApprovals.routes.ts";
import { registerPersonImageRoutes } from "./personImage.routes.ts";
import { registerPersonWriteRoutes } from "./personWrite.routes.ts";
import { photoFileRule } from "./photoFileAccess.ts";

/** The register of people (`users`, not a registry resource: people log in): spec §2 /records/users. */
export const registerPeopleRoutes = (app: App) => {
  setUploadReadRule("people", photoFileRule);
  registerPeopleOptionsRoutes(app);
  registerPeopleListRoutes(app);
  registerPeopleExportRoutes(app);
  registerPersonWriteRoutes(app);
  registerPersonImageRoutes(app);
  registerPersonApprovalRoutes(app);
};
