import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow, setPerson } from "./myArea.ts";

/**
 * The person's side of registers through the real API: their requests of both tracks with the
 * decision and the bill, a new membership request by the same rules as every path, the bill made
 * again when the approval's one is gone, another person's request unseen, bad input answered 400
 * naming the field, and the card showing only active entries. PGlite and, with DATABASE_URL, PostgreSQL.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const nextYear = () => `${Number(today().slice(0, 4)) + 1}-12-31`;

const setup = async () => {
  const tenant = await server.createTenant();
  const me = await server.createUser(tenant, { name: "Bia Souza" });
  await setPerson(server, tenant, me.id, { birthdate: "1995-05-05" });
  const token = await server.login(tenant, me);
  const club = await insertRow(server, tenant, "registertypes", {
    name: "Sócios do clube",
    kind: "members",
    validity: "annual",
    requesters: "both",
    public: false,
  });
  const judo = await insertRow(server, tenant, "registertypes", {
    name: "Filiação de judocas",
    kind: "athletes",
    validity: "annual",
    requesters: "both",
  });
  const plan = await insertRow(server, tenant, "registermembershipplans", {
    registertype_id: club.id,
    name: "Anual",
    amount_cents: 12_000,
    billing: "once",
    months: 12,
    public: false,
  });
  const role = await insertRow(server, tenant, "registerroles", { registertype_id: judo.id, name: "Atleta" });
  const grade = await insertRow(server, tenant, "registergraduations", {
    registertype_id: judo.id,
    name: "Amarela",
    position: 2,
    color: "#f5d90a",
    min_months_in_previous: 0,
  });
  return { tenant, me, token, club, judo, plan, role, grade };
};

type Setup = Awaited<ReturnType<typeof setup>>;

/** An approved membership request of the person, its membership and debt (and an open bill). */
const approvedMembership = async (s: Setup, { withBill }: { withBill: boolean }) => {
  const debt = await insertRow(server, s.tenant, "debts", {
    user_id: s.me.id,
    description: "Associação Sócios do clube",
    amount_cents: 12_000,
    due_date: nextYear(),
    origin: "registration",
    status: withBill ? "billed" : "open",
  });
  if (withBill) {
    const bill = await insertRow(server, s.tenant, "bills", {
      user_id: s.me.id,
      description: "Associação",
      status: "open",
      due_date: nextYear(),
      debts_cents: 12_000,
      fine_cents: 0,
      interest_cents: 0,
      discount_cents: 0,
      total_cents: 12_000,
    });
    const d = resourceTable("debts");
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(d).set({ bill_id: bill.id }).where(eq(d.id, debt.id)),
    );
  }
  const membership = await insertRow(server, s.tenant, "registermemberships", {
    registertype_id: s.club.id,
    user_id: s.me.id,
    registermembershipplan_id: s.plan.id,
    number: "SOC-2026-00001",
    status: "pending_payment",
    debt_id: debt.id,
  });
  const request = await insertRow(server, s.tenant, "registermembershiprequests", {
    registertype_id: s.club.id,
    user_id: s.me.id,
    registermembershipplan_id: s.plan.id,
    source: "person",
    status: "approved",
    reviewed_at: new Date(),
    registermembership_id: membership.id,
  });
  return { debt, membership, request };
};

const get = (s: { tenant: TestTenant; token: string }, path: string) =>
  server.api(s.tenant, "GET", path, { token: s.token });

describe("the person's requests", () => {
  it("lists membership and affiliation requests with the decision, the entry and the bill to pay", async () => {
    const s = await setup();
    const { request, debt } = await approvedMembership(s, { withBill: true });
    await insertRow(server, s.tenant, "registerrequests", {
      registertype_id: s.judo.id,
      user_id: s.me.id,
      registerrole_id: s.role.id,
      source: "person",
      status: "rejected",
      review_reason: "Falta o atestado médico.",
    });
    const list = await get(s, "my/registers/membershiprequests");
    expect(list.status).toBe(200);
    const byKind = Object.fromEntries(list.body.result.map((item: any) => [item.kind, item]));
    expect(byKind.membership).toMatchObject({
      id: request.id,
      registertype_name: "Sócios do clube",
      option_name: "Anual",
      status: "approved",
      entry: { number: "SOC-2026-00001", status: "pending_payment" },
      bill: { debt_id: debt.id, bill_status: "open", bill_total_cents: 12_000 },
    });
    expect(byKind.affiliation).toMatchObject({
      option_name: "Atleta",
      status: "rejected",
      review_reason: "Falta o atestado médico.",
      bill: null,
    });
    const one = await get(s, `my/registers/membershiprequests/${request.id}`);
    expect(one.body.result.bill.bill_id).toBe(byKind.membership.bill.bill_id);
    // The open bill is the one to pay: no second bill is made.
    const again = await server.api(s.tenant, "POST", `my/registers/membershiprequests/${request.id}/bill`, {
      token: s.token,
    });
    expect(again.status).toBe(200);
    expect(again.body.result.bill.bill_id).toBe(byKind.membership.bill.bill_id);
  });

  it("makes the bill of an approved request whose debt has no open bill, as the person's own bills", async () => {
    const s = await setup();
    const { request } = await approvedMembership(s, { withBill: false });
    const made = await server.api(s.tenant, "POST", `my/registers/membershiprequests/${request.id}/bill`, {
      token: s.token,
    });
    expect(made.status).toBe(200);
    expect(made.body.result.bill).toMatchObject({
      debt_status: "billed",
      bill_status: "open",
      bill_total_cents: 12_000,
    });
    const paying = await get(s, `my/personalfinances/bills/${made.body.result.bill.bill_id}`);
    expect(paying.status).toBe(200);
  });

  it("hides another person's request, and refuses a plan of another type on the plan's field", async () => {
    const s = await setup();
    const { request } = await approvedMembership(s, { withBill: true });
    const other = { tenant: s.tenant, token: await server.loginAs(s.tenant) };
    expect((await get(other, `my/registers/membershiprequests/${request.id}`)).status).toBe(404);
    expect((await get(other, "my/registers/membershiprequests")).body.result).toEqual([]);
    const made = await server.api(s.tenant, "POST", "my/registers/membershiprequests", {
      token: s.token,
      body: { registertype_id: s.judo.id, registermembershipplan_id: s.plan.id },
    });
    // The plan is of another type: refused on the plan's field.
    expect(made.status).toBe(400);
    expect(made.body.errors.registermembershipplan_id).toBeTruthy();
  });

  it("makes a new membership request of the person (source person, pending), once per type", async () => {
    const s = await setup();
    const offer = await get(s, "my/registers/offer");
    // A type closed to the public is still offered to a logged-in person.
    expect(offer.body.result.map((type: any) => type.name)).toEqual(["Sócios do clube"]);
    const body = { registertype_id: s.club.id, registermembershipplan_id: s.plan.id, notes: "Quero natação" };
    const made = await server.api(s.tenant, "POST", "my/registers/membershiprequests", {
      token: s.token,
      body,
    });
    expect(made.status).toBe(201);
    expect(made.body.result).toMatchObject({
      kind: "membership",
      status: "pending",
      source: "person",
      bill: null,
    });
    const twice = await server.api(s.tenant, "POST", "my/registers/membershiprequests", {
      token: s.token,
      body,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errors.user_id).toContain("aguardando análise");
  });

  it("answers bad input with 400 naming the field, and asks for a login", async () => {
    const s = await setup();
    const bad = await server.api(s.tenant, "POST", "my/registers/membershiprequests", {
      token: s.token,
      body: { registertype_id: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Tipo de registro");
    expect(bad.body.errors).toHaveProperty("registermembershipplan_id");
    const badId = await get(s, "my/registers/membershiprequests/nope");
    expect(badId.status).toBe(400);
    expect((await server.api(s.tenant, "GET", "my/registers/membershiprequests")).status).toBe(401);
  });
});

describe("the card's registrations", () => {
  it("shows active entries with role, graduation and validity; not pending or expired ones", async () => {
    const s = await setup();
    await approvedMembership(s, { withBill: true });
    await insertRow(server, s.tenant, "registers", {
      registertype_id: s.judo.id,
      user_id: s.me.id,
      registerrole_id: s.role.id,
      registergraduation_id: s.grade.id,
      number: "FPJ-2026-00042",
      status: "active",
      starts_on: "2026-01-01",
      ends_on: nextYear(),
    });
    await insertRow(server, s.tenant, "registers", {
      registertype_id: s.judo.id,
      user_id: s.me.id,
      registerrole_id: s.role.id,
      number: "FPJ-2020-00001",
      status: "active",
      starts_on: "2020-01-01",
      ends_on: "2020-12-31",
    });
    const card = await get(s, "my/card");
    expect(card.status).toBe(200);
    expect(card.body.result.entries).toEqual([
      {
        kind: "register",
        registertype_name: "Filiação de judocas",
        number: "FPJ-2026-00042",
        role_name: "Atleta",
        style_name: null,
        graduation_name: "Amarela",
        graduation_color: "#f5d90a",
        plan_name: null,
        starts_on: "2026-01-01",
        ends_on: nextYear(),
      },
    ]);
    const verified = await server.api(s.tenant, "GET", `public/cards/${card.body.result.token}`);
    expect(verified.body.result.entries.map((entry: any) => entry.number)).toEqual(["FPJ-2026-00042"]);
  });
});
