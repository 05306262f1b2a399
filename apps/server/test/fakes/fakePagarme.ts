import { staticBrCode } from "../../src/modules/bills/pix/brCode.ts";
import {
  type FakeRequest,
  fakeId,
  notFound,
  startFakeHttp,
  unauthorized,
  type WebhookDelivery,
} from "./fakeHttp.ts";

type Charge = {
  id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  paid_at?: string | null;
  payment_method: string;
  last_transaction: Record<string, unknown>;
};
type Order = {
  id: string;
  code: string;
  amount: number;
  currency: "BRL";
  closed: boolean;
  status: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  charges: Charge[];
  checkouts?: { id: string; payment_url: string }[];
};

/**
 * Pagar.me API v5 as documented: Basic auth with the secret key; POST /orders (amounts in cents;
 * pix → qr_code/qr_code_url, boleto → line/barcode/pdf, checkout → checkouts[].payment_url);
 * GET /orders/:id; DELETE /charges/:id. `pay` makes the webhook it would send to an address
 * registered with Basic credentials: `{ id: "hook_…", type: "order.paid", data: <order> }`.
 */
export const startFakePagarme = async ({
  secretKey,
  webhookUser,
  webhookPassword,
}: {
  secretKey: string;
  webhookUser: string;
  webhookPassword: string;
}) => {
  const orders = new Map<string, Order>();
  const charges = new Map<string, Order>();
  const auth = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;
  const handler = (request: FakeRequest) => {
    if (request.headers.authorization !== auth) return unauthorized;
    const body = (request.body ?? {}) as {
      code?: string;
      items?: { amount: number; quantity: number }[];
      payments?: { payment_method: string; boleto?: { due_at?: string } }[];
    };
    if (request.method === "POST" && request.path === "/core/v5/orders") {
      const amount = (body.items ?? []).reduce((sum, item) => sum + item.amount * item.quantity, 0);
      const payment = body.payments?.[0];
      if (!Number.isInteger(amount) || amount <= 0 || !payment)
        return {
          status: 422,
          body: {
            message: "The request is invalid.",
            errors: { "order.items": ["The amount field is required."] },
          },
        };
      const now = new Date().toISOString();
      const orderId = fakeId("or_");
      const chargeId = fakeId("ch_");
      const transaction: Record<string, unknown> =
        payment.payment_method === "pix"
          ? {
              transaction_type: "pix",
              qr_code: staticBrCode({
                key: "pagarme@pix.example",
                merchantName: "PAGARME",
                merchantCity: "SAO PAULO",
                amountCents: amount,
                txid: chargeId.replace(/_/g, ""),
              }),
              qr_code_url: `https://api.pagar.me/core/v5/transactions/${chargeId}/qrcode`,
              expires_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
            }
          : payment.payment_method === "boleto"
            ? {
                transaction_type: "boleto",
                line: "23793381286000000000300000000401184340000010000",
                barcode: "23791843400000100003381260000000000000000000",
                pdf: `https://api.pagar.me/core/v5/transactions/${chargeId}/pdf`,
              }
            : { transaction_type: "checkout" };
      const order: Order = {
        id: orderId,
        code: body.code ?? orderId,
        amount,
        currency: "BRL",
        closed: false,
        status: "pending",
        created_at: now,
        updated_at: now,
        closed_at: null,
        charges: [
          {
            id: chargeId,
            status: "pending",
            amount,
            payment_method: payment.payment_method,
            last_transaction: transaction,
          },
        ],
        ...(payment.payment_method === "checkout"
          ? { checkouts: [{ id: fakeId("chk_"), payment_url: `https://pagar.me/checkout/${orderId}` }] }
          : {}),
      };
      orders.set(orderId, order);
      charges.set(chargeId, order);
      return { status: 200, body: order };
    }
    const orderMatch = /^\/core\/v5\/orders\/([\w]+)$/.exec(request.path);
    if (orderMatch && request.method === "GET") {
      const order = orders.get(orderMatch[1]!);
      return order ? { status: 200, body: order } : notFound;
    }
    const chargeMatch = /^\/core\/v5\/charges\/([\w]+)$/.exec(request.path);
    if (chargeMatch && request.method === "DELETE") {
      const order = charges.get(chargeMatch[1]!);
      const charge = order?.charges.find((c) => c.id === chargeMatch[1]);
      if (!order || !charge) return notFound;
      charge.status = "canceled";
      order.status = "canceled";
      return { status: 200, body: charge };
    }
    return notFound;
  };
  const http = await startFakeHttp(handler);
  const hook = (order: Order, type: string): WebhookDelivery => {
    const eventId = fakeId("hook_");
    return {
      path: "pagarme",
      eventId,
      headers: {
        authorization: `Basic ${Buffer.from(`${webhookUser}:${webhookPassword}`).toString("base64")}`,
      },
      body: {
        id: eventId,
        account: { id: "acc_fake", name: "Quadra" },
        type,
        created_at: new Date().toISOString(),
        data: structuredClone(order),
      },
    };
  };
  return {
    ...http,
    baseUrl: `${http.url}/core/v5`,
    orders,
    pay(orderId: string): WebhookDelivery {
      const order = orders.get(orderId)!;
      const now = new Date().toISOString();
      order.status = "paid";
      order.closed = true;
      order.closed_at = now;
      for (const charge of order.charges)
        Object.assign(charge, { status: "paid", paid_amount: charge.amount, paid_at: now });
      return hook(order, "order.paid");
    },
    stale(orderId: string): WebhookDelivery {
      const order = structuredClone(orders.get(orderId)!);
      order.status = "pending";
      return hook(order, "order.created");
    },
  };
};
