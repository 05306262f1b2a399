import type { App } from "../../platform/http/types.ts";
import { registerContractVerificationRoutes } from "./contractVerification.routes.ts";
import { registerMyRegistersRoutes } from "./myRegisters.routes.ts";
import { registerPublicRequestRoutes } from "./publicRequests.routes.ts";

/** The registers' routes for visitors and people (not staff, not associations): open page, /my, contracts. */
export const registerRegistersPeopleRoutes = (app: App) => {
  registerPublicRequestRoutes(app);
  registerContractVerificationRoutes(app);
  registerMyRegistersRoutes(app);
};
