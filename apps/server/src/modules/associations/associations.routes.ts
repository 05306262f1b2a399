import type { App } from "../../platform/http/types.ts";
import { setUploadReadRule } from "../uploads/uploadReadRules.ts";
import { registerAffiliationRoutes } from "./affiliations.routes.ts";
import { registerMyAssociationRoutes } from "./myAssociations.routes.ts";
import { registerMyClaimRoutes } from "./myClaims.routes.ts";
import { shieldFileRule } from "./shieldFileAccess.ts";
import { registerStaffReviewRoutes } from "./staffReviews.routes.ts";

/** Associations: staff decisions, the managers' area, claims and athletes' affiliations. */
export const registerAssociationRoutes = (app: App) => {
  setUploadReadRule("associations", shieldFileRule);
  registerStaffReviewRoutes(app);
  registerMyClaimRoutes(app);
  registerMyAssociationRoutes(app);
  registerAffiliationRoutes(app);
};
