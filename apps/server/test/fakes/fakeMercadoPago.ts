import { mercadoPagoSignature } from "../../src/modules/bills/gateways/mercadoPago.ts";
import { staticBrCode } from "../../src/modules/bills/pix/brCode.ts";
import {
  type FakeRequest,
  fakeId,
  notFound,
  startFakeHttp,
  unauthorized,
  type WebhookDelivery,
} from "./fakeHttp.ts";

type Payment = {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  description: string;
  payment_method_id: string;
  payment_type_id: string;
  external_reference: string | null;
  date_approved: string | null;
  date_of_expiration: string | null;
  point_of_interaction: { transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
};

/**
 * Mercado Pago as documented: Bearer token; POST /v1/payments (pix, X-Idempotency-Key required,
 * the same key answers the same payment); GET/PUT /v1/payments/:id; POST /checkout/preferences.
 * `pay` makes the notification it would send: `?data.id=…&type=payment`, `x-request-id`, and
 * `x-signature: ts=…,v1=<HMAC-SHA256 of the manifest>`.
 */
export const startFakeMercadoPago = async ({
  accessToken,
  webhookSecret,
}: {
  accessToken: string;
  webhookSecret: string;
}) => {
  const payments = new Map<string, Payment>();
  const byIdempotency = new Map<string, Payment>();
  let nextId = 1_310_000_000;
  const handler = (request: FakeRequest) => {
    if (request.headers.authorization !== `Bearer ${accessToken}`) return unauthorized;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === "POST" && request.path === "/v1/payments") {
      const key = request.headers["x-idempotency-key"];
      if (typeof key !== "string")
        return { status: 400, body: { message: "Header X-Idempotency-Key can't be null", status: 400 } };
      const known = byIdempotency.get(key);
      if (known) return { status: 201, body: known };
      if (typeof body.transaction_amount !== "number")
        return { status: 400, body: { message: "transaction_amount attribute can't be null", status: 400 } };
      const id = nextId++;
      const payment: Payment = {
        id,
        status: "pending",
        status_detail: "pending_waiting_transfer",
        transaction_amount: body.transaction_amount,
        description: body.description as string,
        payment_method_id: "pix",
        payment_type_id: "bank_transfer",
        external_reference: (body.external_reference as string) ?? null,
        date_approved: null,
        date_of_expiration: (body.date_of_expiration as string) ?? null,
        point_of_interaction: {
          transaction_data: {
            qr_code: staticBrCode({
              key: "mp@pix.example",
              merchantName: "MERCADO PAGO",
              merchantCity: "OSASCO",
              amountCents: Math.round(body.transaction_amount * 100),
              txid: `MP${id}`,
            }),
            qr_code_base64:
              "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
            ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
          },
        },
      };
      payments.set(String(id), payment);
      byIdempotency.set(key, payment);
      return { status: 201, body: payment };
    }
    if (request.method === "POST" && request.path === "/checkout/preferences") {
      const id = fakeId("pref-");
      return {
        status: 201,
        body: { id, init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}` },
      };
    }
    const match = /^\/v1\/payments\/(\d+)$/.exec(request.path);
    const payment = match ? payments.get(match[1]!) : undefined;
    if (!payment) return notFound;
    if (request.method === "PUT" && body.status === "cancelled") {
      if (payment.status !== "pending")
        return { status: 400, body: { message: "Invalid operation", status: 400 } };
      payment.status = "cancelled";
    }
    return { status: 200, body: payment };
  };
  const http = await startFakeHttp(handler);
  const notification = (payment: Payment, action: string): WebhookDelivery => {
    const eventId = String(Math.floor(Math.random() * 1e12));
    const requestId = crypto.randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const dataId = String(payment.id);
    return {
      path: `mercadopago?data.id=${dataId}&type=payment`,
      eventId,
      headers: {
        "x-request-id": requestId,
        "x-signature": `ts=${ts},v1=${mercadoPagoSignature(webhookSecret, dataId, requestId, ts)}`,
      },
      body: {
        id: Number(eventId),
        live_mode: false,
        type: "payment",
        date_created: new Date().toISOString(),
        action,
        api_version: "v1",
        data: { id: dataId },
      },
    };
  };
  return {
    ...http,
    baseUrl: http.url,
    payments,
    pay(paymentId: string): WebhookDelivery {
      const payment = payments.get(paymentId)!;
      payment.status = "approved";
      payment.status_detail = "accredited";
      payment.date_approved = new Date().toISOString();
      return notification(payment, "payment.updated");
    },
    stale(paymentId: string): WebhookDelivery {
      return notification(payments.get(paymentId)!, "payment.created");
    },
  };
};
