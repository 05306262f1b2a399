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
  object: "payment";
  id: string;
  customer: string;
  status: string;
  value: number;
  billingType: string;
  dueDate: string;
  description: string;
  externalReference: string | null;
  invoiceUrl: string;
  bankSlipUrl: string;
  paymentDate: string | null;
  clientPaymentDate: string | null;
  deleted: boolean;
};

/**
 * Asaas API v3 as documented: `access_token` header; customers; payments (value in reais);
 * pixQrCode (encodedImage, payload, expirationDate); identificationField; DELETE a payment.
 * `pay` makes the webhook Asaas would send: `asaas-access-token` header, `{ id, event, payment }`.
 */
export const startFakeAsaas = async ({ apiKey, webhookToken }: { apiKey: string; webhookToken: string }) => {
  const customers = new Map<string, { id: string; externalReference: string | null }>();
  const payments = new Map<string, Payment>();
  const handler = (request: FakeRequest) => {
    if (request.headers.access_token !== apiKey) return unauthorized;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [, , resource, id, sub] = request.path.split("/"); // /v3/<resource>/<id>/<sub>
    if (resource === "customers" && request.method === "GET") {
      const reference = request.query.get("externalReference");
      return {
        status: 200,
        body: {
          object: "list",
          data: [...customers.values()].filter((c) => c.externalReference === reference),
        },
      };
    }
    if (resource === "customers" && request.method === "POST") {
      if (!body.name)
        return {
          status: 400,
          body: { errors: [{ code: "invalid_name", description: "O nome do cliente é obrigatório." }] },
        };
      const customer = { id: fakeId("cus_"), externalReference: (body.externalReference as string) ?? null };
      customers.set(customer.id, customer);
      return { status: 200, body: { object: "customer", ...customer, name: body.name } };
    }
    if (resource === "payments" && request.method === "POST" && !id) {
      if (!customers.has(body.customer as string))
        return {
          status: 400,
          body: { errors: [{ code: "invalid_customer", description: "Cliente inexistente." }] },
        };
      if (typeof body.value !== "number" || body.value <= 0)
        return { status: 400, body: { errors: [{ code: "invalid_value", description: "Valor inválido." }] } };
      const paymentId = fakeId("pay_");
      const payment: Payment = {
        object: "payment",
        id: paymentId,
        customer: body.customer as string,
        status: "PENDING",
        value: body.value,
        billingType: body.billingType as string,
        dueDate: body.dueDate as string,
        description: body.description as string,
        externalReference: (body.externalReference as string) ?? null,
        invoiceUrl: `https://sandbox.asaas.com/i/${paymentId}`,
        bankSlipUrl: `https://sandbox.asaas.com/b/pdf/${paymentId}`,
        paymentDate: null,
        clientPaymentDate: null,
        deleted: false,
      };
      payments.set(paymentId, payment);
      return { status: 200, body: payment };
    }
    const payment = id ? payments.get(id) : undefined;
    if (resource === "payments" && !payment) return notFound;
    if (payment && sub === "pixQrCode")
      return {
        status: 200,
        body: {
          encodedImage:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
          payload: staticBrCode({
            key: "asaas@pix.example",
            merchantName: "ASAAS",
            merchantCity: "JOINVILLE",
            amountCents: Math.round(payment.value * 100),
            txid: payment.id.replace(/_/g, ""),
          }),
          expirationDate: `${payment.dueDate} 23:59:59`,
        },
      };
    if (payment && sub === "identificationField")
      return {
        status: 200,
        body: {
          identificationField: "00190000090275928800021932978170187890000010000",
          nossoNumero: "6543",
          barCode: "00191878900000100000000002759288002193297817",
        },
      };
    if (payment && request.method === "DELETE") {
      payment.deleted = true;
      return { status: 200, body: { deleted: true, id: payment.id } };
    }
    if (payment && request.method === "GET") return { status: 200, body: payment };
    return notFound;
  };
  const http = await startFakeHttp(handler);
  const event = (payment: Payment, name: string, eventId = fakeId("evt_")): WebhookDelivery => ({
    path: "asaas",
    eventId,
    headers: { "asaas-access-token": webhookToken },
    body: { id: eventId, event: name, dateCreated: new Date().toISOString(), payment: { ...payment } },
  });
  return {
    ...http,
    baseUrl: `${http.url}/v3`,
    payments,
    /** The payer pays: the payment turns RECEIVED and this is the webhook Asaas sends. */
    pay(paymentId: string, billingType = "PIX"): WebhookDelivery {
      const payment = payments.get(paymentId)!;
      payment.status = "RECEIVED";
      payment.billingType = billingType;
      payment.paymentDate = payment.clientPaymentDate = new Date().toISOString().slice(0, 10);
      return event(payment, "PAYMENT_RECEIVED");
    },
    /** An earlier event of the same payment, as if delivered late. */
    stale(paymentId: string): WebhookDelivery {
      return event({ ...payments.get(paymentId)!, status: "PENDING", paymentDate: null }, "PAYMENT_CREATED");
    },
  };
};
