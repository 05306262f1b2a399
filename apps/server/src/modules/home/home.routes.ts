import { homeOperations } from "@quadra/shared/operations/home";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { homeSummary } from "./homeSummary.ts";

/**
 * `GET home/summary`: the start page in one request (a slow phone pays one round trip): what waits
 * for the viewer's decision, what is coming, and the person's own documents to send and teams.
 */
export const registerHomeRoutes = (app: App) => {
  route(app, homeOperations, "summary", async (request) => {
    const tenant = tenantOf(request);
    const auth = authOf(request);
    return ok(
      await inTenant(request, (tx) =>
        homeSummary(tx, {
          principal: auth.principal,
          userId: auth.user.id,
          tenantId: tenant.id,
          modules: tenant.modules,
        }),
      ),
    );
  });
};
