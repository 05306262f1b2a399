import { paymentSettingsInputOf } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/modules/bills/recurrenceSchedule.ts";
import { sweepTenant } from "../src/modules/registers/expirySweep.ts";
import { createRegisterRequest } from "../src/modules/registers/requestCreation.ts";
import { users } from "../src/platform/db/schema/index.ts";
import type { AppError } from "../src/platform/http/errors.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { brazilDay } from "../src/platform/time.ts";
import { startFakeAsaas } from "./fakes/fakeAsaas.ts";
import { startFakeWhatsApp } from "./fakes/fakeWhatsApp.ts";
import type { TestServer } from "./harness.ts";
import { type Mailbox, startServerWithMailbox } from "./mailbox.ts";
import { insertRow, setPerson } from "./myArea.ts";

/**
 * The staff's review of registers' requests (operations/registerReviews.ts) through the real API:
 * approval makes the entry (numbered, validity from the type or plan) with the debt and bill its
 * prices say, refused with what is missing (documents, PAR-Q), once only (a retry makes nothing
 * twice, two reviewers cannot both decide); the entry turns active when its debt is paid (by hand
 * and by the gateway's webhook), a cancelled debt leaves it waiting; the daily sweep expires and
 * reminds by e-mail and WhatsApp once. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;
let asaas: Awaited<ReturnType<typeof startFakeAsaas>>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox({
    paymentsInsecureHosts: ["127.0.0.1"],
    whatsappInsecureHosts: ["127.0.0.1"],
  }));
  asaas = await startFakeAsaas({ apiKey: "aact_test_key", webhookToken: "asaas-token-123" });
});
afterAll(async () => {
  await asaas?.close();
  await close?.();
});

const TODAY = brazilDay();
const YEAR = TODAY.slice(0, 4);
const yearsAgo = (years: number) => `${Number(YEAR) - years}${TODAY.slice(4)}`;

const setup = async (type: Record<string, unknown> = {}) => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, { master: true, name: "Rita Revisora" });
  const call = (method: "GET" | "POST" | "PATCH", path: string, body?: unknown, token = staff) =>
    server.api(tenant, method, path, { token, ...(body === undefined ? {} : { body }) });
  const judo = await insertRow(server, tenant, "registertypes", {
    name: "Filiação de judocas",
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    number_prefix: "FPJ",
    ...type,
  });
  const registertype_id = judo.id as string;
  const role = await insertRow(server, tenant, "registerroles", { registertype_id, name: "Atleta" });
  const style = await insertRow(server, tenant, "registerstyles", { registertype_id, name: "Judô" });
  await insertRow(server, tenant, "registerstyleprices", {
    registerstyle_id: style.id,
    name: "Sub-18",
    amount_cents: 5_000,
    age_min: 0,
    age_max: 17,
  });
  await insertRow(server, tenant, "registerstyleprices", {
    registerstyle_id: style.id,
    name: "Adulto",
    amount_cents: 9_000,
    age_min: 18,
    age_max: null,
  });
  const plan = await insertRow(server, tenant, "registermembershipplans", {
    registertype_id,
    name: "Semestral",
    amount_cents: 12_000,
    billing: "once",
    months: 6,
  });
  const mstyle = await insertRow(server, tenant, "registermembershipstyles", {
    registertype_id,
    name: "Natação",
  });
  await insertRow(server, tenant, "registermembershipstyleprices", {
    registermembershipstyle_id: mstyle.id,
    name: "Todas as idades",
    amount_cents: 3_000,
  });
  const person = async (name: string, age: number) => {
    const user = await server.createUser(tenant, { name });
    await setPerson(server, tenant, user.id, { birthdate: yearsAgo(age) });
    return user;
  };
  const request = (userId: string, values: Record<string, unknown> = {}) =>
    insertRow(server, tenant, "registerrequests", {
      registertype_id,
      user_id: userId,
      registerrole_id: role.id,
      registerstyle_id: style.id,
      source: "person",
      status: "pending",
      ...values,
    });
  const membershipRequest = (userId: string) =>
    insertRow(server, tenant, "registermembershiprequests", {
      registertype_id,
      user_id: userId,
      registermembershipplan_id: plan.id,
      registermembershipstyle_id: mstyle.id,
      source: "public",
      status: "pending",
    });
  const rowOf = async (name: string, id: string) => {
    const t = resourceTable(name);
    const [row] = await server.db.tenant(tenant.id, (tx) => tx.select().from(t).where(eq(t.id!, id)));
    return row as Record<string, any>;
  };
  return {
    tenant,
    staff,
    call,
    registertype_id,
    role,
    style,
    plan,
    person,
    request,
    membershipRequest,
    rowOf,
  };
};

describe("approving an affiliation request", () => {
  it("makes the numbered entry awaiting payment, the debt of the price that fits the age and its bill, and tells the person", async () => {
    const s = await setup();
    const ana = await s.person("Ana Atleta", 20);
    const req = await s.request(ana.id);
    const counts = await s.call("GET", "approvals/counts");
    expect(counts.body.result).toMatchObject({ registerrequests: 1, registermembershiprequests: 0 });
    const review = await s.call("GET", `registerrequests/${req.id}/review`);
    expect(review.status, JSON.stringify(review.body)).toBe(200);
    expect(review.body.result).toMatchObject({
      status: "pending",
      person: { id: ana.id, age: 20 },
      charge: { total_cents: 9_000, band: { name: "Adulto" }, payer: { kind: "person", id: ana.id } },
      blockers: [],
      entry: null,
    });

    const approved = await s.call("POST", `registerrequests/${req.id}/approve`, { reason: "Tudo certo" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const result = approved.body.result;
    expect(result).toMatchObject({
      status: "approved",
      reviewed_by: "Rita Revisora",
      review_reason: "Tudo certo",
    });
    expect(result.entry).toMatchObject({
      status: "pending_payment",
      starts_on: TODAY,
      ends_on: `${YEAR}-12-31`,
    });
    expect(result.entry.number).toMatch(new RegExp(`^FPJ-${YEAR}-\\d+$`));
    expect(result.entry.debt).toMatchObject({ amount_cents: 9_000, status: "billed", bill_status: "open" });
    const debt = await s.rowOf("debts", result.entry.debt.id);
    expect(debt).toMatchObject({ user_id: ana.id, origin: "registration", association_id: null });
    const mail = mailbox.to(ana.email).at(-1);
    expect(mail?.subject).toContain("Seu pedido de registro");
    expect(mail?.text).toContain("aprovado");

    // A retried click answers the same decision and makes nothing twice; the other decision is refused.
    expect((await s.call("GET", "approvals/counts")).body.result.registerrequests).toBe(0);
    const again = await s.call("POST", `registerrequests/${req.id}/approve`, {});
    expect(again.status).toBe(200);
    expect(again.body.result.entry.entry_id).toBe(result.entry.entry_id);
    const entries = resourceTable("registers");
    const count = await server.db.tenant(s.tenant.id, (tx) =>
      tx.select().from(entries).where(eq(entries.user_id, ana.id)),
    );
    expect(count).toHaveLength(1);
    const reject = await s.call("POST", `registerrequests/${req.id}/reject`, { reason: "Mudei de ideia" });
    expect(reject.status).toBe(409);
    expect(reject.body.message).toBe("Este pedido de registro já foi aprovado.");
  });

  it("charges the association when the association asked, the under-18 band to a minor", async () => {
    const s = await setup();
    const club = await insertRow(server, s.tenant, "associations", {
      name: "Clube Alfa",
      status: "approved",
    });
    const kid = await s.person("Caio Criança", 12);
    const req = await s.request(kid.id, { source: "association", association_id: club.id });
    const review = await s.call("GET", `registerrequests/${req.id}/review`);
    expect(review.body.result.charge).toMatchObject({
      total_cents: 5_000,
      band: { name: "Sub-18" },
      payer: { kind: "association", id: club.id, name: "Clube Alfa" },
    });
  });

  it("refuses an approval naming the required document and the PAR-Q that are missing", async () => {
    const s = await setup({ parq_required: true });
    const rg = await insertRow(server, s.tenant, "documenttypes", { name: "RG", applies_to: "person" });
    await insertRow(server, s.tenant, "registerdocuments", {
      registertype_id: s.registertype_id,
      documenttype_id: rg.id,
      blocks_approval: true,
    });
    const bia = await s.person("Bia Sem Papéis", 25);
    const req = await s.request(bia.id);
    const refused = await s.call("POST", `registerrequests/${req.id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Não é possível aprovar: faltam Documento "RG" não enviado; PAR-Q respondido e aprovado.',
    );
    expect((await s.rowOf("registerrequests", req.id)).status).toBe("pending");

    await insertRow(server, s.tenant, "userdocuments", {
      user_id: bia.id,
      documenttype_id: rg.id,
      file: "uploads/00000000-0000-4000-8000-000000000001",
      status: "approved",
    });
    await insertRow(server, s.tenant, "parqs", {
      user_id: bia.id,
      status: "approved",
      signed_at: new Date(),
      valid_until: addDays(TODAY, 300),
    });
    const review = await s.call("GET", `registerrequests/${req.id}/review`);
    expect(review.body.result).toMatchObject({
      documents: [{ name: "RG", status: "approved", blocks_approval: true }],
      parq: { status: "approved" },
      blockers: [],
    });
    expect((await s.call("POST", `registerrequests/${req.id}/approve`, {})).status).toBe(200);
  });

  it("rejects with a reason (400 naming it when missing) and lets only one of two reviewers decide", async () => {
    const s = await setup();
    const caio = await s.person("Caio", 30);
    const req = await s.request(caio.id);
    const noReason = await s.call("POST", `registerrequests/${req.id}/reject`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty("reason");
    const [a, b] = await Promise.all([
      s.call("POST", `registerrequests/${req.id}/reject`, { reason: "Documento ilegível" }),
      s.call("POST", `registerrequests/${req.id}/approve`, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const entries = resourceTable("registers");
    const made = await server.db.tenant(s.tenant.id, (tx) =>
      tx.select().from(entries).where(eq(entries.user_id, caio.id)),
    );
    expect(made).toHaveLength(a.status === 200 ? 0 : 1);
  });

  it("answers 403 to a person without the registers permission and 404 to an unknown request", async () => {
    const s = await setup();
    const someone = await server.loginAs(s.tenant, { permissions: ["users"] });
    const dan = await s.person("Dan", 40);
    const req = await s.request(dan.id);
    expect((await s.call("POST", `registerrequests/${req.id}/approve`, {}, someone)).status).toBe(403);
    expect((await s.call("GET", "registerrequests/00000000-0000-4000-8000-000000000000/review")).status).toBe(
      404,
    );
  });
});

describe("the approval queues", () => {
  it("list the pending requests of every type, oldest first, with the person's and the type's names", async () => {
    const s = await setup();
    const swim = await insertRow(server, s.tenant, "registertypes", {
      name: "Filiação de nadadores",
      kind: "athletes",
      validity: "annual",
      requesters: "both",
      number_prefix: "FAN",
    });
    const swimRole = await insertRow(server, s.tenant, "registerroles", {
      registertype_id: swim.id,
      name: "Atleta",
    });
    const ana = await s.person("Ana Primeira", 30);
    const bia = await s.person("Bia Segunda", 31);
    const cau = await s.person("Cau Decidido", 32);
    const first = await s.request(ana.id);
    const second = await insertRow(server, s.tenant, "registerrequests", {
      registertype_id: swim.id,
      user_id: bia.id,
      registerrole_id: swimRole.id,
      source: "association",
      status: "pending",
    });
    await s.request(cau.id, { status: "rejected", review_reason: "Fora do prazo" });
    const eva = await s.person("Eva Sócia", 35);
    const membership = await s.membershipRequest(eva.id);

    const queue = await s.call("GET", "registerrequests/pending");
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.result).toMatchObject({ total: 2, page: 1, per_page: 20 });
    expect(queue.body.result.data).toMatchObject([
      {
        id: first.id,
        registertype_id: s.registertype_id,
        source: "person",
        _titles: { user_id: "Ana Primeira", registertype_id: "Filiação de judocas" },
      },
      {
        id: second.id,
        registertype_id: swim.id,
        source: "association",
        _titles: { user_id: "Bia Segunda", registertype_id: "Filiação de nadadores" },
      },
    ]);
    const page2 = await s.call("GET", "registerrequests/pending?page=2&per_page=1");
    expect(page2.body.result).toMatchObject({ total: 2, page: 2, per_page: 1, data: [{ id: second.id }] });
    const memberships = await s.call("GET", "registermembershiprequests/pending");
    expect(memberships.body.result.data).toMatchObject([
      { id: membership.id, _titles: { user_id: "Eva Sócia" } },
    ]);

    const bad = await s.call("GET", "registerrequests/pending?page=0");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Página");
    const someone = await server.loginAs(s.tenant, { permissions: ["users"] });
    expect((await s.call("GET", "registermembershiprequests/pending", undefined, someone)).status).toBe(403);
  });
});

describe("approving a membership request", () => {
  it("charges the plan plus the style price, valid for the plan's months", async () => {
    const s = await setup();
    const eva = await s.person("Eva Sócia", 35);
    const req = await s.membershipRequest(eva.id);
    const approved = await s.call("POST", `registermembershiprequests/${req.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const entry = approved.body.result.entry;
    expect(entry.debt.amount_cents).toBe(15_000);
    const [y, m, d] = TODAY.split("-").map(Number) as [number, number, number];
    const end = new Date(Date.UTC(y, m - 1 + 6, Math.min(d, 28)));
    expect(entry.ends_on.slice(0, 7)).toBe(end.toISOString().slice(0, 7));
    expect(entry.status).toBe("pending_payment");
    const payment = await s.call("GET", `registermemberships/${entry.entry_id}/payment`);
    expect(payment.body.result).toMatchObject({ entry_id: entry.entry_id, debt: { amount_cents: 15_000 } });
  });

  it("makes the entry active at once when nothing is charged", async () => {
    const s = await setup();
    const free = await insertRow(server, s.tenant, "registerstyles", {
      registertype_id: s.registertype_id,
      name: "Kata",
    });
    const fay = await s.person("Fay", 22);
    const req = await s.request(fay.id, { registerstyle_id: free.id });
    const approved = await s.call("POST", `registerrequests/${req.id}/approve`, {});
    expect(approved.body.result.entry).toMatchObject({ status: "active", debt: null });
  });
});

describe("an entry turns active when its debt is paid", () => {
  it("by the staff's manual settlement; a cancelled debt leaves it waiting", async () => {
    const s = await setup();
    const gil = await s.person("Gil", 28);
    const paid = (await s.call("POST", `registerrequests/${(await s.request(gil.id)).id}/approve`, {})).body
      .result.entry;
    const settled = await s.call("POST", `bills/${paid.debt.bill_id}/settle`, {
      means: "cash",
      amount_cents: 9_000,
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect((await s.rowOf("registers", paid.entry_id)).status).toBe("active");

    const hal = await s.person("Hal", 29);
    const waiting = (await s.call("POST", `registerrequests/${(await s.request(hal.id)).id}/approve`, {}))
      .body.result.entry;
    expect(
      (await s.call("POST", `bills/${waiting.debt.bill_id}/cancel`, { reason: "Cobrança errada" })).status,
    ).toBe(200);
    const debt = await s.rowOf("debts", waiting.debt.id);
    const cancelled = await s.call("PATCH", `debts/${waiting.debt.id}`, {
      version: debt.version,
      status: "cancelled",
      status_reason: "Será cobrado na mensalidade",
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await s.rowOf("registers", waiting.entry_id)).status).toBe("pending_payment");
  });

  it("by the gateway's webhook, in the transaction that settles the bill", async () => {
    const s = await setup();
    const current = (await s.call("GET", "payments/settings")).body.result;
    const saved = await s.call("PATCH", "payments/settings", {
      ...paymentSettingsInputOf(current),
      gateway: "asaas",
      asaas: { base_url: asaas.baseUrl, api_key: "aact_test_key", webhook_secret: "asaas-token-123" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ivo = await s.person("Ivo", 31);
    const entry = (await s.call("POST", `registerrequests/${(await s.request(ivo.id)).id}/approve`, {})).body
      .result.entry;
    const bill = await s.rowOf("bills", entry.debt.bill_id);
    expect(bill.gateway).toBe("asaas");
    const delivery = asaas.pay(bill.gateway_charge_id);
    const response = await server.app.inject({
      method: "POST",
      url: `/t/${s.tenant.identifier}/api/v1/payments/webhooks/${delivery.path}`,
      headers: delivery.headers,
      payload: delivery.body as Record<string, unknown>,
    });
    expect(response.json().result.outcome).toBe("settled");
    expect((await s.rowOf("registers", entry.entry_id)).status).toBe("active");
    const payment = await s.call("GET", `registers/${entry.entry_id}/payment`);
    expect(payment.body.result).toMatchObject({
      status: "active",
      debt: { status: "paid", bill_status: "paid" },
    });
  });
});

describe("requests made through createRegisterRequest", () => {
  it("refuses a second pending request, a type that does not accept the requester and a missing PAR-Q", async () => {
    const s = await setup({ requesters: "association" });
    const jo = await s.person("Jô", 26);
    const actor = { tenantId: s.tenant.id, userId: null, userName: "teste", ip: null };
    const attempt = (values: Record<string, unknown>) =>
      server.db
        .tenant(s.tenant.id, (tx) =>
          createRegisterRequest(tx, actor, {
            registertype_id: s.registertype_id,
            user_id: jo.id,
            registerrole_id: String(s.role.id),
            source: "person",
            ...values,
          }),
        )
        .then(
          () => null,
          (error: AppError) => ({ status: error.statusCode, message: error.message }),
        );
    expect(await attempt({})).toMatchObject({
      status: 409,
      message: expect.stringContaining("só aceita pedidos feitos pela entidade"),
    });
    expect(await attempt({ source: "staff" })).toBeNull();
    expect(await attempt({ source: "staff" })).toMatchObject({
      status: 409,
      message: expect.stringContaining("já tem um pedido deste tipo de registro aguardando análise"),
    });
    const types = resourceTable("registertypes");
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(types).set({ parq_required: true }).where(eq(types.id, s.registertype_id)),
    );
    const kim = await s.person("Kim", 26);
    expect(await attempt({ source: "staff", user_id: kim.id })).toMatchObject({
      status: 409,
      message: expect.stringContaining("exige o PAR-Q"),
    });
  });
});

describe("the daily sweep", () => {
  it("expires past entries and reminds 30 and 7 days before, by e-mail and WhatsApp, each once", async () => {
    const s = await setup();
    const access = { token: "EAAG-token-registros", phoneNumberId: "106540352242999" };
    const cloud = await startFakeWhatsApp(access);
    try {
      const saved = await s.call("PATCH", "whatsapp/settings", {
        version: (await s.call("GET", "whatsapp/settings")).body.result.version,
        phone_number_id: access.phoneNumberId,
        business_account_id: "102290129340398",
        access_token: access.token,
        api_base_url: cloud.baseUrl,
        default_template: "hello_world",
        default_language: "pt_BR",
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const today = "2031-03-01";
      const entry = async (name: string, ends_on: string, status = "active") => {
        const user = await s.person(name, 30);
        await server.db.tenant(s.tenant.id, (tx) =>
          tx.update(users).set({ phone: "(11) 98765-4321" }).where(eq(users.id, user.id)),
        );
        const row = await insertRow(server, s.tenant, "registers", {
          registertype_id: s.registertype_id,
          user_id: user.id,
          registerrole_id: s.role.id,
          status,
          starts_on: "2030-01-01",
          ends_on,
        });
        return { user, row };
      };
      const past = await entry("Passado", "2031-02-28");
      const month = await entry("Trinta", "2031-03-25");
      const week = await entry("Sete", "2031-03-06");
      const later = await entry("Longe", "2031-06-01");
      const log = { warn: () => undefined, error: () => undefined } as never;
      const first = await sweepTenant(server.app.deps, log, s.tenant.id, today);
      expect(first).toEqual({ expired: 1, reminders: 2 });
      expect((await s.rowOf("registers", past.row.id)).status).toBe("expired");
      expect((await s.rowOf("registers", month.row.id)).reminders_sent).toBe("30");
      expect((await s.rowOf("registers", week.row.id)).reminders_sent).toBe("30,7");
      expect((await s.rowOf("registers", later.row.id)).reminders_sent).toBeNull();
      expect(mailbox.to(month.user.email).at(-1)?.text).toContain("faltam 24 dias");
      expect(mailbox.to(week.user.email).at(-1)?.subject).toContain("vence em 06/03/2031");
      expect(cloud.requests.filter((r) => r.method === "POST")).toHaveLength(2);

      // The same day again: nothing new. Nineteen days later, the 7-day reminder of the first.
      expect(await sweepTenant(server.app.deps, log, s.tenant.id, today)).toEqual({
        expired: 0,
        reminders: 0,
      });
      expect(await sweepTenant(server.app.deps, log, s.tenant.id, "2031-03-20")).toEqual({
        expired: 1,
        reminders: 1,
      });
      expect((await s.rowOf("registers", month.row.id)).reminders_sent).toBe("30,7");
      expect((await s.rowOf("registers", week.row.id)).status).toBe("expired");
      expect(mailbox.to(month.user.email)).toHaveLength(2);
    } finally {
      await cloud.close();
    }
  });

  it("reminds again of a new end of validity: a changed ends_on clears the reminders sent, on an entry and a membership", async () => {
    const s = await setup();
    const log = { warn: () => undefined, error: () => undefined } as never;
    const today = "2032-03-01";
    // Both active and ending on 06/03/2032: an affiliation (with its role) and a membership (its plan).
    const activeUntil = async (resource: string, name: string, refs: Record<string, unknown>) =>
      insertRow(server, s.tenant, resource, {
        registertype_id: s.registertype_id,
        user_id: (await s.person(name, 30)).id,
        status: "active",
        starts_on: "2031-09-06",
        ends_on: "2032-03-06",
        ...refs,
      });
    const entry = await activeUntil("registers", "Ana Renovada", { registerrole_id: s.role.id });
    const membership = await activeUntil("registermemberships", "Bia Renovada", {
      registermembershipplan_id: s.plan.id,
    });
    expect(await sweepTenant(server.app.deps, log, s.tenant.id, today)).toEqual({ expired: 0, reminders: 2 });
    expect((await s.rowOf("registers", entry.id)).reminders_sent).toBe("30,7");
    // Another field changed leaves them as they are.
    const noted = await s.rowOf("registers", entry.id);
    await s.call("PATCH", `registers/${entry.id}`, { version: noted.version, notes: "Renovação pedida" });
    expect((await s.rowOf("registers", entry.id)).reminders_sent).toBe("30,7");

    // Renewed for a year through the staff's edit: the old date's reminders no longer count.
    for (const [path, id] of [
      ["registers", entry.id],
      ["registermemberships", membership.id],
    ] as const) {
      const row = await s.rowOf(path, id);
      const renewed = await s.call("PATCH", `${path}/${id}`, { version: row.version, ends_on: "2033-03-06" });
      expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
      expect((await s.rowOf(path, id)).reminders_sent).toBeNull();
    }

    // Nothing before the new date's 30 days; then the 30-day reminder of the new date.
    expect(await sweepTenant(server.app.deps, log, s.tenant.id, "2032-03-07")).toEqual({
      expired: 0,
      reminders: 0,
    });
    expect(await sweepTenant(server.app.deps, log, s.tenant.id, "2033-02-10")).toEqual({
      expired: 0,
      reminders: 2,
    });
    expect((await s.rowOf("registers", entry.id)).reminders_sent).toBe("30");
    // Both mailed with the new date.
    expect(mailbox.messages.filter((mail) => mail.subject.includes("vence em 06/03/2033"))).toHaveLength(2);
  });
});
