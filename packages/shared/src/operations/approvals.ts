import type { ApprovalCounts } from "../approvals.ts";
import { defineOperations, returns } from "./operation.ts";

/** The approval queues as a whole (spec §4 "Approvals"): how many records wait in each. */
export const approvalsOperations = defineOperations("approvals", {
  counts: {
    method: "GET",
    path: "approvals/counts",
    summary: "Quantos registros aguardam em cada fila de aprovação que a pessoa pode decidir",
    guard: { auth: "login" },
    response: returns<ApprovalCounts>(),
  },
});
