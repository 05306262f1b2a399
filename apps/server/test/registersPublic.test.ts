import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { uniqueCpf } from "./fixtures.ts";
import type { TestServer, TestTenant } from "./harness.ts";
import { type Mailbox, resetLinkOf, startServerWithMailbox } from "./mailbox.ts";
import { insertRow, personRow, setPerson } from "./myArea.ts";

/**
 * The registers' open side through the real API: the open page's offer, the membership request a
 * visitor makes without a login (a new person, or an existing one linked by CPF and birth date
 * without touching their data; a minor's guardian; the honeypot; the idempotency key) and the
 * public contract check (name only, no CPF). Runs on PGlite and, with DATABASE_URL, PostgreSQL.
 */
let server: TestServer;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
});
afterAll(() => close());

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
const yearsAgo = (years: number) => `${Number(today().slice(0, 4)) - years}${today().slice(4)}`;

/** A club's open membership (two plans, one off the open page; swimming with adult and under-18 prices). */
const setup = async () => {
  const tenant = await server.createTenant();
  const club = await insertRow(server, tenant, "registertypes", {
    name: "Sócios do clube",
    kind: "members",
    validity: "annual",
    requesters: "both",
    public: true,
    description: "Seja sócio: escolha o plano e, se quiser, a natação.",
  });
  const closed = await insertRow(server, tenant, "registertypes", {
    name: "Filiação de atletas",
    kind: "athletes",
    validity: "annual",
    requesters: "both",
    public: false,
  });
  await insertRow(server, tenant, "registertypes", {
    name: "Só pela entidade",
    kind: "athletes",
    validity: "annual",
    requesters: "association",
    public: true,
  });
  const plan = (registertype_id: string, name: string, isPublic: boolean) =>
    insertRow(server, tenant, "registermembershipplans", {
      registertype_id,
      name,
      amount_cents: 12_000,
      billing: "once",
      months: 12,
      public: isPublic,
    });
  const annual = await plan(club.id, "Anual", true);
  const board = await plan(club.id, "Conselheiro", false);
  const closedPlan = await plan(closed.id, "Anual", true);
  const swimming = await insertRow(server, tenant, "registermembershipstyles", {
    registertype_id: club.id,
    name: "Natação",
  });
  const price = (name: string, amount_cents: number, age_min: number | null, age_max: number | null) =>
    insertRow(server, tenant, "registermembershipstyleprices", {
      registermembershipstyle_id: swimming.id,
      name,
      amount_cents,
      age_min,
      age_max,
    });
  await price("Adulto", 5_000, 18, null);
  await price("Sub-18", 2_500, 0, 17);
  await insertRow(server, tenant, "registermembershipstyleprices", {
    registermembershipstyle_id: swimming.id,
    name: "Antiga",
    amount_cents: 1_000,
    valid_until: "2000-12-31",
  });
  return { tenant, club, closed, annual, board, closedPlan, swimming };
};

const body = (setupData: Awaited<ReturnType<typeof setup>>, overrides: Record<string, unknown> = {}) => {
  const cpf = uniqueCpf();
  return {
    registertype_id: setupData.club.id,
    registermembershipplan_id: setupData.annual.id,
    registermembershipstyle_id: setupData.swimming.id,
    name: "Joana Visitante",
    cpf,
    email: `joana.${cpf}@example.com`,
    birthdate: "1990-04-12",
    phone: "(11) 98765-4321",
    accept_terms: true,
    ...overrides,
  };
};

const send = (tenant: TestTenant, payload: unknown, headers: Record<string, string> = {}) =>
  server.api(tenant, "POST", "public/registers/membershiprequests", { body: payload, headers });

const requestsOf = async (tenant: TestTenant, userId: string) => {
  const r = resourceTable("registermembershiprequests");
  return server.db.tenant(tenant.id, (tx) => tx.select().from(r).where(eq(r.user_id, userId)));
};

describe("the open page's offer", () => {
  it("lists the public, active types a person may ask to, their open-page plans and today's prices", async () => {
    const data = await setup();
    const response = await server.api(data.tenant, "GET", "public/registers/offer");
    expect(response.status).toBe(200);
    const offer = response.body.result;
    expect(offer.map((type: any) => type.name)).toEqual(["Sócios do clube"]);
    // What a visitor may read of a type and nothing more: its description is the public text.
    expect(Object.keys(offer[0]).sort()).toEqual(
      ["id", "name", "kind", "validity", "description", "parq_required", "plans", "styles"].sort(),
    );
    expect(offer[0].description).toBe("Seja sócio: escolha o plano e, se quiser, a natação.");
    expect(offer[0].plans.map((plan: any) => plan.name)).toEqual(["Anual"]);
    const [style] = offer[0].styles;
    expect(style.name).toBe("Natação");
    expect(style.prices.map((price: any) => price.name).sort()).toEqual(["Adulto", "Sub-18"]);
  });

  it("is closed when the tenant has no registers module", async () => {
    const tenant = await server.createTenant({ hidden: ["registers"] });
    const response = await server.api(tenant, "GET", "public/registers/offer");
    expect(response.status).toBe(403);
  });
});

describe("a membership request without a login", () => {
  it("makes the person (no password) and a public request, and mails the link to create a password", async () => {
    const data = await setup();
    const payload = body(data);
    const response = await send(data.tenant, payload);
    expect(response.status).toBe(201);
    expect(response.body.result).toMatchObject({
      registertype_name: "Sócios do clube",
      plan_name: "Anual",
      person: "created",
      email_masked: `j***@example.com`,
    });
    const [person] = await server.db.tenant(data.tenant.id, (tx) =>
      tx.select().from(users).where(eq(users.cpf, payload.cpf)),
    );
    expect(person).toMatchObject({ name: "Joana Visitante", birthdate: "1990-04-12", passwordHash: null });
    const [request] = await requestsOf(data.tenant, person!.id);
    expect(request).toMatchObject({
      source: "public",
      status: "pending",
      registermembershipplan_id: data.annual.id,
    });
    const [mail] = mailbox.to(payload.email);
    expect(mail?.subject).toContain("pedido de associação recebido");
    expect(mail?.text).toContain("Sócios do clube");
    // The link creates the password, and the new password logs in.
    const { token } = resetLinkOf(mail);
    const reset = await server.api(data.tenant, "POST", "auth/password/reset", {
      body: { token, password: "uma senha bem forte" },
    });
    expect(reset.status).toBe(200);
    const login = await server.api(data.tenant, "POST", "auth/login", {
      body: { login: payload.email, password: "uma senha bem forte" },
    });
    expect(login.status).toBe(200);
  });

  it("answers a retry with the same Idempotency-Key with the first request, making no second", async () => {
    const data = await setup();
    const payload = body(data);
    const headers = { "idempotency-key": `pedido-${payload.cpf}` };
    const first = await send(data.tenant, payload, headers);
    const again = await send(data.tenant, payload, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.result.request_id).toBe(first.body.result.request_id);
    const [person] = await server.db.tenant(data.tenant.id, (tx) =>
      tx.select().from(users).where(eq(users.cpf, payload.cpf)),
    );
    expect(await requestsOf(data.tenant, person!.id)).toHaveLength(1);
    expect(mailbox.to(payload.email)).toHaveLength(1);
  });

  it("names the portal in the e-mail with the article the tenant's name takes", async () => {
    const data = await setup();
    const settings = await server.loginAs(data.tenant, { permissions: ["settings"] });
    const saved = await server.api(data.tenant, "PATCH", "configs/common", {
      token: settings,
      body: { version: 0, title_article: "a" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const payload = body(data);
    expect((await send(data.tenant, payload)).status).toBe(201);
    const [mail] = mailbox.to(payload.email);
    // "do portal Federação X" before: a name that takes "a" reads "do portal da Federação X".
    expect(mail?.text).toContain(
      `Recebemos o pedido de associação a Sócios do clube (plano Anual) pela página aberta do portal da Federação ${data.tenant.identifier}.`,
    );
  });

  it("links an existing person by CPF and birth date without changing their data, telling them by their own e-mail", async () => {
    const data = await setup();
    const existing = await server.createUser(data.tenant, { name: "Maria Cadastrada" });
    await setPerson(server, data.tenant, existing.id, { birthdate: "1985-02-03" });
    const response = await send(
      data.tenant,
      body(data, {
        cpf: existing.cpf,
        birthdate: "1985-02-03",
        name: "Outro Nome",
        email: "outro@example.com",
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.result.person).toBe("linked");
    const row = await personRow(server, data.tenant, existing.id);
    expect(row).toMatchObject({ name: "Maria Cadastrada", email: existing.email });
    expect(await requestsOf(data.tenant, existing.id)).toHaveLength(1);
    expect(mailbox.to("outro@example.com")).toHaveLength(0);
    const [mail] = mailbox.to(existing.email);
    expect(mail?.text).toContain("entre no portal com a sua senha");
  });

  it("refuses a known CPF with another birth date, and an e-mail of someone else, asking to log in", async () => {
    const data = await setup();
    const existing = await server.createUser(data.tenant);
    await setPerson(server, data.tenant, existing.id, { birthdate: "1985-02-03" });
    const wrongDate = await send(data.tenant, body(data, { cpf: existing.cpf, birthdate: "1985-02-04" }));
    expect(wrongDate.status).toBe(409);
    expect(wrongDate.body.errors.cpf).toContain("Entre com a sua conta");
    const takenEmail = await send(data.tenant, body(data, { email: existing.email }));
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.body.errors.email).toContain("já está cadastrado");
  });

  it("asks a minor for a guardian's name, CPF and consent, and links a guardian already registered", async () => {
    const data = await setup();
    const minor = body(data, { birthdate: yearsAgo(12) });
    const refused = await send(data.tenant, minor);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      "guardian_consent",
      "guardian_cpf",
      "guardian_name",
    ]);
    expect(refused.body.message).toContain("Nome do responsável");

    const guardian = await server.createUser(data.tenant, { name: "Paulo Responsável" });
    const made = await send(data.tenant, {
      ...minor,
      guardian_name: "Paulo Responsável",
      guardian_cpf: guardian.cpf,
      guardian_consent: true,
    });
    expect(made.status).toBe(201);
    const [person] = await server.db.tenant(data.tenant.id, (tx) =>
      tx.select().from(users).where(eq(users.cpf, minor.cpf)),
    );
    expect(person!.guardianId).toBe(guardian.id);
    const [request] = await requestsOf(data.tenant, person!.id);
    expect(request!.notes).toContain("Responsável: Paulo Responsável");
  });

  it("answers bad input with 400 naming the fields, never a 5xx", async () => {
    const data = await setup();
    const missing = await send(data.tenant, { name: "X" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty("cpf");
    expect(missing.body.errors).toHaveProperty("registertype_id");
    expect(missing.body.errors).toHaveProperty("birthdate");
    const badCpf = await send(data.tenant, body(data, { cpf: "123.456.789-00" }));
    expect(badCpf.status).toBe(400);
    expect(badCpf.body.message).toContain("CPF");
    const robot = await send(data.tenant, body(data, { website: "http://spam.example" }));
    expect(robot.status).toBe(400);
    expect(robot.body.errors.website).toBeTruthy();
    const badKey = await send(data.tenant, body(data), { "idempotency-key": "x" });
    expect(badKey.status).toBe(400);
  });

  it("refuses a type closed to the public and a plan off the open page, making nobody", async () => {
    const data = await setup();
    const closed = body(data, {
      registertype_id: data.closed.id,
      registermembershipplan_id: data.closedPlan.id,
      registermembershipstyle_id: null,
    });
    const response = await send(data.tenant, closed);
    expect(response.status).toBe(409);
    expect(response.body.errors.registertype_id).toContain("página aberta");
    const offPage = body(data, { registermembershipplan_id: data.board.id });
    expect((await send(data.tenant, offPage)).status).toBe(409);
    for (const cpf of [closed.cpf, offPage.cpf]) {
      const found = await server.db.tenant(data.tenant.id, (tx) =>
        tx.select().from(users).where(eq(users.cpf, cpf)),
      );
      expect(found).toHaveLength(0);
    }
  });
});

describe("the public contract check", () => {
  it("shows the athlete's name, the associations, kind, dates and status by the code; no CPF", async () => {
    const data = await setup();
    const athlete = await server.createUser(data.tenant, { name: "Carlos Atleta" });
    const alfa = await insertRow(server, data.tenant, "associations", {
      name: "Clube Alfa",
      status: "approved",
    });
    await insertRow(server, data.tenant, "registercontracts", {
      registertype_id: data.closed.id,
      user_id: athlete.id,
      association_id: alfa.id,
      kind: "professional",
      number: "CT-2026-00001",
      starts_on: "2026-01-01",
      ends_on: "2099-12-31",
      status: "active",
      verification_code: "K7PX9M2QRT",
    });
    const response = await server.api(data.tenant, "GET", "public/registers/contracts/k7px9m2qrt");
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      athlete_name: "Carlos Atleta",
      association_name: "Clube Alfa",
      kind: "professional",
      status: "active",
      in_force: true,
      registertype_name: "Filiação de atletas",
    });
    expect(JSON.stringify(response.body)).not.toContain(athlete.cpf);

    const unknown = await server.api(data.tenant, "GET", "public/registers/contracts/ZZZZZZZZZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain("Contrato não encontrado");
    const bad = await server.api(data.tenant, "GET", "public/registers/contracts/a%20b");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("Código de verificação");
  });
});
