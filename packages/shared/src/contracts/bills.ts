import { z } from "zod";
import { PAYMENT_MEANS } from "../resources/catalog/finances.ts";

/**
 * The staff's side of finances (spec §2 /finances): a bill made of a payer's chosen open debts, its
 * settlement by hand (cash, transfer), its cancellation, and what a recurrence's next run would
 * create. Amounts are integer cents.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MEANS = PAYMENT_MEANS.map((option) => option.value) as [string, ...string[]];

export const BILL_LABELS: Record<string, string> = {
  user_id: "Pessoa pagadora",
  association_id: "Entidade pagadora",
  debt_ids: "Débitos",
  due_date: "Vencimento",
  means: "Meio de pagamento",
  paid_at: "Paga em",
  amount_cents: "Valor pago",
  reason: "Motivo",
  id: "Cobrança",
};

/** A new bill of one payer's open debts (staff: any payer; the payer's own screens fill it in). */
export const ZBillInput = z
  .object({
    user_id: z.uuid("Pessoa pagadora inválida.").optional(),
    association_id: z.uuid("Entidade pagadora inválida.").optional(),
    debt_ids: z
      .array(z.uuid("Débito inválido."), "Escolha os débitos da cobrança.")
      .min(1, "Escolha ao menos um débito.")
      .max(200, "Escolha no máximo 200 débitos por cobrança.")
      .refine((ids) => new Set(ids).size === ids.length, "Um débito foi escolhido duas vezes."),
    due_date: z.string().regex(DAY, "Use uma data no formato AAAA-MM-DD.").optional(),
  })
  .refine((input) => Boolean(input.user_id) !== Boolean(input.association_id), {
    message: "Informe a pessoa ou a entidade pagadora, não as duas.",
    path: ["user_id"],
  });
export type BillInput = z.infer<typeof ZBillInput>;

/** A bill paid outside any gateway (cash at the desk, a transfer seen on the account). */
export const ZBillSettlement = z.object({
  means: z.enum(MEANS, "Escolha o meio de pagamento."),
  paid_at: z.iso.datetime({ offset: true, message: "Informe a data e a hora do pagamento." }).optional(),
  amount_cents: z
    .number("Informe o valor pago em centavos.")
    .int("Informe o valor pago em centavos.")
    .min(1, "O valor pago deve ser maior que zero.")
    .max(100_000_000_000, "Valor alto demais."),
});
export type BillSettlement = z.infer<typeof ZBillSettlement>;

export const ZBillCancellation = z.object({
  reason: z
    .string("Diga por que a cobrança é cancelada.")
    .trim()
    .min(3, "Diga por que a cobrança é cancelada.")
    .max(500),
});

/**
 * A bill's short code, the one a person reads out and the screens, the receipt and the reports
 * show: the start of its id, upper case ("B2CDCC31").
 */
export const billCode = (billId: string) => billId.slice(0, 8).toUpperCase();

/**
 * Whether a settlement knows the day of the payment and not its time: a bank statement's line has a
 * date only (its paid_at is that day at noon in São Paulo, so the day holds in any zone). Shown as
 * the date alone; a gateway's webhook, or the treasury settling by hand, tell the time too.
 */
export const paidOnDayOnly = (paidSource: string | null | undefined) => paidSource === "statement";

/** One debt of a bill, with the amounts frozen when it was billed. */
export type BillDebtLine = {
  debt_id: string;
  description: string;
  due_date: string;
  amount_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  total_cents: number;
};

/** A bill as the staff's show screen reads it: the bill, its payer, its debts and its payment means. */
export type BillDetail = {
  id: string;
  description: string;
  status: string;
  payer: { kind: "person" | "association"; id: string; name: string };
  due_date: string;
  debts_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  total_cents: number;
  means: string | null;
  pix_txid: string | null;
  pix_code: string | null;
  pix_qr: string | null;
  gateway: string | null;
  gateway_charge_id: string | null;
  gateway_invoice_url: string | null;
  boleto_line: string | null;
  boleto_url: string | null;
  card_url: string | null;
  /** Open and without payment means, and a PIX key or gateway is set now: they can be made. */
  can_make_means: boolean;
  paid_at: string | null;
  /** paid_at's day is known, not its time (paidOnDayOnly): show the date alone. */
  paid_day_only: boolean;
  paid_cents: number | null;
  paid_source: string | null;
  receipt_number: string | null;
  cancelled_at: string | null;
  created_at: string;
  debts: BillDebtLine[];
};

/** An open debt a bill may take, with what it costs if billed today. */
export type BillableDebt = {
  id: string;
  description: string;
  due_date: string;
  amount_cents: number;
  fine_cents: number;
  interest_cents: number;
  discount_cents: number;
  total_cents: number;
};

export const ZPayerQuery = z
  .object({
    user_id: z.uuid("Pessoa pagadora inválida.").optional(),
    association_id: z.uuid("Entidade pagadora inválida.").optional(),
  })
  .refine((input) => Boolean(input.user_id) !== Boolean(input.association_id), {
    message: "Informe a pessoa ou a entidade pagadora, não as duas.",
    path: ["user_id"],
  });

/** What a recurrence's next run would create, computed and not written. */
export type RecurrencePreview = {
  period: string | null;
  run_on: string | null;
  due_date: string | null;
  payers_count: number;
  amount_cents: number;
  total_cents: number;
  /** The first payers (by name) who would be charged. */
  payers: { kind: "person" | "association"; id: string; name: string }[];
  /** Why nothing would run: inactive, ended. */
  note: string | null;
};

/** A run just made (or found already made for its period). */
export type RecurrenceRunResult = {
  period: string;
  created: boolean;
  debts_created: number;
  total_cents: number;
};
