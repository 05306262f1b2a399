// Generated from packages/shared/src/operations/myFinances.ts by `npm run api:client`: do not edit.
import type { myFinancesOperations } from "@quadra/shared/operations/myFinances";
import { operationClient } from "../operationClient.ts";

export const myFinancesAddresses = {
  mine: { method: "GET", path: "my/personalfinances/bills" },
  myBill: { method: "GET", path: "my/personalfinances/bills/:bills_id" },
  myReceipt: { method: "GET", path: "my/personalfinances/bills/:bills_id/receipt" },
  makeMyMeans: { method: "POST", path: "my/personalfinances/bills/:bills_id/means" },
  createMine: { method: "POST", path: "my/personalfinances/bills" },
  association: { method: "GET", path: "my/associations/finances/:id" },
  associationDebts: { method: "GET", path: "my/associations/finances/:id/debts" },
  associationDebt: { method: "GET", path: "my/associations/finances/:id/debts/:debts_id" },
  associationBills: { method: "GET", path: "my/associations/finances/:id/bills" },
  associationBill: { method: "GET", path: "my/associations/finances/:id/bills/:bills_id" },
  associationReceipt: { method: "GET", path: "my/associations/finances/:id/bills/:bills_id/receipt" },
  makeAssociationMeans: { method: "POST", path: "my/associations/finances/:id/bills/:bills_id/means" },
  createAssociationBill: { method: "POST", path: "my/associations/finances/:id/bills" },
} as const;

export const myFinancesApi = operationClient<typeof myFinancesOperations>(myFinancesAddresses);
