import type { ExportLayout } from "@quadra/shared/contracts/myFinances";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { financeReportsAddresses, financeReportsApi } from "../../platform/api/operations/financeReports.ts";
import { myFinancesAddresses, myFinancesApi } from "../../platform/api/operations/myFinances.ts";

/** Query keys of the payers' finance screens: everything under ["payerfinances"] refreshes after a bill is made. */
export const PAYER_FINANCES_KEYS = {
  all: ["payerfinances"] as const,
  mine: ["payerfinances", "mine"] as const,
  myBill: (id: string) => ["payerfinances", "mine", id] as const,
  association: (id: string) => ["payerfinances", "association", id] as const,
  associationDebts: (id: string) => ["payerfinances", "association", id, "debts"] as const,
  associationDebt: (id: string, debtId: string) =>
    ["payerfinances", "association", id, "debts", debtId] as const,
  associationBills: (id: string) => ["payerfinances", "association", id, "bills"] as const,
  associationBill: (id: string, billId: string) =>
    ["payerfinances", "association", id, "bills", billId] as const,
};

export const fetchMyFinances = () => myFinancesApi.mine();
export const fetchMyBill = (billId: string) => myFinancesApi.myBill({ params: { bills_id: billId } });
export const createMyBill = (debtIds: string[]) => myFinancesApi.createMine({ body: { debt_ids: debtIds } });

/** The PIX of an open bill made before the federation had a key: the person's own, or their association's. */
export const makePayerBillMeans = (billId: string, associationId?: string) =>
  associationId
    ? myFinancesApi.makeAssociationMeans({ params: { id: associationId, bills_id: billId } })
    : myFinancesApi.makeMyMeans({ params: { bills_id: billId } });

export const fetchAssociationFinances = (id: string) => myFinancesApi.association({ params: { id } });
export const fetchAssociationDebts = (id: string) => myFinancesApi.associationDebts({ params: { id } });
export const fetchAssociationDebt = (id: string, debtId: string) =>
  myFinancesApi.associationDebt({ params: { id, debts_id: debtId } });
export const fetchAssociationBills = (id: string) => myFinancesApi.associationBills({ params: { id } });
export const fetchAssociationBill = (id: string, billId: string) =>
  myFinancesApi.associationBill({ params: { id, bills_id: billId } });
export const createAssociationBill = (id: string, debtIds: string[]) =>
  myFinancesApi.createAssociationBill({ params: { id }, body: { debt_ids: debtIds } });

/** The receipt of a paid bill: the person's own, or their association's (`associationId`). */
export const downloadReceipt = ({
  billId,
  code,
  associationId,
}: {
  billId: string;
  code: string;
  associationId?: string;
}) =>
  downloadFile({
    url: associationId
      ? operationUrl(myFinancesAddresses.associationReceipt, {
          params: { id: associationId, bills_id: billId },
        })
      : operationUrl(myFinancesAddresses.myReceipt, { params: { bills_id: billId } }),
    fallbackName: `recibo-${code}.pdf`,
  });

export const fetchReceivedReport = (period: { from: string; to: string }) =>
  financeReportsApi.received({ query: period });
export const fetchOpenReport = (on: string) => financeReportsApi.open({ query: { on } });

export type ReportExport = {
  kind: "received" | "open";
  format: "csv" | "xlsx";
  layout?: ExportLayout;
  from?: string;
  to?: string;
  on?: string;
};

export const downloadReport = (query: ReportExport) =>
  downloadFile({
    url: operationUrl(financeReportsAddresses.export, { query }),
    fallbackName: `relatorio-financeiro.${query.format}`,
  });
