import { dateOrNull, gatewayFetch, stringOrNull } from "./gatewayHttp.ts";
import type {
  ChargeReading,
  ChargeState,
  GatewayClient,
  GatewayCredentials,
  PaidMeans,
} from "./gatewayTypes.ts";
import { safeEqual } from "./safeEqual.ts";

export const PAGARME_BASE_URL = "https://api.pagar.me/core/v5";

type PagarmeTransaction = {
  transaction_type?: string;
  qr_code?: string;
  qr_code_url?: string;
  expires_at?: string;
  line?: string;
  barcode?: string;
  pdf?: string;
  url?: string;
};
type PagarmeOrder = {
  id: string;
  code?: string | null;
  status: string;
  amount?: number;
  closed_at?: string | null;
  updated_at?: string | null;
  charges?: {
    id: string;
    status: string;
    amount?: number;
    paid_amount?: number;
    paid_at?: string | null;
    last_transaction?: PagarmeTransaction;
  }[];
  checkouts?: { payment_url?: string }[];
};

// Order statuses (v5): pending, paid, canceled, failed; a paid charge may also be overpaid.
const stateOf = (status: string): ChargeState =>
  status === "paid" ? "paid" : status === "canceled" || status === "failed" ? "cancelled" : "open";
const MEANS: Record<string, PaidMeans> = {
  pix: "pix",
  boleto: "boleto",
  credit_card: "card",
  debit_card: "card",
};

const reading = (order: PagarmeOrder): ChargeReading => {
  const state = stateOf(order.status);
  const charge = order.charges?.[0];
  return {
    chargeId: order.id,
    billId: stringOrNull(order.code),
    state,
    gatewayStatus: order.status,
    // Pagar.me counts in cents already.
    paidCents: state === "paid" ? (charge?.paid_amount ?? order.amount ?? null) : null,
    paidAt: state === "paid" ? dateOrNull(charge?.paid_at ?? order.closed_at ?? order.updated_at) : null,
    means: state === "paid" ? (MEANS[charge?.last_transaction?.transaction_type ?? ""] ?? null) : null,
  };
};

/**
 * Pagar.me API v5: HTTP Basic with the secret key as user; an order per bill (code = the bill)
 * paid by PIX, another by boleto and a checkout order for the card link. The webhook address is
 * registered in the Pagar.me dashboard with Basic credentials (user and password), which each call
 * must carry; the event is `{ id: "hook_…", type: "order.paid", data: <order> }`.
 */
export const pagarmeClient = (credentials: GatewayCredentials): GatewayClient => {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const call = <T>(method: string, path: string, body?: unknown) =>
    gatewayFetch<T>("Pagar.me", `${base}${path}`, {
      method,
      headers: { authorization: `Basic ${Buffer.from(`${credentials.apiKey}:`).toString("base64")}` },
      body,
    });
  const order = (input: Parameters<GatewayClient["createCharge"]>[0], payment: unknown) =>
    call<PagarmeOrder>("POST", "/orders", {
      code: input.billId,
      items: [
        {
          amount: input.amountCents,
          description: input.description.slice(0, 250),
          quantity: 1,
          code: input.billId,
        },
      ],
      customer: {
        name: input.payer.name,
        email: input.payer.email ?? undefined,
        ...(input.payer.document
          ? {
              document: input.payer.document,
              type: input.payer.document.length === 14 ? "company" : "individual",
              document_type: input.payer.document.length === 14 ? "CNPJ" : "CPF",
            }
          : {}),
      },
      payments: [payment],
    });
  return {
    name: "pagarme",
    async createCharge(input) {
      const pixOrder = await order(input, { payment_method: "pix", pix: { expires_in: 7 * 86_400 } });
      const boletoOrder = await order(input, {
        payment_method: "boleto",
        boleto: { due_at: `${input.dueDate}T23:59:59Z` },
      });
      const cardOrder = await order(input, {
        payment_method: "checkout",
        checkout: {
          accepted_payment_methods: ["credit_card"],
          expires_in: 7 * 24 * 60,
          skip_checkout_success_page: true,
        },
      });
      const pix = pixOrder.charges?.[0]?.last_transaction;
      const boleto = boletoOrder.charges?.[0]?.last_transaction;
      return {
        chargeId: pixOrder.id,
        gatewayStatus: pixOrder.status,
        pixCode: pix?.qr_code ?? null,
        pixQr: null,
        pixExpiresAt: dateOrNull(pix?.expires_at),
        boletoLine: boleto?.line ?? null,
        boletoBarcode: boleto?.barcode ?? null,
        boletoUrl: boleto?.pdf ?? boleto?.url ?? null,
        cardUrl: cardOrder.checkouts?.[0]?.payment_url ?? null,
        invoiceUrl: null,
      };
    },
    async cancelCharge(chargeId) {
      const current = await call<PagarmeOrder>("GET", `/orders/${encodeURIComponent(chargeId)}`);
      for (const charge of current.charges ?? [])
        if (charge.status === "pending") await call("DELETE", `/charges/${encodeURIComponent(charge.id)}`);
    },
    async readCharge(chargeId) {
      return reading(await call<PagarmeOrder>("GET", `/orders/${encodeURIComponent(chargeId)}`));
    },
    async readWebhook(call) {
      const header = call.headers.authorization ?? "";
      const sent = header.startsWith("Basic ")
        ? Buffer.from(header.slice(6), "base64").toString("utf8")
        : undefined;
      if (!safeEqual(sent, credentials.webhookSecret)) return null;
      const body = call.body as { id?: unknown; type?: unknown; data?: PagarmeOrder } | null;
      const eventId = stringOrNull(body?.id);
      const type = stringOrNull(body?.type);
      if (!eventId || !type || !body?.data?.id) return null;
      return {
        eventId,
        type,
        chargeId: body.data.id,
        reading: type.startsWith("order.") ? reading(body.data) : null,
      };
    },
  };
};
