import type { Executor } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import type { Payer } from "./payer.ts";

/** A bill just made, as a means provider needs it to create its charge. */
export type BillToPay = {
  id: string;
  tenantId: string;
  payer: Payer;
  description: string;
  dueDate: string;
  totalCents: number;
};

/**
 * What a provider attaches to a bill: the columns of `bills` a payer pays through. A static PIX
 * fills the txid and the BR Code; a gateway its charge id and whatever it offers (dynamic PIX with
 * its QR image, boleto line and PDF, card link).
 */
export type AttachedMeans = Partial<{
  means: "pix" | "boleto" | "card" | "cash" | "transfer";
  pix_txid: string;
  pix_code: string;
  pix_qr: string;
  pix_expires_at: string;
  gateway: "asaas" | "mercadopago" | "pagarme";
  gateway_charge_id: string;
  gateway_status: string;
  gateway_invoice_url: string;
  boleto_line: string;
  boleto_barcode: string;
  boleto_url: string;
  card_url: string;
}>;

/**
 * A source of payment means (the tenant's static PIX key, a gateway). It answers null when it does
 * not apply to the tenant (no key, another gateway chosen), so the next one is asked. It runs in the
 * bill's transaction: a provider that fails makes the bill fail, never a bill nobody can pay.
 */
export type PaymentMeansProvider = {
  name: string;
  attach: (tx: Executor, bill: BillToPay, actor: Actor) => Promise<AttachedMeans | null>;
  /** Whether `attach` would answer means for the tenant now, without making any charge. */
  applies: (tx: Executor, tenantId: string) => Promise<boolean>;
  /** Cancels the charge it made for a bill being cancelled (a provider checks `gateway` is its own). */
  cancel?: (
    tx: Executor,
    bill: { id: string; tenant_id: string; gateway: string | null; gateway_charge_id: string | null },
    actor: Actor,
  ) => Promise<void>;
};

const providers: PaymentMeansProvider[] = [];

/**
 * Adds a provider (the PIX and gateway modules call this from their register function), asked
 * before the ones added earlier: a gateway registered after the static PIX wins when it applies.
 */
export const addPaymentMeansProvider = (provider: PaymentMeansProvider) => {
  if (!providers.some((known) => known.name === provider.name)) providers.unshift(provider);
};

/**
 * The payment means of a new bill: the first provider that applies answers the columns to set on
 * the bill (none applies: the bill is paid at the desk or by transfer and settled by hand).
 */
export const paymentMeansOf = async (tx: Executor, bill: BillToPay, actor: Actor): Promise<AttachedMeans> => {
  for (const provider of providers) {
    const means = await provider.attach(tx, bill, actor);
    if (means) return means;
  }
  return {};
};

/** Whether a bill made now would get payment means (a PIX key, or a gateway with its key saved). */
export const paymentMeansConfigured = async (tx: Executor, tenantId: string): Promise<boolean> => {
  for (const provider of providers) if (await provider.applies(tx, tenantId)) return true;
  return false;
};

/** Whether a bill row carries something to pay it with. */
export const hasPaymentMeans = (row: {
  pix_code?: string | null;
  gateway_charge_id?: string | null;
  boleto_line?: string | null;
  card_url?: string | null;
}) => Boolean(row.pix_code || row.gateway_charge_id || row.boleto_line || row.card_url);

/**
 * Whether an open bill without payment means (made before a PIX key or gateway was set) can get
 * them now (attachMissingMeans): the screens offer it only then.
 */
export const canMakeMeans = async (
  tx: Executor,
  tenantId: string,
  row: Parameters<typeof hasPaymentMeans>[0] & { status: string },
) => row.status === "open" && !hasPaymentMeans(row) && (await paymentMeansConfigured(tx, tenantId));

/**
 * A cancelled bill's charge is cancelled where it was made (a gateway's charge no longer payable);
 * providers without `cancel` (a static PIX) have nothing to undo.
 */
export const cancelPaymentMeans = async (
  tx: Executor,
  bill: { id: string; tenant_id: string; gateway: string | null; gateway_charge_id: string | null },
  actor: Actor,
) => {
  for (const provider of providers) await provider.cancel?.(tx, bill, actor);
};
