import { z } from "zod";
import {
  type OpenReport,
  REPORT_LABELS,
  type ReceivedReport,
  ZReportDay,
  ZReportExport,
  ZReportPeriod,
} from "../contracts/myFinances.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

/**
 * Staff with `debts` or `bills` (either one: the handler checks it, since a guard lists what is
 * needed all together) in a tenant with the bills module.
 */
const FINANCE_STAFF = { auth: "login", modules: ["bills"] } as const;

/**
 * The finance reports (the general reports group, /reports/finances_report): what was received in a
 * period by means and month, what is open and overdue by payer, and both as a spreadsheet in the
 * layout the tenant's accountant loads (the `erp` setting).
 */
export const financeReportsOperations = defineOperations("financeReports", {
  received: {
    method: "GET",
    path: "finances/reports/received",
    summary: "Recebimentos de um período, por meio de pagamento e por mês",
    guard: FINANCE_STAFF,
    query: ZReportPeriod,
    fieldLabels: REPORT_LABELS,
    response: returns<ReceivedReport>(),
  },
  open: {
    method: "GET",
    path: "finances/reports/open",
    summary: "Débitos em aberto e vencidos por pagador, numa data de referência",
    guard: FINANCE_STAFF,
    query: z.object({ on: ZReportDay("Data de referência").optional() }),
    fieldLabels: REPORT_LABELS,
    response: returns<OpenReport>(),
  },
  export: {
    method: "GET",
    path: "finances/reports/export",
    summary: "Exportar um relatório financeiro (CSV ou XLSX) no leiaute do sistema contábil da federação",
    guard: FINANCE_STAFF,
    query: ZReportExport,
    fieldLabels: REPORT_LABELS,
    response: returnsFile(),
  },
});
