import { z } from "zod";
import type { BillableDebt } from "./bills.ts";

/**
 * What a payer reads of their finances: a person's own bills (/my/personalfinances) and an
 * association's debts and bills seen by its managers (/my/associations/finances/:id). Amounts are
 * integer cents; "as of today" totals add the fine and interest a late debt has gathered by today.
 */

/**
 * One debt as its payer reads it: what it costs if paid today (an open debt) or what its bill fixed
 * (amount, fine, interest, discount, total: the staff's BillableDebt), and where it stands.
 */
export type PayerDebt = BillableDebt & {
  origin: string;
  status: string;
  overdue: boolean;
  /** The open bill it already sits in, if any (a debt is in one open bill only). */
  bill_id: string | null;
  /** It may go into a new bill now: open and in no open bill. */
  billable: boolean;
};

/** One bill as its payer reads it in a list. */
export type PayerBill = {
  id: string;
  description: string;
  /** A short reference a person can read out (billCode: the start of the bill's id, upper case). */
  code: string;
  status: string;
  due_date: string;
  debts_count: number;
  debts_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  /** The sum of its debts plus fine and interest minus discount. */
  total_cents: number;
  overdue: boolean;
  paid_at: string | null;
  /** paid_at's day is known, not its time (a bank statement's line): show the date alone. */
  paid_day_only: boolean;
  paid_cents: number | null;
  paid_means: string | null;
};

/** How a bill may be paid, as far as its means were made (PIX always; boleto and card by gateway). */
export type PayerPaymentMeans = {
  pix_code: string | null;
  /** A PNG of the PIX code, as a data: address, when one was drawn. */
  pix_qr: string | null;
  boleto_line: string | null;
  boleto_url: string | null;
  card_url: string | null;
  expires_at: string | null;
};

/** One bill with its debts and how to pay it. */
export type PayerBillDetail = PayerBill & {
  payer_name: string;
  debts: PayerDebt[];
  means: PayerPaymentMeans;
  /** Open without payment means, and the federation has since set a PIX key or gateway. */
  can_make_means: boolean;
  /** The receipt's address (a PDF) once paid, for this payer's area. */
  receipt: boolean;
};

/** What /my/personalfinances/bills shows: the bills, and the debts the person may bill themselves. */
export type MyFinances = {
  bills: PayerBill[];
  /** The tenant's bills_select_debts: the payer chooses which open debts go in a new bill. */
  select_debts: boolean;
  open_debts: PayerDebt[];
};

/** An association's finances at a glance, for its managers. */
export type AssociationFinanceSummary = {
  association: { id: string; name: string };
  select_debts: boolean;
  open_debts_count: number;
  open_debts_cents: number;
  overdue_debts_count: number;
  overdue_debts_cents: number;
  open_bills_count: number;
  open_bills_cents: number;
  paid_bills_count: number;
  paid_cents: number;
};

export const MY_BILL_LABELS: Record<string, string> = {
  debt_ids: "Débitos",
  bills_id: "Cobrança",
  debts_id: "Débito",
};

/** A payer's new bill: the open debts it collects (its own, or its association's). */
export const ZPayerBillInput = z.object({
  debt_ids: z
    .array(z.uuid("Débito inválido."), "Escolha os débitos da cobrança.")
    .min(1, "Escolha ao menos um débito.")
    .max(200, "Escolha no máximo 200 débitos por cobrança.")
    .refine((ids) => new Set(ids).size === ids.length, "Um débito foi escolhido duas vezes."),
});
export type PayerBillInput = z.infer<typeof ZPayerBillInput>;

// ---------------------------------------------------------------- the finance reports (staff)

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day that exists (2026-02-30 does not), written AAAA-MM-DD. */
export const ZReportDay = (label: string) =>
  z
    .string()
    .regex(DAY, `${label}: use a data no formato AAAA-MM-DD.`)
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, `${label}: essa data não existe.`);
const ZDay = ZReportDay;

export const REPORT_LABELS: Record<string, string> = {
  from: "De",
  to: "Até",
  on: "Data de referência",
  format: "Formato",
  kind: "Relatório",
};

/** A period of days, both ends included; at most about three years so a report stays a report. */
export const ZReportPeriod = z
  .object({ from: ZDay("De"), to: ZDay("Até") })
  .refine((period) => period.from <= period.to, {
    message: "A data final vem antes da inicial.",
    path: ["to"],
  })
  .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 1_100 * 86_400_000, {
    message: "Escolha um período de até três anos.",
    path: ["to"],
  });

/** Received in a period: per means, per month, and the payments themselves. */
export type ReceivedReport = {
  from: string;
  to: string;
  total_cents: number;
  count: number;
  by_means: { means: string; count: number; total_cents: number }[];
  by_month: { month: string; count: number; total_cents: number }[];
};

/** What is still to be received, by payer, as of a day: open and overdue. */
export type OpenReport = {
  on: string;
  open_cents: number;
  overdue_cents: number;
  payers: {
    payer_kind: "user" | "association";
    payer_id: string;
    payer_name: string;
    document: string | null;
    open_count: number;
    open_cents: number;
    overdue_count: number;
    overdue_cents: number;
    oldest_due_date: string;
  }[];
};

/** The export layouts an accountant can load (the tenant's `erp` setting picks one by default). */
export const EXPORT_LAYOUTS = ["generic", "dominio"] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];

export const ZReportExport = z
  .object({
    kind: z.enum(["received", "open"], "Relatório: escolha recebidos ou em aberto."),
    format: z.enum(["csv", "xlsx"], "Formato: escolha CSV ou XLSX.").default("xlsx"),
    layout: z.enum(EXPORT_LAYOUTS, "Leiaute: escolha genérico ou Domínio.").optional(),
    from: ZDay("De").optional(),
    to: ZDay("Até").optional(),
    on: ZDay("Data de referência").optional(),
  })
  .refine((query) => query.kind !== "received" || (query.from && query.to), {
    message: "Informe o período (de e até) dos recebidos.",
    path: ["from"],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "A data final vem antes da inicial.",
    path: ["to"],
  });
