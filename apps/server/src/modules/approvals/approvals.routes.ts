import { approvalsOperations } from "@quadra/shared/operations/approvals";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { approvalCountsFor } from "./approvalCounters.ts";

/**
 * `GET approvals/counts`: how many records wait in each approval queue the caller may decide (by
 * permission and module), for the menu's badges. One transaction, one count per queue.
 */
export const registerApprovalRoutes = (app: App) => {
  route(app, approvalsOperations, "counts", async (request) => {
    const tenant = tenantOf(request);
    const counts = await inTenant(request, (tx) =>
      approvalCountsFor(tx, {
        principal: authOf(request).principal,
        tenantId: tenant.id,
        modules: tenant.modules,
      }),
    );
    return ok(counts);
  });
};
