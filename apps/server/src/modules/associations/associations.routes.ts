import type { App } from "../../platform/http/types.ts";
import { registerAffiliationRoutes } from "./affiliations.routes.ts";
import { installAssociationHooks } from "./associationHooks.ts";
import { registerMyAssociationRoutes } from "./myAssociations.routes.ts";
import { registerMyClaimRoutes } from "./myClaims.routes.ts";
import { registerStaffReviewRoutes } from "./staffReviews.routes.ts";

/** Associations: staff decisions, the managers' area, claims and athletes' affiliations. */
export const registerAssociationRoutes = (app: App) => {
  installAssociationHooks();
  registerStaffReviewRoutes(app);
  registerMyClaimRoutes(app);
  registerMyAssociationRoutes(app);
  registerAffiliationRoutes(app);
};
