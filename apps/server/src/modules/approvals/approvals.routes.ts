import { APPROVAL_QUEUE_KEYS, APPROVAL_QUEUES, type ApprovalCounts, can } from "@quadra/shared";
import { ok } from "../../platform/http/envelope.ts";
import { guard } from "../../platform/http/guard.ts";
import { authOf, inTenant, tenantOf } from "../../platform/http/requestScope.ts";
import type { App } from "../../platform/http/types.ts";
import { APPROVAL_COUNTERS } from "./approvalCounters.ts";

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
      const { principal } = authOf(request);
      const tenant = tenantOf(request);
      const keys = APPROVAL_QUEUE_KEYS.filter((key) => {
        const queue = APPROVAL_QUEUES[key] as { permission: string; modules?: readonly string[] };
        return (
          can(principal, queue.permission) &&
          (queue.modules ?? []).every((module) => tenant.modules.includes(module as never))
        );
      });
      const counts: ApprovalCounts = {};
      await inTenant(request, async (tx) => {
        for (const key of keys) counts[key] = await APPROVAL_COUNTERS[key](tx, tenant.id);
      });
      return ok(counts);
    },
  );
};
