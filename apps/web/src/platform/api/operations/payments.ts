// Generated from packages/shared/src/operations/payments.ts by `npm run api:client`: do not edit.
import type { paymentsOperations } from "@quadra/shared/operations/payments";
import { operationClient } from "../operationClient.ts";

export const paymentsAddresses = {
  settings: { method: "GET", path: "payments/settings" },
  saveSettings: { method: "PATCH", path: "payments/settings" },
  webhook: { method: "POST", path: "payments/webhooks/:gateway" },
  uploadStatement: { method: "POST", path: "payments/statements" },
  statementLines: { method: "GET", path: "payments/statements/lines" },
  confirmStatement: { method: "POST", path: "payments/statements/confirm" },
} as const;

export const paymentsApi = operationClient<typeof paymentsOperations>(paymentsAddresses);
