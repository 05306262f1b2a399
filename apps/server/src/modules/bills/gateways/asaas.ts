import { centsOf, dateOrNull, gatewayFetch, reais, stringOrNull } from "./gatewayHttp.ts";
import type {
  ChargeReading,
  ChargeState,
  GatewayClient,
  GatewayCredentials,
  PaidMeans,
  WebhookCall,
} from "./gatewayTypes.ts";
import { safeEqual } from "./safeEqual.ts";

export const ASAAS_BASE_URL = "https://api.asaas.com/v3";

type AsaasPayment = {
  id: string;
  status: string;
  value: number;
  billingType?: string;
  externalReference?: string | null;
  invoiceUrl?: string | null;
  bankSlipUrl?: string | null;
  paymentDate?: string | null;
  clientPaymentDate?: string | null;
  confirmedDate?: string | null;
  deleted?: boolean;
};

// https://docs.asaas.com: RECEIVED / CONFIRMED / RECEIVED_IN_CASH are money in; a removed charge is gone.
const PAID = new Set(["RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH"]);
const CANCELLED = new Set(["REFUNDED", "REFUND_REQUESTED", "CHARGEBACK_REQUESTED", "DELETED"]);
const stateOf = (payment: AsaasPayment): ChargeState =>
  payment.deleted || CANCELLED.has(payment.status) ? "cancelled" : PAID.has(payment.status) ? "paid" : "open";
const MEANS: Record<string, PaidMeans> = {
  PIX: "pix",
  BOLETO: "boleto",
  CREDIT_CARD: "card",
  DEBIT_CARD: "card",
};

const reading = (payment: AsaasPayment): ChargeReading => {
  const state = stateOf(payment);
  return {
    chargeId: payment.id,
    billId: stringOrNull(payment.externalReference),
    state,
    gatewayStatus: payment.deleted ? "DELETED" : payment.status,
    paidCents: state === "paid" ? centsOf(payment.value) : null,
    paidAt:
      state === "paid"
        ? dateOrNull(payment.clientPaymentDate ?? payment.paymentDate ?? payment.confirmedDate)
        : null,
    means: state === "paid" ? (MEANS[payment.billingType ?? ""] ?? null) : null,
  };
};

/**
 * Asaas API v3: the key in the `access_token` header; a customer per payer (found by its
 * externalReference), a payment with billingType UNDEFINED (the payer picks PIX, boleto or card on
 * the invoice page), then its PIX QR code and boleto line. Webhooks carry the token the tenant set
 * in Asaas in the `asaas-access-token` header, the event id in `id` and the payment in `payment`.
 */
export const asaasClient = (credentials: GatewayCredentials): GatewayClient => {
  const base = credentials.baseUrl.replace(/\/$/, "");
  const call = <T>(method: string, path: string, body?: unknown) =>
    gatewayFetch<T>("Asaas", `${base}${path}`, {
      method,
      headers: { access_token: credentials.apiKey, "user-agent": "Quadra" },
      body,
    });
  return {
    name: "asaas",
    async createCharge(input) {
      const reference = input.payer.document ?? input.payer.email ?? input.payer.name;
      const found = await call<{ data: { id: string }[] }>(
        "GET",
        `/customers?externalReference=${encodeURIComponent(reference)}`,
      );
      const customer =
        found.data[0]?.id ??
        (
          await call<{ id: string }>("POST", "/customers", {
            name: input.payer.name,
            cpfCnpj: input.payer.document,
            email: input.payer.email,
            externalReference: reference,
            notificationDisabled: true,
          })
        ).id;
      const payment = await call<AsaasPayment>("POST", "/payments", {
        customer,
        billingType: "UNDEFINED",
        value: reais(input.amountCents),
        dueDate: input.dueDate,
        description: input.description.slice(0, 500),
        externalReference: input.billId,
      });
      const pix = await call<{ encodedImage: string; payload: string; expirationDate?: string }>(
        "GET",
        `/payments/${payment.id}/pixQrCode`,
      );
      const boleto = await call<{ identificationField: string; barCode: string }>(
        "GET",
        `/payments/${payment.id}/identificationField`,
      );
      return {
        chargeId: payment.id,
        gatewayStatus: payment.status,
        pixCode: pix.payload,
        pixQr: pix.encodedImage,
        pixExpiresAt: dateOrNull(pix.expirationDate),
        boletoLine: boleto.identificationField,
        boletoBarcode: boleto.barCode,
        boletoUrl: payment.bankSlipUrl ?? null,
        cardUrl: payment.invoiceUrl ?? null,
        invoiceUrl: payment.invoiceUrl ?? null,
      };
    },
    async cancelCharge(chargeId) {
      await call("DELETE", `/payments/${encodeURIComponent(chargeId)}`);
    },
    async readCharge(chargeId) {
      return reading(await call<AsaasPayment>("GET", `/payments/${encodeURIComponent(chargeId)}`));
    },
    async readWebhook(call: WebhookCall) {
      if (!safeEqual(call.headers["asaas-access-token"], credentials.webhookSecret)) return null;
      const body = call.body as { id?: unknown; event?: unknown; payment?: AsaasPayment } | null;
      const eventId = stringOrNull(body?.id);
      const type = stringOrNull(body?.event);
      if (!eventId || !type || !body?.payment?.id) return null;
      const payment = type === "PAYMENT_DELETED" ? { ...body.payment, deleted: true } : body.payment;
      return { eventId, type, chargeId: payment.id, reading: reading(payment) };
    },
  };
};
