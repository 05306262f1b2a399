// Generated from packages/shared/src/operations/bills.ts by `npm run api:client`: do not edit.
import type { billsOperations } from "@quadra/shared/operations/bills";
import { operationClient } from "../operationClient.ts";

export const billsAddresses = {
  billable: { method: "GET", path: "bills/billable" },
  create: { method: "POST", path: "bills/create" },
  detail: { method: "GET", path: "bills/:id/detail" },
  receipt: { method: "GET", path: "bills/:id/receipt" },
  settle: { method: "POST", path: "bills/:id/settle" },
  cancel: { method: "POST", path: "bills/:id/cancel" },
  makeMeans: { method: "POST", path: "bills/:id/means" },
  previewRecurrence: { method: "GET", path: "recurrences/:id/preview" },
  runRecurrence: { method: "POST", path: "recurrences/:id/run" },
} as const;

export const billsApi = operationClient<typeof billsOperations>(billsAddresses);
