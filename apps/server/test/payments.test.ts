import { PAYMENT_SECRET_MASK, type PaymentGatewayKey, paymentSettingsInputOf } from "@quadra/shared";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStaticBrCode } from "../src/modules/bills/pix/brCode.ts";
import { addDays } from "../src/modules/bills/recurrenceSchedule.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { brazilDay } from "../src/platform/time.ts";
import { startFakeAsaas } from "./fakes/fakeAsaas.ts";
import type { WebhookDelivery } from "./fakes/fakeHttp.ts";
import { startFakeMercadoPago } from "./fakes/fakeMercadoPago.ts";
import { startFakePagarme } from "./fakes/fakePagarme.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { multipartBody } from "./multipart.ts";
import { insertRow } from "./myArea.ts";
import { pdfText } from "./pdfText.ts";

/**
 * How a tenant is paid: its PIX key and gateway settings (credentials sealed, answered masked), a
 * static PIX bill reconciled from a bank statement once, and a bill paid through each gateway's
 * fake whose webhook is checked, applied once, and never turns a paid bill back.
 */

let server: TestServer;
let asaas: Awaited<ReturnType<typeof startFakeAsaas>>;
let mp: Awaited<ReturnType<typeof startFakeMercadoPago>>;
let pagarme: Awaited<ReturnType<typeof startFakePagarme>>;

beforeAll(async () => {
  server = await startTestServer({ config: { paymentsInsecureHosts: ["127.0.0.1"] } });
  asaas = await startFakeAsaas({ apiKey: "aact_test_key", webhookToken: "asaas-token-123" });
  mp = await startFakeMercadoPago({ accessToken: "TEST-mp-token", webhookSecret: "mp-signing-secret" });
  pagarme = await startFakePagarme({
    secretKey: "sk_test_pagarme",
    webhookUser: "quadra",
    webhookPassword: "senha-hook",
  });
});
afterAll(async () => {
  await Promise.all([asaas?.close(), mp?.close(), pagarme?.close()]);
  await server?.close();
});

const dayFrom = (days: number) => addDays(brazilDay(), days);

const api = (t: TestTenant, token: string | null) => ({
  call: async (
    method: "GET" | "POST" | "PATCH",
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await server.app.inject({
      method,
      url: `/t/${t.identifier}/api/v1/${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  },
});

/** The tenant's own PIX key, no gateway: each bill gets a static BR Code. */
const STATIC_PIX = {
  gateway: "pix",
  pix_key_type: "cnpj",
  pix_key: "11.222.333/0001-81",
  merchant_name: "Federação Teste",
  merchant_city: "Brasília",
};

const setup = async () => {
  const t = await server.createTenant();
  const staff = await server.createUser(t, { name: "Tesouraria", permissions: ["bills", "debts"] });
  const token = await server.login(t, staff);
  const payer = await server.createUser(t, { name: "Ana Pagadora" });
  const client = api(t, token);
  const settingsOf = async () => (await client.call("GET", "payments/settings")).body.result;
  const save = async (changes: Record<string, unknown>) => {
    const current = await settingsOf();
    return client.call("PATCH", "payments/settings", { ...paymentSettingsInputOf(current), ...changes });
  };
  /** Two open debts of the payer billed together: 150,00 + 50,00, due in ten days. */
  const newBill = async () => {
    const debts = [];
    for (const amount of [15_000, 5_000])
      debts.push(
        await insertRow(server, t, "debts", {
          user_id: payer.id,
          description: `Débito ${amount}`,
          amount_cents: amount,
          due_date: dayFrom(10),
          origin: "manual",
          status: "open",
          fine_percent: 2,
          interest_percent_month: 1,
          discount_cents: 0,
        }),
      );
    const created = await client.call("POST", "bills/create", {
      user_id: payer.id,
      debt_ids: debts.map((d) => d.id),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return { bill: created.body.result, debts };
  };
  const billRow = async (id: string) => (await client.call("GET", `bills/${id}`)).body.result;
  /** How the staff, the receipt and the payer see a paid bill. */
  const paidViews = async (id: string) => {
    const receipt = await server.app.inject({
      method: "GET",
      url: `/t/${t.identifier}/api/v1/bills/${id}/receipt`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.statusCode).toBe(200);
    const payerClient = api(t, await server.login(t, payer));
    return {
      detail: (await client.call("GET", `bills/${id}/detail`)).body.result,
      receipt: pdfText(receipt.rawPayload),
      payer: (await payerClient.call("GET", `my/personalfinances/bills/${id}`)).body.result,
    };
  };
  return { t, client, save, settingsOf, newBill, billRow, paidViews, payer };
};

describe("payment settings", () => {
  it("keeps the PIX key as the DICT does and refuses a malformed one naming the field", async () => {
    const { save } = await setup();
    const bad = await save({ gateway: "pix", pix_key_type: "cpf", pix_key: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("pix_key");
    expect(bad.body.message).toMatch(/Chave PIX/);
    const good = await save({
      gateway: "pix",
      pix_key_type: "phone",
      pix_key: "(61) 99999-0000",
      merchant_name: "Federação",
      merchant_city: "Brasília",
    });
    expect(good.status).toBe(200);
    expect(good.body.result).toMatchObject({ gateway: "pix", pix_key: "+5561999990000" });
  });

  it("answers gateway keys masked, keeps them when the mask comes back, and asks for a key to choose a gateway", async () => {
    const { save, settingsOf } = await setup();
    const none = await save({
      gateway: "asaas",
      asaas: { base_url: asaas.baseUrl, api_key: null, webhook_secret: null },
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty(["asaas.api_key"]);
    const saved = await save({
      gateway: "asaas",
      asaas: { base_url: asaas.baseUrl, api_key: "aact_test_key", webhook_secret: "asaas-token-123" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.asaas).toEqual({
      base_url: asaas.baseUrl,
      api_key: PAYMENT_SECRET_MASK,
      webhook_secret: PAYMENT_SECRET_MASK,
    });
    expect(JSON.stringify(saved.body)).not.toContain("aact_test_key");
    await save({ merchant_city: "Recife" });
    expect((await settingsOf()).asaas.api_key).toBe(PAYMENT_SECRET_MASK);
  });

  it("refuses a plain-http gateway address that is not an allowed local host", async () => {
    const { save } = await setup();
    const answer = await save({
      gateway: "asaas",
      asaas: { base_url: "http://gateway.example.com/v3", api_key: "k", webhook_secret: "w" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty(["asaas.base_url"]);
  });
});

describe("static PIX and bank statement reconciliation", () => {
  it("gives a bill a static BR Code with its total and txid, reconciles it from a statement once", async () => {
    const { client, save, newBill, billRow, paidViews } = await setup();
    await save(STATIC_PIX);
    const { bill } = await newBill();
    const row = await billRow(bill.id);
    const parsed = parseStaticBrCode(row.pix_code);
    expect(parsed).toMatchObject({ key: "11222333000181", amountCents: row.total_cents, txid: row.pix_txid });
    const other = (await newBill()).bill;

    const statement = [
      "Data;Histórico;Valor",
      `${dayFrom(1).split("-").reverse().join("/")};PIX RECEBIDO ANA ${row.pix_txid};${(row.total_cents / 100).toFixed(2).replace(".", ",")}`,
      `${dayFrom(1).split("-").reverse().join("/")};TARIFA;-3,50`,
      `${dayFrom(1).split("-").reverse().join("/")};PIX RECEBIDO SEM IDENTIFICACAO;1,00`,
    ].join("\n");
    const upload = async () => {
      const { payload, headers } = multipartBody([
        { field: "file", filename: "extrato.csv", content: statement, contentType: "text/csv" },
      ]);
      return client.call("POST", "payments/statements", payload, headers);
    };
    const first = await upload();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({ lines: 3, credits: 2, new_lines: 3, proposals: 1 });
    const proposed = (await client.call("GET", "payments/statements/lines?status=proposed")).body.result;
    expect(proposed).toHaveLength(1);
    expect(proposed[0]).toMatchObject({ match_reason: "txid", bill: { id: bill.id } });
    expect((await client.call("GET", "payments/statements/lines?status=unmatched")).body.result).toHaveLength(
      1,
    );

    const confirmed = await client.call("POST", "payments/statements/confirm", {
      line_ids: [proposed[0].id],
    });
    expect(confirmed.body.result).toEqual({ settled: 1, skipped: [] });
    expect(await billRow(bill.id)).toMatchObject({
      status: "paid",
      paid_source: "statement",
      paid_cents: row.total_cents,
    });
    expect((await billRow(other.id)).status).toBe("open");
    // The line's date is all the statement says: no made-up time on the screens or the receipt,
    // and the bill's short code on the receipt as on the screens.
    const brDate = dayFrom(1).split("-").reverse().join("/");
    const views = await paidViews(bill.id);
    expect(views.detail).toMatchObject({ paid_day_only: true, paid_source: "statement" });
    expect(views.payer).toMatchObject({ paid_day_only: true, code: bill.id.slice(0, 8).toUpperCase() });
    expect(views.receipt).toMatch(new RegExp(`Pago em: \\s*${brDate}\\n`));
    expect(views.receipt).toMatch(new RegExp(`Cobrança: \\s*${views.payer.code}\\n`));
    expect(views.receipt).not.toContain(bill.id);

    // The same statement again adds no line; the same confirmation again settles nothing.
    expect((await upload()).body.result).toMatchObject({ new_lines: 0, proposals: 0 });
    const again = await client.call("POST", "payments/statements/confirm", { line_ids: [proposed[0].id] });
    expect(again.body.result.settled).toBe(0);
    expect(again.body.result.skipped[0].reason).toMatch(/já baixou/);
    expect((await client.call("GET", "payments/statements/lines?status=matched")).body.result).toHaveLength(
      1,
    );
  });

  it("refuses a file that is not a statement, naming the file", async () => {
    const { client } = await setup();
    const { payload, headers } = multipartBody([
      { field: "file", filename: "x.csv", content: "nome;idade\nana;3", contentType: "text/csv" },
    ]);
    const answer = await client.call("POST", "payments/statements", payload, headers);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty("file");
    expect((await client.call("POST", "payments/statements/confirm", { line_ids: [] })).status).toBe(400);
  });
});

type Gateway = {
  key: PaymentGatewayKey;
  settings: () => Record<string, unknown>;
  pay: (chargeId: string) => WebhookDelivery;
  stale: (chargeId: string) => WebhookDelivery;
};
const GATEWAYS: Gateway[] = [
  {
    key: "asaas",
    settings: () => ({
      base_url: asaas.baseUrl,
      api_key: "aact_test_key",
      webhook_secret: "asaas-token-123",
    }),
    pay: (id) => asaas.pay(id),
    stale: (id) => asaas.stale(id),
  },
  {
    key: "mercadopago",
    settings: () => ({ base_url: mp.baseUrl, api_key: "TEST-mp-token", webhook_secret: "mp-signing-secret" }),
    pay: (id) => mp.pay(id),
    stale: (id) => mp.stale(id),
  },
  {
    key: "pagarme",
    settings: () => ({
      base_url: pagarme.baseUrl,
      api_key: "sk_test_pagarme",
      webhook_secret: "quadra:senha-hook",
    }),
    pay: (id) => pagarme.pay(id),
    stale: (id) => pagarme.stale(id),
  },
];

describe.each(GATEWAYS)("paying a bill through $key", (gateway) => {
  it("charges at the gateway, settles once by its webhook, refuses forged calls and keeps a paid bill paid", async () => {
    const { t, save, newBill, billRow, paidViews } = await setup();
    expect((await save({ gateway: gateway.key, [gateway.key]: gateway.settings() })).status).toBe(200);
    const { bill, debts } = await newBill();
    const row = await billRow(bill.id);
    expect(row).toMatchObject({ gateway: gateway.key, status: "open" });
    expect(parseStaticBrCode(row.pix_code)?.amountCents).toBe(row.total_cents);
    expect(row.card_url).toMatch(/^https:\/\//);

    const publicApi = api(t, null);
    const deliver = (delivery: WebhookDelivery, headers = delivery.headers) =>
      publicApi.call("POST", `payments/webhooks/${delivery.path}`, delivery.body, headers);

    const forged = gateway.stale(row.gateway_charge_id);
    expect((await deliver(forged, {})).status).toBe(401);
    expect((await billRow(bill.id)).status).toBe("open");

    // An earlier event, then the payment twice (a redelivery), then an earlier event delivered late.
    expect((await deliver(gateway.stale(row.gateway_charge_id))).body.result.outcome).toBe("ignored");
    const paid = gateway.pay(row.gateway_charge_id);
    expect((await deliver(paid)).body.result.outcome).toBe("settled");
    expect((await deliver(paid)).body.result.outcome).toBe("duplicate");
    // Mercado Pago's notification carries no state: it is read back, and the bill is already paid.
    expect(["ignored", "already_paid"]).toContain(
      (await deliver(gateway.stale(row.gateway_charge_id))).body.result.outcome,
    );

    const after = await billRow(bill.id);
    expect(after).toMatchObject({
      status: "paid",
      paid_cents: row.total_cents,
      paid_source: `webhook:${gateway.key}`,
    });
    // A gateway tells the time of the payment: the screens and the receipt show it.
    const views = await paidViews(bill.id);
    expect(views.detail.paid_day_only).toBe(false);
    expect(views.payer.paid_day_only).toBe(false);
    expect(views.receipt).toMatch(/Pago em: \s*\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\n/);
    const debtsTable = resourceTable("debts");
    const stored = await server.db.tenant(t.id, (tx) =>
      tx
        .select({ status: debtsTable.status })
        .from(debtsTable)
        .where(
          inArray(
            debtsTable.id,
            debts.map((debt) => debt.id),
          ),
        ),
    );
    expect(stored.map((debt) => debt.status)).toEqual(["paid", "paid"]);
  });
});

describe("a bill made before the tenant could be paid by PIX", () => {
  it("gets its PIX once a key is set, asked by the payer or the staff, once however often it is asked", async () => {
    const { t, client, save, newBill, billRow, payer } = await setup();
    const { bill } = await newBill();
    const { bill: other } = await newBill();
    const payerClient = api(t, await server.login(t, payer));
    const mine = async () =>
      (await payerClient.call("GET", `my/personalfinances/bills/${bill.id}`)).body.result;
    expect(await mine()).toMatchObject({ can_make_means: false, means: { pix_code: null } });
    expect((await client.call("GET", `bills/${bill.id}/detail`)).body.result).toMatchObject({
      pix_code: null,
      can_make_means: false,
    });
    // Nothing to make them with yet: refused with what to do, the bill as it was.
    const early = await payerClient.call("POST", `my/personalfinances/bills/${bill.id}/means`);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Ainda não há chave PIX nem intermediador/);
    const before = await billRow(bill.id);
    expect(before).toMatchObject({ pix_code: null, means: null });

    await save(STATIC_PIX);
    expect(await mine()).toMatchObject({ can_make_means: true, means: { pix_code: null } });

    // Someone else's bill is answered as one that does not exist, and stays as it was.
    const stranger = await server.createUser(t, { name: "Outra Pessoa" });
    const strangerClient = api(t, await server.login(t, stranger));
    expect((await strangerClient.call("POST", `my/personalfinances/bills/${bill.id}/means`)).status).toBe(
      404,
    );
    expect((await billRow(bill.id)).pix_code).toBeNull();

    const made = await payerClient.call("POST", `my/personalfinances/bills/${bill.id}/means`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toMatch(/Meios de pagamento gerados/);
    expect(made.body.result.can_make_means).toBe(false);
    const row = await billRow(bill.id);
    expect(parseStaticBrCode(made.body.result.means.pix_code)).toMatchObject({
      key: "11222333000181",
      amountCents: row.total_cents,
      txid: row.pix_txid,
    });
    expect(row).toMatchObject({ means: "pix", version: before.version + 1 });

    // Asked again (a second tap, a retry, the staff too): the same code, nothing written.
    const again = await client.call("POST", `bills/${bill.id}/means`);
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ pix_code: row.pix_code, can_make_means: false });
    expect((await billRow(bill.id)).version).toBe(row.version);

    // A cancelled bill gets none.
    await client.call("POST", `bills/${other.id}/cancel`, { reason: "Lançada em duplicidade" });
    const cancelled = await client.call("POST", `bills/${other.id}/means`);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toMatch(/não está mais em aberto/);
    expect((await billRow(other.id)).pix_code).toBeNull();
  });

  it("gets a charge at the gateway chosen since, made by the staff", async () => {
    const { client, save, newBill, billRow } = await setup();
    const { bill } = await newBill();
    await save({ gateway: "asaas", asaas: GATEWAYS[0]!.settings() });
    const detail = await client.call("GET", `bills/${bill.id}/detail`);
    expect(detail.body.result).toMatchObject({ gateway: null, can_make_means: true });
    const made = await client.call("POST", `bills/${bill.id}/means`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const row = await billRow(bill.id);
    expect(row).toMatchObject({ gateway: "asaas", status: "open" });
    expect(row.gateway_charge_id).toBeTruthy();
    expect(parseStaticBrCode(row.pix_code)?.amountCents).toBe(row.total_cents);
  });
});

describe("webhooks of a tenant without that gateway", () => {
  it("refuses the call (401) and an unknown gateway (400)", async () => {
    const { t } = await setup();
    const publicApi = api(t, null);
    expect(
      (
        await publicApi.call(
          "POST",
          "payments/webhooks/asaas",
          { id: "evt_1", event: "PAYMENT_RECEIVED" },
          { "asaas-access-token": "x" },
        )
      ).status,
    ).toBe(401);
    expect((await publicApi.call("POST", "payments/webhooks/paypal", { id: "evt_1" })).status).toBe(400);
  });
});
