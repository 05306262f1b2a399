// Generated from packages/shared/src/operations/financeReports.ts by `npm run api:client`: do not edit.
import type { financeReportsOperations } from "@quadra/shared/operations/financeReports";
import { operationClient } from "../operationClient.ts";

export const financeReportsAddresses = {
  received: { method: "GET", path: "finances/reports/received" },
  open: { method: "GET", path: "finances/reports/open" },
  export: { method: "GET", path: "finances/reports/export" },
} as const;

export const financeReportsApi = operationClient<typeof financeReportsOperations>(financeReportsAddresses);
