import { type BillInput, type BillSettlement, billCode } from "@quadra/shared";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { billsAddresses, billsApi } from "../../platform/api/operations/bills.ts";

/** Query keys of the staff's finance screens: everything under ["stafffinances"] refreshes after a write. */
export const STAFF_FINANCES_KEYS = {
  all: ["stafffinances"] as const,
  bill: (id: string) => ["stafffinances", "bill", id] as const,
  billable: (payer: { user_id?: string; association_id?: string }) =>
    ["stafffinances", "billable", payer.user_id ?? "", payer.association_id ?? ""] as const,
  preview: (id: string) => ["stafffinances", "preview", id] as const,
};

export const fetchBill = (id: string) => billsApi.detail({ params: { id } });
export const fetchBillable = (payer: { user_id?: string; association_id?: string }) =>
  billsApi.billable({ query: payer });
export const createBill = (body: BillInput) => billsApi.create({ body });
export const settleBill = (id: string, body: BillSettlement) => billsApi.settle({ params: { id }, body });
/** The receipt (PDF) of a paid bill, named by its receipt number. */
export const downloadBillReceipt = (bill: { id: string; receipt_number: string | null }) =>
  downloadFile({
    url: operationUrl(billsAddresses.receipt, { params: { id: bill.id } }),
    fallbackName: `recibo-${bill.receipt_number ?? billCode(bill.id)}.pdf`,
  });
export const cancelBill = (id: string, reason: string) =>
  billsApi.cancel({ params: { id }, body: { reason } });
export const makeBillMeans = (id: string) => billsApi.makeMeans({ params: { id } });
export const fetchRecurrencePreview = (id: string) => billsApi.previewRecurrence({ params: { id } });
export const runRecurrence = (id: string) => billsApi.runRecurrence({ params: { id } });
