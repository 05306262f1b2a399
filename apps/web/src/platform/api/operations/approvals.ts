// Generated from packages/shared/src/operations/approvals.ts by `npm run api:client`: do not edit.
import type { approvalsOperations } from "@quadra/shared/operations/approvals";
import { operationClient } from "../operationClient.ts";

export const approvalsAddresses = {
  counts: { method: "GET", path: "approvals/counts" },
} as const;

export const approvalsApi = operationClient<typeof approvalsOperations>(approvalsAddresses);
