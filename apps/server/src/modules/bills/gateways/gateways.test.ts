import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeAsaas } from "../../../../test/fakes/fakeAsaas.ts";
import type { WebhookDelivery } from "../../../../test/fakes/fakeHttp.ts";
import { startFakeMercadoPago } from "../../../../test/fakes/fakeMercadoPago.ts";
import { startFakePagarme } from "../../../../test/fakes/fakePagarme.ts";
import { parseStaticBrCode } from "../pix/brCode.ts";
import { gatewayClient } from "./gatewayClients.ts";
import { type GatewayClient, GatewayError, type GatewayName, type WebhookCall } from "./gatewayTypes.ts";

type Fake = {
  baseUrl: string;
  close: () => Promise<void>;
  pay: (id: string) => WebhookDelivery;
  stale: (id: string) => WebhookDelivery;
};

const fakes: Partial<Record<GatewayName, { fake: Fake; client: GatewayClient; webhookSecret: string }>> = {};

beforeAll(async () => {
  const asaas = await startFakeAsaas({ apiKey: "aact_test", webhookToken: "asaas-hook-token" });
  fakes.asaas = {
    fake: asaas,
    webhookSecret: "asaas-hook-token",
    client: gatewayClient("asaas", {
      baseUrl: asaas.baseUrl,
      apiKey: "aact_test",
      webhookSecret: "asaas-hook-token",
    }),
  };
  const mp = await startFakeMercadoPago({ accessToken: "TEST-mp", webhookSecret: "mp-secret" });
  fakes.mercadopago = {
    fake: mp,
    webhookSecret: "mp-secret",
    client: gatewayClient("mercadopago", {
      baseUrl: mp.baseUrl,
      apiKey: "TEST-mp",
      webhookSecret: "mp-secret",
    }),
  };
  const pagarme = await startFakePagarme({
    secretKey: "sk_test",
    webhookUser: "quadra",
    webhookPassword: "s3nha",
  });
  fakes.pagarme = {
    fake: pagarme,
    webhookSecret: "quadra:s3nha",
    client: gatewayClient("pagarme", {
      baseUrl: pagarme.baseUrl,
      apiKey: "sk_test",
      webhookSecret: "quadra:s3nha",
    }),
  };
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((entry) => entry.fake.close()));
});

const asCall = (delivery: WebhookDelivery): WebhookCall => {
  const url = new URL(`http://x/${delivery.path}`);
  return { headers: delivery.headers, query: Object.fromEntries(url.searchParams), body: delivery.body };
};

const input = (billId: string) => ({
  billId,
  description: "Anuidade 2026",
  amountCents: 12_345,
  dueDate: "2026-12-10",
  payer: { name: "Maria da Silva", document: "12345678909", email: "maria@example.com" },
  notificationUrl: "https://federacao.example/api/v1/bills/webhooks/x",
});

describe.each(["asaas", "mercadopago", "pagarme"] as const)("gateway %s against its fake", (name) => {
  it("creates a charge with a dynamic PIX of the exact amount, pays it and reads it paid", async () => {
    const { client, fake } = fakes[name]!;
    const created = await client.createCharge(input(`bill-${name}-1`));
    expect(parseStaticBrCode(created.pixCode!)?.amountCents).toBe(12_345);
    expect(created.cardUrl).toMatch(/^https:\/\//);
    if (name !== "mercadopago") expect(created.boletoLine).toMatch(/^\d{47}$/);
    expect((await client.readCharge(created.chargeId)).state).toBe("open");
    const event = await client.readWebhook(asCall(fake.pay(created.chargeId)));
    expect(event?.reading).toMatchObject({ state: "paid", paidCents: 12_345, billId: `bill-${name}-1` });
    expect((await client.readCharge(created.chargeId)).state).toBe("paid");
  });

  it("cancels an open charge", async () => {
    const { client } = fakes[name]!;
    const created = await client.createCharge(input(`bill-${name}-2`));
    await client.cancelCharge(created.chargeId);
    expect((await client.readCharge(created.chargeId)).state).toBe("cancelled");
  });

  it("refuses a webhook without the tenant's token or signature, and a forged body", async () => {
    const { client, fake } = fakes[name]!;
    const created = await client.createCharge(input(`bill-${name}-3`));
    const delivery = asCall(fake.pay(created.chargeId));
    expect(await client.readWebhook({ ...delivery, headers: {} })).toBeNull();
    const wrong = Object.fromEntries(
      Object.entries(delivery.headers).map(([key, value]) => [
        key,
        value?.startsWith("Basic ")
          ? `Basic ${Buffer.from("quadra:errada").toString("base64")}`
          : `${value}x`,
      ]),
    );
    expect(await client.readWebhook({ ...delivery, headers: wrong })).toBeNull();
    if (name === "mercadopago") {
      // The signature covers the payment id: another id with the same headers is refused.
      expect(
        await client.readWebhook({ ...delivery, query: { ...delivery.query, "data.id": "999" } }),
      ).toBeNull();
    }
  });

  it("reads a late earlier event as not paid (the caller keeps a paid bill paid)", async () => {
    const { client, fake } = fakes[name]!;
    const created = await client.createCharge(input(`bill-${name}-4`));
    const stale = fake.stale(created.chargeId);
    const event = await client.readWebhook(asCall(stale));
    expect(event?.reading?.state ?? "open").toBe("open");
  });

  it("answers a gateway's refusal of the key in pt-BR", async () => {
    const { fake } = fakes[name]!;
    const wrongKey = gatewayClient(name, { baseUrl: fake.baseUrl, apiKey: "wrong", webhookSecret: "x" });
    await expect(wrongKey.createCharge(input("bill-x"))).rejects.toThrow(GatewayError);
    await expect(wrongKey.createCharge(input("bill-x"))).rejects.toThrow(/credenciais/);
  });
});
