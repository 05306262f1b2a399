import { ok } from "../../platform/http/envelope.ts";
import { guard } from "../../platform/http/guard.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { approvalCountsFor } from "./approvalCounters.ts";

/**
 * `GET approvals/counts`: how many records wait in each approval queue the caller may decide (by
 * permission and module), for the menu's badges. One transaction, one count per queue.
 */
export const registerApprovalRoutes = (app: App) => {
  app.get(
    "/approvals/counts",
    {
      config: guard({ auth: "login" }),
      schema: {
        tags: ["approvals"],
        summary: "Records waiting in each approval queue the caller may decide",
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const counts = await inTenant(request, (tx) =>
        approvalCountsFor(tx, {
          principal: authOf(request).principal,
          tenantId: tenant.id,
          modules: tenant.modules,
        }),
      );
      return ok(counts);
    },
  );
};
