import { createHmac } from "node:crypto";
import { centsOf, dateOrNull, gatewayFetch, reais, stringOrNull } from "./gatewayHttp.ts";
import type {
  ChargeReading,
  ChargeState,
  GatewayClient,
  GatewayCredentials,
  PaidMeans,
} from "./gatewayTypes.ts";
import { safeEqual } from "./safeEqual.ts";

export const MERCADO_PAGO_BASE_URL = "https://api.mercadopago.com";

type MpPayment = {
  id: number | string;
  status: string;
  transaction_amount: number;
  external_reference?: string | null;
  payment_type_id?: string | null;
  date_approved?: string | null;
  date_of_expiration?: string | null;
  point_of_interaction?: {
    transaction_data?: { qr_code?: string; qr_code_base64?: string; ticket_url?: string };
  };
};

// approved / authorized = money in; cancelled, rejected, refunded, charged_back = no payment.
const stateOf = (status: string): ChargeState =>
  status === "approved" || status === "authorized"
    ? "paid"
    : ["cancelled", "rejected", "refunded", "charged_back"].includes(status)
      ? "cancelled"
      : "open";
const MEANS: Record<string, PaidMeans> = {
  bank_transfer: "pix",
  ticket: "boleto",
  credit_card: "card",
  debit_card: "card",
};

const reading = (payment: MpPayment): ChargeReading => {
  const state = stateOf(payment.status);
  return {
    chargeId: String(payment.id),
    billId: stringOrNull(payment.external_reference),
    state,
    gatewayStatus: payment.status,
    paidCents: state === "paid" ? centsOf(payment.transaction_amount) : null,
    paidAt: state === "paid" ? dateOrNull(payment.date_approved) : null,
    means: state === "paid" ? (MEANS[payment.payment_type_id ?? ""] ?? null) : null,
  };
};

/**
 * The documented check of a Mercado Pago notification: `x-signature: ts=…,v1=…` is the hex
 * HMAC-SHA256, under the application's webhook secret, of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`
 * (data.id from the query string, lower case when alphanumeric).
 */
export const mercadoPagoSignature = (secret: string, dataId: string, requestId: string, ts: string) =>
  createHmac("sha256", secret)
    .update(`id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`)
    .digest("hex");

/**
 * Mercado Pago: Bearer access token; a PIX payment (`payment_method_id: pix`, with an
 * X-Idempotency-Key so a retry makes no second charge) and a Checkout Pro preference whose
 * init_point is the card link; both carry the bill in external_reference. A notification says only
 * which payment changed, so its state is read from the API (which also makes order irrelevant).
 */
export const mercadoPagoClient = (credentials: GatewayCredentials): GatewayClient => {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const call = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    gatewayFetch<T>("Mercado Pago", `${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${credentials.apiKey}`, ...headers },
      body,
    });
  const readCharge = async (chargeId: string) =>
    reading(await call<MpPayment>("GET", `/v1/payments/${encodeURIComponent(chargeId)}`));
  return {
    name: "mercadopago",
    async createCharge(input) {
      const [firstName = input.payer.name, ...rest] = input.payer.name.split(" ");
      const document = input.payer.document;
      const payment = await call<MpPayment>(
        "POST",
        "/v1/payments",
        {
          transaction_amount: reais(input.amountCents),
          description: input.description.slice(0, 250),
          payment_method_id: "pix",
          external_reference: input.billId,
          ...(input.notificationUrl ? { notification_url: input.notificationUrl } : {}),
          date_of_expiration: `${input.dueDate}T23:59:59.000-03:00`,
          payer: {
            email: input.payer.email ?? "pagador@quadra.invalid",
            first_name: firstName,
            last_name: rest.join(" "),
            ...(document
              ? { identification: { type: document.length === 14 ? "CNPJ" : "CPF", number: document } }
              : {}),
          },
        },
        { "x-idempotency-key": `bill-${input.billId}-pix` },
      );
      const preference = await call<{ id: string; init_point: string }>("POST", "/checkout/preferences", {
        items: [
          {
            title: input.description.slice(0, 250),
            quantity: 1,
            unit_price: reais(input.amountCents),
            currency_id: "BRL",
          },
        ],
        external_reference: input.billId,
        ...(input.notificationUrl ? { notification_url: input.notificationUrl } : {}),
        payment_methods: { excluded_payment_types: [{ id: "ticket" }, { id: "bank_transfer" }] },
      });
      const data = payment.point_of_interaction?.transaction_data;
      return {
        chargeId: String(payment.id),
        gatewayStatus: payment.status,
        pixCode: data?.qr_code ?? null,
        pixQr: data?.qr_code_base64 ?? null,
        pixExpiresAt: dateOrNull(payment.date_of_expiration),
        boletoLine: null,
        boletoBarcode: null,
        boletoUrl: null,
        cardUrl: preference.init_point,
        invoiceUrl: data?.ticket_url ?? null,
      };
    },
    async cancelCharge(chargeId) {
      await call("PUT", `/v1/payments/${encodeURIComponent(chargeId)}`, { status: "cancelled" });
    },
    readCharge,
    async readWebhook(call) {
      const parts = Object.fromEntries(
        (call.headers["x-signature"] ?? "")
          .split(",")
          .map((part) => part.trim().split("=", 2) as [string, string]),
      );
      const requestId = call.headers["x-request-id"];
      const body = call.body as {
        id?: unknown;
        type?: unknown;
        action?: unknown;
        data?: { id?: unknown };
      } | null;
      const dataId = call.query["data.id"] ?? stringOrNull(body?.data?.id);
      if (!parts.ts || !parts.v1 || !requestId || !dataId) return null;
      if (!safeEqual(parts.v1, mercadoPagoSignature(credentials.webhookSecret, dataId, requestId, parts.ts)))
        return null;
      const type = stringOrNull(body?.action) ?? stringOrNull(body?.type) ?? "payment";
      // The notification id is per event; a redelivery repeats it (and the request id changes).
      const eventId = stringOrNull(body?.id) ?? `${dataId}:${parts.ts}`;
      if (stringOrNull(body?.type) !== "payment") return { eventId, type, chargeId: dataId, reading: null };
      return { eventId, type, chargeId: dataId, reading: await readCharge(dataId) };
    },
  };
};
