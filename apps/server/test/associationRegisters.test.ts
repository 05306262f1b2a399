import type { PermissionKey } from "@quadra/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/modules/bills/recurrenceSchedule.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { brazilDay } from "../src/platform/time.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";
import { insertRow } from "./myArea.ts";

/**
 * The association's side of registers (/my/associations/registers/:id): a manager reads only the
 * records of an association they manage (another's answer 404, no permission 403), the lists search
 * and filter, and the bulk request of athletes' affiliation is all or nothing, with each refused
 * athlete answered on its line, and replayed by its Idempotency-Key.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Person = { id: string; token: string };

const setup = async () => {
  const t = await server.createTenant();
  const person = async (name: string, permissions: PermissionKey[] = []) => {
    const row = await server.createUser(t, { name, permissions });
    return { id: row.id, token: await server.login(t, row) } as Person;
  };
  const marcos = await person("Marcos Gestor", ["my_associations"]);
  const beto = await person("Beto Gestor", ["my_associations"]);
  const nobody = await person("Nina Sem Permissão");
  const ana = await person("Ana Atleta");
  const bia = await person("Bia Atleta");
  const caio = await person("Caio Atleta");
  const duda = await person("Duda Pendente");
  const eva = await person("Eva Beta");
  const fabio = await person("Fábio Atleta");
  const alfa = await insertRow(server, t, "associations", { name: "Clube Alfa", status: "approved" });
  const beta = await insertRow(server, t, "associations", { name: "Clube Beta", status: "approved" });
  await insertRow(server, t, "associationmanagers", {
    association_id: alfa.id,
    user_id: marcos.id,
    role: "president",
  });
  await insertRow(server, t, "associationmanagers", {
    association_id: beta.id,
    user_id: beto.id,
    role: "president",
  });
  for (const [association, athlete, status] of [
    [alfa, ana, "active"],
    [alfa, bia, "active"],
    [alfa, caio, "active"],
    [alfa, fabio, "active"],
    [alfa, duda, "pending"],
    [beta, eva, "active"],
  ] as const)
    await insertRow(server, t, "associationusers", {
      association_id: association.id,
      user_id: athlete.id,
      status,
    });
  const judo = await insertRow(server, t, "registertypes", {
    name: "Filiação de atletas de judô",
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    active: true,
    public: false,
    parq_required: false,
  });
  const onlyPeople = await insertRow(server, t, "registertypes", {
    name: "Sócios do clube",
    kind: "members",
    validity: "annual",
    requesters: "person",
    active: true,
    public: false,
    parq_required: false,
  });
  const athleteRole = await insertRow(server, t, "registerroles", {
    registertype_id: judo.id,
    name: "Atleta",
    active: true,
  });
  const memberRole = await insertRow(server, t, "registerroles", {
    registertype_id: onlyPeople.id,
    name: "Sócio",
    active: true,
  });
  const style = await insertRow(server, t, "registerstyles", {
    registertype_id: judo.id,
    name: "Judô olímpico",
    active: true,
  });
  const white = await insertRow(server, t, "registergraduations", {
    registertype_id: judo.id,
    name: "Branca",
    position: 1,
    min_months_in_previous: 0,
  });
  const blue = await insertRow(server, t, "registergraduations", {
    registertype_id: judo.id,
    name: "Azul",
    position: 2,
    min_months_in_previous: 6,
    color: "#1c7ed6",
  });
  // Ana already waits for review in Alfa; Eva in Beta.
  const anaRequest = await insertRow(server, t, "registerrequests", {
    registertype_id: judo.id,
    user_id: ana.id,
    association_id: alfa.id,
    registerrole_id: athleteRole.id,
    source: "association",
    status: "pending",
  });
  const evaRequest = await insertRow(server, t, "registerrequests", {
    registertype_id: judo.id,
    user_id: eva.id,
    association_id: beta.id,
    registerrole_id: athleteRole.id,
    source: "person",
    status: "rejected",
    review_reason: "Documento ilegível.",
  });
  const debt = await insertRow(server, t, "debts", {
    user_id: bia.id,
    description: "Filiação 2026 — Bia Atleta",
    amount_cents: 12_000,
    due_date: "2026-12-31",
    origin: "registration",
    status: "open",
    fine_percent: 0,
    interest_percent_month: 0,
    discount_cents: 0,
  });
  const biaEntry = await insertRow(server, t, "registers", {
    registertype_id: judo.id,
    user_id: bia.id,
    association_id: alfa.id,
    registerrole_id: athleteRole.id,
    registerstyle_id: style.id,
    registergraduation_id: blue.id,
    graduated_on: "2026-03-01",
    number: "FJ-2026-00001",
    status: "pending_payment",
    starts_on: "2026-01-10",
    ends_on: "2026-12-31",
    debt_id: debt.id,
  });
  await insertRow(server, t, "registerpromotions", {
    register_id: biaEntry.id,
    registergraduation_id: blue.id,
    from_graduation_id: white.id,
    promoted_on: "2026-03-01",
    examiner: "Sensei Tanaka",
  });
  const evaEntry = await insertRow(server, t, "registers", {
    registertype_id: judo.id,
    user_id: eva.id,
    association_id: beta.id,
    registerrole_id: athleteRole.id,
    number: "FJ-2026-00002",
    status: "active",
    starts_on: "2026-01-05",
    ends_on: "2026-12-31",
  });
  const plan = await insertRow(server, t, "registermembershipplans", {
    registertype_id: onlyPeople.id,
    name: "Plano anual",
    amount_cents: 30_000,
    billing: "once",
    months: 12,
    public: true,
    active: true,
  });
  const caioMembership = await insertRow(server, t, "registermemberships", {
    registertype_id: onlyPeople.id,
    user_id: caio.id,
    association_id: alfa.id,
    registermembershipplan_id: plan.id,
    number: "SC-2026-00001",
    status: "active",
    starts_on: "2026-02-01",
    ends_on: "2027-01-31",
  });
  const caioMembershipRequest = await insertRow(server, t, "registermembershiprequests", {
    registertype_id: onlyPeople.id,
    user_id: caio.id,
    association_id: alfa.id,
    registermembershipplan_id: plan.id,
    source: "person",
    status: "approved",
    registermembership_id: caioMembership.id,
  });
  const evaMembershipRequest = await insertRow(server, t, "registermembershiprequests", {
    registertype_id: onlyPeople.id,
    user_id: eva.id,
    association_id: beta.id,
    registermembershipplan_id: plan.id,
    source: "person",
    status: "pending",
  });
  const contract = await insertRow(server, t, "registercontracts", {
    registertype_id: judo.id,
    user_id: bia.id,
    association_id: alfa.id,
    kind: "amateur",
    number: "CT-2026-00001",
    starts_on: "2026-01-10",
    ends_on: "2027-01-09",
    status: "active",
    verification_code: "K7PX2M9QRT",
  });
  // Eva plays for Alfa on loan from Beta: both associations follow that contract.
  const loan = await insertRow(server, t, "registercontracts", {
    registertype_id: judo.id,
    user_id: eva.id,
    association_id: alfa.id,
    lending_association_id: beta.id,
    kind: "loan",
    number: "CT-2026-00002",
    starts_on: "2026-02-01",
    status: "active",
    verification_code: "Z4WN8HB3CD",
  });
  const betaContract = await insertRow(server, t, "registercontracts", {
    registertype_id: judo.id,
    user_id: eva.id,
    association_id: beta.id,
    kind: "professional",
    number: "CT-2025-00009",
    starts_on: "2025-01-01",
    ends_on: "2025-12-31",
    status: "ended",
    verification_code: "M2QK9RX4TB",
  });
  return {
    t,
    marcos,
    beto,
    nobody,
    people: { ana, bia, caio, duda, eva, fabio },
    alfa,
    beta,
    judo,
    onlyPeople,
    athleteRole,
    memberRole,
    style,
    white,
    blue,
    anaRequest,
    evaRequest,
    biaEntry,
    evaEntry,
    debt,
    caioMembership,
    caioMembershipRequest,
    evaMembershipRequest,
    contract,
    loan,
    betaContract,
  };
};
type World = Awaited<ReturnType<typeof setup>>;

const base = (w: World, association = w.alfa) => `my/associations/registers/${association.id}`;
const get = (w: World, path: string, token = w.marcos.token) => server.api(w.t, "GET", path, { token });
const post = (w: World, body: unknown, headers: Record<string, string> = {}, association = w.alfa) =>
  server.api(w.t, "POST", `${base(w, association)}/requests`, { token: w.marcos.token, body, headers });

const requestsOf = async (t: TestTenant, typeId: string) => {
  const r = resourceTable("registerrequests");
  return server.db.tenant(t.id, (tx) =>
    tx
      .select()
      .from(r)
      .where(and(eq(r.tenant_id, t.id), eq(r.registertype_id, typeId))),
  );
};

describe("association registers: scope", () => {
  let w: World;
  beforeAll(async () => {
    w = await setup();
  });

  it("answers only the association's own records on every list", async () => {
    const requests = await get(w, `${base(w)}/requests`);
    expect(requests.status, JSON.stringify(requests.body)).toBe(200);
    expect(requests.body.result.data.map((row: any) => row.id)).toEqual([w.anaRequest.id]);
    expect(requests.body.result.data[0]).toMatchObject({
      person_name: "Ana Atleta",
      registertype: { id: w.judo.id, name: "Filiação de atletas de judô" },
      role: { id: w.athleteRole.id, name: "Atleta" },
      status: "pending",
    });

    const entries = await get(w, `${base(w)}/entries`);
    expect(entries.body.result.data.map((row: any) => row.id)).toEqual([w.biaEntry.id]);
    expect(entries.body.result.data[0]).toMatchObject({
      kind: "entry",
      number: "FJ-2026-00001",
      graduation: { name: "Azul", color: "#1c7ed6", position: 2 },
      style: { name: "Judô olímpico" },
    });

    const memberships = await get(w, `${base(w)}/memberships`);
    expect(memberships.body.result.data.map((row: any) => row.id)).toEqual([w.caioMembership.id]);

    const membershipRequests = await get(w, `${base(w)}/membershiprequests`);
    expect(membershipRequests.body.result.data.map((row: any) => row.id)).toEqual([
      w.caioMembershipRequest.id,
    ]);
    expect(membershipRequests.body.result.data[0].membership).toMatchObject({
      id: w.caioMembership.id,
      number: "SC-2026-00001",
      status: "active",
    });

    // Alfa holds two contracts (one a loan from Beta); Beta sees its own and the loan it gave.
    const alfaContracts = await get(w, `${base(w)}/contracts`);
    expect(alfaContracts.body.result.data.map((row: any) => [row.id, row.side])).toEqual([
      [w.loan.id, "contracting"],
      [w.contract.id, "contracting"],
    ]);
    const betaContracts = await get(w, `${base(w, w.beta)}/contracts`, w.beto.token);
    expect(betaContracts.body.result.data.map((row: any) => [row.id, row.side])).toEqual([
      [w.loan.id, "lending"],
      [w.betaContract.id, "contracting"],
    ]);
  });

  it("answers 404 for another association's record or association, 403 without the permission", async () => {
    for (const path of [
      `${base(w)}/requests/${w.evaRequest.id}`,
      `${base(w)}/memberships/${w.evaEntry.id}`,
      `${base(w)}/membershiprequests/${w.evaMembershipRequest.id}`,
      `${base(w)}/contracts/${w.betaContract.id}`,
      base(w, w.beta),
      `${base(w, w.beta)}/requests`,
      `${base(w, w.beta)}/entries`,
      `${base(w, w.beta)}/contracts/${w.loan.id}`,
    ]) {
      const response = await get(w, path);
      expect(response.status, path).toBe(404);
    }
    const beto = await get(w, `${base(w)}/requests/${w.anaRequest.id}`, w.beto.token);
    expect(beto.status).toBe(404);
    const denied = await get(w, `${base(w)}/requests`, w.nobody.token);
    expect(denied.status).toBe(403);
    const deniedCreate = await server.api(w.t, "POST", `${base(w)}/requests`, {
      token: w.nobody.token,
      body: {
        registertype_id: w.judo.id,
        athletes: [{ user_id: w.people.bia.id, registerrole_id: w.athleteRole.id }],
      },
    });
    expect(deniedCreate.status).toBe(403);
    const betoCreate = await server.api(w.t, "POST", `${base(w)}/requests`, {
      token: w.beto.token,
      body: {
        registertype_id: w.judo.id,
        athletes: [{ user_id: w.people.bia.id, registerrole_id: w.athleteRole.id }],
      },
    });
    expect(betoCreate.status).toBe(404);
    expect((await requestsOf(w.t, w.judo.id)).length).toBe(2);
  });

  it("answers 403 disabled when the tenant's registers module is off", async () => {
    const t = await server.createTenant({ hidden: ["registers"] });
    const manager = await server.createUser(t, { name: "Gestor", permissions: ["my_associations"] });
    const token = await server.login(t, manager);
    const association = await insertRow(server, t, "associations", { name: "Clube", status: "approved" });
    const response = await server.api(t, "GET", `my/associations/registers/${association.id}`, { token });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("disabled");
  });

  it("reads one record: a request with its reason, an entry with its history and debt, a contract with its code", async () => {
    const request = await get(w, `${base(w, w.beta)}/requests/${w.evaRequest.id}`, w.beto.token);
    expect(request.body.result).toMatchObject({ status: "rejected", review_reason: "Documento ilegível." });

    const entry = await get(w, `${base(w)}/memberships/${w.biaEntry.id}`);
    expect(entry.status).toBe(200);
    expect(entry.body.result).toMatchObject({
      kind: "entry",
      status: "pending_payment",
      promotions: [
        {
          promoted_on: "2026-03-01",
          examiner: "Sensei Tanaka",
          graduation: { name: "Azul" },
          from_graduation: { name: "Branca" },
        },
      ],
      // The person pays their own registration: the association reads its state, not the bill.
      debt: { id: w.debt.id, amount_cents: 12_000, status: "open", payer: "person", bill_id: null },
    });

    const membership = await get(w, `${base(w)}/memberships/${w.caioMembership.id}`);
    expect(membership.body.result).toMatchObject({
      kind: "membership",
      plan: { name: "Plano anual" },
      debt: null,
    });

    const contract = await get(w, `${base(w)}/contracts/${w.loan.id}`);
    expect(contract.body.result).toMatchObject({
      kind: "loan",
      verification_code: "Z4WN8HB3CD",
      lending_association: { id: w.beta.id, name: "Clube Beta" },
    });
  });

  it("searches, filters and pages the lists", async () => {
    const byName = await get(w, `${base(w)}/contracts?q=eva`);
    expect(byName.body.result.data.map((row: any) => row.id)).toEqual([w.loan.id]);
    const byNumber = await get(w, `${base(w)}/entries?q=fj-2026-00001`);
    expect(byNumber.body.result.total).toBe(1);
    const byKind = await get(w, `${base(w)}/contracts?kind=amateur`);
    expect(byKind.body.result.data.map((row: any) => row.id)).toEqual([w.contract.id]);
    const paged = await get(w, `${base(w)}/contracts?per_page=1&page=2`);
    expect(paged.body.result).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(paged.body.result.data.map((row: any) => row.id)).toEqual([w.contract.id]);
    const none = await get(w, `${base(w)}/requests?status=approved`);
    expect(none.body.result).toMatchObject({ total: 0, data: [] });
    // The renewals ahead: active ones whose validity ends within the days asked.
    const inDays = (days: number) => addDays(brazilDay(), days);
    const membership = (user: Person, ends_on: string) =>
      insertRow(server, w.t, "registermemberships", {
        registertype_id: w.onlyPeople.id,
        user_id: user.id,
        association_id: w.alfa.id,
        registermembershipplan_id: w.caioMembership.registermembershipplan_id,
        status: "active",
        starts_on: inDays(-300),
        ends_on,
      });
    const soon = await membership(w.people.fabio, inDays(10));
    const later = await membership(w.people.ana, inDays(60));
    const expiring = await get(w, `${base(w)}/memberships?expiring_within=20`);
    const ids = expiring.body.result.data.map((row: any) => row.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(later.id);
    for (const row of expiring.body.result.data) expect(row.ends_on <= inDays(20)).toBe(true);
    const badDays = await get(w, `${base(w)}/memberships?expiring_within=0`);
    expect(badDays.status).toBe(400);
    expect(badDays.body.errors).toHaveProperty("expiring_within");
    const bad = await get(w, `${base(w)}/requests?status=maybe&per_page=1000`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Situação|Itens por página/);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["per_page", "status"]);
  });

  it("summarises what stands where", async () => {
    const summary = await get(w, base(w));
    expect(summary.status).toBe(200);
    expect(summary.body.result.association).toEqual({ id: w.alfa.id, name: "Clube Alfa" });
    expect(summary.body.result.counts).toMatchObject({
      requests_pending: 1,
      entries_pending_payment: 1,
      // Caio's, and the two the search test added (one ending in 10 days).
      memberships_active: 3,
      contracts_active: 2,
    });
    expect(summary.body.result.counts.expiring_30_days).toBeGreaterThanOrEqual(1);
    expect(summary.body.result.types.map((type: any) => [type.name, type.accepts_association])).toEqual([
      ["Filiação de atletas de judô", true],
      ["Sócios do clube", false],
    ]);
  });
});

describe("association registers: the bulk request", () => {
  let w: World;
  beforeAll(async () => {
    w = await setup();
  });

  it("offers the types that take association requests and the active athletes with where they stand", async () => {
    const types = await get(w, `${base(w)}/requesttypes`);
    expect(types.body.result.map((type: any) => type.id)).toEqual([w.judo.id]);
    expect(types.body.result[0]).toMatchObject({
      roles: [{ id: w.athleteRole.id, name: "Atleta" }],
      styles: [{ id: w.style.id, name: "Judô olímpico" }],
      graduations: [{ name: "Branca" }, { name: "Azul" }],
    });
    const athletes = await get(w, `${base(w)}/requestathletes?registertype_id=${w.judo.id}`);
    expect(athletes.body.result.map((row: any) => row.name)).toEqual([
      "Ana Atleta",
      "Bia Atleta",
      "Caio Atleta",
      "Fábio Atleta",
    ]);
    const byName = Object.fromEntries(athletes.body.result.map((row: any) => [row.name, row]));
    expect(byName["Ana Atleta"]).toMatchObject({ pending_request: true, entry: null });
    expect(byName["Bia Atleta"]).toMatchObject({
      pending_request: false,
      entry: { id: w.biaEntry.id, status: "pending_payment" },
    });
    const missing = await get(w, `${base(w)}/requestathletes`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain("Tipo de registro");
  });

  it("creates every request in one go, source association, and replays a retry by its key", async () => {
    const body = {
      registertype_id: w.judo.id,
      athletes: [
        {
          user_id: w.people.caio.id,
          registerrole_id: w.athleteRole.id,
          registerstyle_id: w.style.id,
          registergraduation_id: w.white.id,
        },
        { user_id: w.people.fabio.id, registerrole_id: w.athleteRole.id, notes: "Vem do projeto social." },
      ],
    };
    const headers = { "idempotency-key": `bulk-${w.t.id}` };
    const first = await post(w, body, headers);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toMatch(/2 pedido/);
    expect(first.body.result.map((row: any) => [row.person_name, row.source, row.status])).toEqual([
      ["Caio Atleta", "association", "pending"],
      ["Fábio Atleta", "association", "pending"],
    ]);
    expect(first.body.result[0]).toMatchObject({
      style: { id: w.style.id },
      graduation: { id: w.white.id, name: "Branca" },
    });
    const again = await post(w, body, headers);
    expect(again.status).toBe(201);
    expect(again.body.result.map((row: any) => row.id)).toEqual(first.body.result.map((row: any) => row.id));
    const rows = await requestsOf(w.t, w.judo.id);
    expect(
      rows.filter((row) => row.association_id === w.alfa.id && row.source === "association"),
    ).toHaveLength(3);
    expect(rows.find((row) => row.user_id === w.people.fabio.id)).toMatchObject({
      association_id: w.alfa.id,
      notes: "Vem do projeto social.",
    });
  });

  it("refuses the whole list when one athlete is refused, naming each line", async () => {
    const before = (await requestsOf(w.t, w.judo.id)).length;
    // An athlete of the club with nothing asked nor held of the type: the line that passes.
    const gil = await server.createUser(w.t, { name: "Gil Atleta" });
    await insertRow(server, w.t, "associationusers", {
      association_id: w.alfa.id,
      user_id: gil.id,
      status: "active",
    });
    const response = await post(w, {
      registertype_id: w.judo.id,
      athletes: [
        { user_id: gil.id, registerrole_id: w.athleteRole.id },
        { user_id: w.people.ana.id, registerrole_id: w.athleteRole.id },
        { user_id: w.people.duda.id, registerrole_id: w.athleteRole.id },
        { user_id: w.people.eva.id, registerrole_id: w.athleteRole.id },
        { user_id: gil.id, registerrole_id: w.athleteRole.id },
      ],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.message).toContain("Nenhum pedido foi enviado");
    expect(response.body.message).toContain("Ana Atleta");
    expect(response.body.errors).toEqual({
      "athletes.1.user_id": expect.stringContaining("aguardando análise"),
      "athletes.2.user_id": "Não é atleta ativo(a) da entidade.",
      "athletes.3.user_id": "Não é atleta ativo(a) da entidade.",
      "athletes.4.user_id": "Atleta repetido(a) na lista.",
    });
    // Gil's line passed, yet nothing was written.
    expect((await requestsOf(w.t, w.judo.id)).length).toBe(before);
    expect((await requestsOf(w.t, w.judo.id)).some((row) => row.user_id === gil.id)).toBe(false);
  });

  it("answers 409 when only the state refuses (a request already pending)", async () => {
    const response = await post(w, {
      registertype_id: w.judo.id,
      athletes: [{ user_id: w.people.ana.id, registerrole_id: w.athleteRole.id }],
    });
    expect(response.status).toBe(409);
    expect(Object.keys(response.body.errors)).toEqual(["athletes.0.user_id"]);
  });

  it("refuses a type that takes no association requests once, on the type", async () => {
    const response = await post(w, {
      registertype_id: w.onlyPeople.id,
      athletes: [{ user_id: w.people.bia.id, registerrole_id: w.memberRole.id }],
    });
    expect(response.status).toBe(409);
    expect(Object.keys(response.body.errors)).toEqual(["registertype_id"]);
    expect(response.body.message).toMatch(/própria pessoa/);
  });

  it("answers bad input with 400 naming the fields", async () => {
    const empty = await post(w, { registertype_id: w.judo.id, athletes: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("Atletas");
    const wrong = await post(w, {
      registertype_id: "nope",
      athletes: [{ user_id: "x", registerrole_id: w.athleteRole.id, extra: 1 }],
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toHaveProperty("registertype_id");
    expect(wrong.body.errors).toHaveProperty("athletes.0.user_id");
    expect(wrong.body.message).toMatch(/Tipo de registro/);
    const badKey = await post(
      w,
      {
        registertype_id: w.judo.id,
        athletes: [{ user_id: w.people.bia.id, registerrole_id: w.athleteRole.id }],
      },
      { "idempotency-key": "x" },
    );
    expect(badKey.status).toBe(400);
    expect(badKey.body.errors).toHaveProperty("idempotency_key");
  });
});
