import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../src/modules/bills/recurrenceSchedule.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { brazilDay } from "../src/platform/time.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { insertRow, setPerson } from "./myArea.ts";

/**
 * Staff's desk path of the registers' review queues: the generic create and edit of
 * `registerrequests` and `registermembershiprequests` (a paper form brought to the federation).
 * The request rules (registers.rules.ts) hold here as on the person's, the association's and the
 * open page's paths: source "staff" set by the server, pending, the type's and the plan's checks,
 * one pending request per person and type; a pending request is corrected, a decided one is not
 * (409), and the review fields never come from a body. Runs on PGlite and, with DATABASE_URL,
 * PostgreSQL.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const TODAY = brazilDay();
const yearsAgo = (years: number) => `${Number(TODAY.slice(0, 4)) - years}${TODAY.slice(4)}`;

const setup = async (type: Record<string, unknown> = {}) => {
  const tenant = await server.createTenant();
  const staff = await server.loginAs(tenant, { master: true, name: "Rita Secretária" });
  const call = (method: "GET" | "POST" | "PATCH", path: string, body?: unknown) =>
    server.api(tenant, method, path, { token: staff, ...(body === undefined ? {} : { body }) });
  const judo = await insertRow(server, tenant, "registertypes", {
    name: "Filiação de judocas",
    kind: "athletes",
    validity: "annual",
    requesters: "association",
    number_prefix: "FPJ",
    ...type,
  });
  const registertype_id = judo.id as string;
  const other = await insertRow(server, tenant, "registertypes", {
    name: "Árbitros",
    kind: "referees",
    validity: "annual",
    requesters: "both",
    number_prefix: "ARB",
  });
  const athlete = await insertRow(server, tenant, "registerroles", { registertype_id, name: "Atleta" });
  const coach = await insertRow(server, tenant, "registerroles", { registertype_id, name: "Técnico" });
  const foreignRole = await insertRow(server, tenant, "registerroles", {
    registertype_id: other.id,
    name: "Árbitro",
  });
  const plan = await insertRow(server, tenant, "registermembershipplans", {
    registertype_id,
    name: "Semestral",
    amount_cents: 12_000,
    billing: "once",
    months: 6,
  });
  const annual = await insertRow(server, tenant, "registermembershipplans", {
    registertype_id,
    name: "Anual",
    amount_cents: 20_000,
    billing: "once",
    months: 12,
  });
  const person = async (name: string) => {
    const user = await server.createUser(tenant, { name });
    await setPerson(server, tenant, user.id, { birthdate: yearsAgo(25) });
    return user;
  };
  const base = `registertypes/${registertype_id}`;
  return { tenant, call, registertype_id, athlete, coach, foreignRole, plan, annual, person, base };
};

describe("staff entering a request at the desk", () => {
  it("makes a pending request with source staff, even for a type only associations may ask", async () => {
    const s = await setup();
    const ana = await s.person("Ana Atleta");
    const made = await s.call("POST", `${s.base}/registerrequests`, {
      user_id: ana.id,
      registerrole_id: s.athlete.id,
      notes: "Ficha em papel entregue no balcão",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.result).toMatchObject({
      source: "staff",
      status: "pending",
      review_reason: null,
      notes: "Ficha em papel entregue no balcão",
    });
    // The source and the review fields are the server's: a body naming them is refused, nothing made.
    for (const extra of [{ source: "public" }, { status: "approved", review_reason: "aprovado no balcão" }]) {
      const claimed = await s.call("POST", `${s.base}/registerrequests`, {
        user_id: (await s.person("Bia")).id,
        registerrole_id: s.athlete.id,
        ...extra,
      });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(400);
    }
    const listed = await s.call("GET", `${s.base}/registerrequests`);
    expect(listed.body.result.total).toBe(1);
  });

  it("keeps the rules of every path: one pending request per person and type, the type active, refs of the type", async () => {
    const s = await setup({ requesters: "both" });
    const ana = await s.person("Ana");
    const body = { user_id: ana.id, registerrole_id: s.athlete.id };
    expect((await s.call("POST", `${s.base}/registerrequests`, body)).status).toBe(201);
    const twice = await s.call("POST", `${s.base}/registerrequests`, body);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain("já tem um pedido deste tipo de registro aguardando análise");

    const bia = await s.person("Bia");
    const foreign = await s.call("POST", `${s.base}/registerrequests`, {
      user_id: bia.id,
      registerrole_id: s.foreignRole.id,
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.errors ?? {})).toContain("registerrole_id");

    const types = resourceTable("registertypes");
    await server.db.tenant(s.tenant.id, (tx) =>
      tx.update(types).set({ active: false }).where(eq(types.id, s.registertype_id)),
    );
    const closed = await s.call("POST", `${s.base}/registerrequests`, {
      user_id: bia.id,
      registerrole_id: s.athlete.id,
    });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain("não aceita pedidos agora");
  });

  it("makes a membership request with an available plan of the type only", async () => {
    const s = await setup();
    const plans = resourceTable("registermembershipplans");
    await server.db.tenant(s.tenant.id, (tx) =>
      tx
        .update(plans)
        .set({ active: false })
        .where(eq(plans.id, String(s.annual.id))),
    );
    const ana = await s.person("Ana");
    const inactive = await s.call("POST", `${s.base}/registermembershiprequests`, {
      user_id: ana.id,
      registermembershipplan_id: s.annual.id,
    });
    expect(inactive.status).toBe(409);
    expect(inactive.body.errors).toMatchObject({
      registermembershipplan_id: expect.stringContaining("não está disponível"),
    });
    const made = await s.call("POST", `${s.base}/registermembershiprequests`, {
      user_id: ana.id,
      registermembershipplan_id: s.plan.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.result).toMatchObject({ source: "staff", status: "pending" });
  });
});

describe("staff correcting a request", () => {
  it("edits a pending request's role and notes, never its person, source or review fields", async () => {
    const s = await setup();
    const ana = await s.person("Ana");
    const made = (
      await s.call("POST", `${s.base}/registerrequests`, { user_id: ana.id, registerrole_id: s.athlete.id })
    ).body.result;
    const edited = await s.call("PATCH", `registerrequests/${made.id}`, {
      version: made.version,
      registerrole_id: s.coach.id,
      notes: "Corrigida a função conforme a ficha",
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({
      registerrole_id: s.coach.id,
      notes: "Corrigida a função conforme a ficha",
      status: "pending",
    });
    const version = edited.body.result.version;
    const bia = await s.person("Bia");
    const otherPerson = await s.call("PATCH", `registerrequests/${made.id}`, { version, user_id: bia.id });
    expect(otherPerson.status).toBe(400);
    // The person is create-only in the catalog: the generic update refuses another, names the field.
    expect(otherPerson.body.errors).toEqual({
      user_id: "Este campo não muda depois que o registro é criado: para outro valor, crie um novo registro.",
    });
    expect(otherPerson.body.message).toContain("Pessoa");
    const decide = await s.call("PATCH", `registerrequests/${made.id}`, { version, status: "approved" });
    expect(decide.status).toBe(400);
    const foreign = await s.call("PATCH", `registerrequests/${made.id}`, {
      version,
      registerrole_id: s.foreignRole.id,
    });
    expect(foreign.status).toBe(400);
  });

  it("refuses with a 409 any change of a decided request, on both queues", async () => {
    const s = await setup();
    const ana = await s.person("Ana");
    const request = (
      await s.call("POST", `${s.base}/registerrequests`, { user_id: ana.id, registerrole_id: s.athlete.id })
    ).body.result;
    const rejected = await s.call("POST", `registerrequests/${request.id}/reject`, {
      reason: "Ficha ilegível",
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const after = (await s.call("GET", `registerrequests/${request.id}`)).body.result;
    const edit = await s.call("PATCH", `registerrequests/${request.id}`, {
      version: after.version,
      notes: "tentando mudar depois da decisão",
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toContain("já foi analisado");
    const stored = (await s.call("GET", `registerrequests/${request.id}`)).body.result;
    expect(stored).toMatchObject({ status: "rejected", review_reason: "Ficha ilegível", notes: null });

    const membership = (
      await s.call("POST", `${s.base}/registermembershiprequests`, {
        user_id: ana.id,
        registermembershipplan_id: s.plan.id,
      })
    ).body.result;
    const planEdit = await s.call("PATCH", `registermembershiprequests/${membership.id}`, {
      version: membership.version,
      registermembershipplan_id: s.annual.id,
    });
    expect(planEdit.status, JSON.stringify(planEdit.body)).toBe(200);
    expect(planEdit.body.result.registermembershipplan_id).toBe(s.annual.id);
    const decided = await s.call("POST", `registermembershiprequests/${membership.id}/reject`, {
      reason: "Sem vaga",
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const current = (await s.call("GET", `registermembershiprequests/${membership.id}`)).body.result;
    const late = await s.call("PATCH", `registermembershiprequests/${membership.id}`, {
      version: current.version,
      registermembershipplan_id: s.plan.id,
    });
    expect(late.status).toBe(409);
  });
});

describe("a person who already holds the type", () => {
  const br = (iso: string) => iso.split("-").reverse().join("/");
  /** An entry of the setup's type the person holds, written as it stands (no rule involved). */
  const hold = (
    s: Awaited<ReturnType<typeof setup>>,
    resource: "registers" | "registermemberships",
    userId: string,
    values: Record<string, unknown>,
  ) =>
    insertRow(server, s.tenant, resource, { registertype_id: s.registertype_id, user_id: userId, ...values });

  it("is refused a second request while the entry in force runs beyond the renewal window", async () => {
    const s = await setup({ requesters: "both" });
    const ana = await s.person("Ana");
    const endsOn = addDays(TODAY, 90);
    await hold(s, "registers", ana.id, {
      registerrole_id: s.athlete.id,
      number: "FPJ-TESTE-1",
      status: "active",
      starts_on: TODAY,
      ends_on: endsOn,
    });
    const asked = await s.call("POST", `${s.base}/registerrequests`, {
      user_id: ana.id,
      registerrole_id: s.coach.id,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(409);
    expect(asked.body.errors.user_id).toBe(
      `Esta pessoa já tem um registro deste tipo em vigor (nº FPJ-TESTE-1, válido até ${br(endsOn)}). ` +
        `Um novo pedido, para renovar, pode ser feito a partir de ${br(addDays(endsOn, -30))}.`,
    );
    expect((await s.call("GET", `${s.base}/registerrequests`)).body.result.total).toBe(0);

    // An open-ended membership has nothing to renew; a cancelled one does not count.
    const bia = await s.person("Bia");
    await hold(s, "registermemberships", bia.id, {
      registermembershipplan_id: s.annual.id,
      status: "cancelled",
      starts_on: TODAY,
      ends_on: endsOn,
    });
    const afterCancelled = await s.call("POST", `${s.base}/registermembershiprequests`, {
      user_id: bia.id,
      registermembershipplan_id: s.plan.id,
    });
    expect(afterCancelled.status, JSON.stringify(afterCancelled.body)).toBe(201);
    const caio = await s.person("Caio");
    await hold(s, "registermemberships", caio.id, {
      registermembershipplan_id: s.annual.id,
      status: "active",
      starts_on: TODAY,
      ends_on: null,
    });
    const openEnded = await s.call("POST", `${s.base}/registermembershiprequests`, {
      user_id: caio.id,
      registermembershipplan_id: s.plan.id,
    });
    expect(openEnded.status).toBe(409);
    expect(openEnded.body.errors.user_id).toContain(
      "já tem uma associação deste tipo em vigor (sem data de fim)",
    );
  });

  it("asks again within the window as a renewal, whose entry starts the day after the one in force ends", async () => {
    const s = await setup({ requesters: "both" });
    const ana = await s.person("Ana");
    const endsOn = addDays(TODAY, 20);
    await hold(s, "registermemberships", ana.id, {
      registermembershipplan_id: s.plan.id,
      status: "active",
      starts_on: addDays(TODAY, -160),
      ends_on: endsOn,
    });
    const asked = await s.call("POST", `${s.base}/registermembershiprequests`, {
      user_id: ana.id,
      registermembershipplan_id: s.annual.id,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approved = await s.call("POST", `registermembershiprequests/${asked.body.result.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const startsOn = addDays(endsOn, 1);
    // Twelve months from the day after the current one ends, the day before.
    const [year, month, day] = startsOn.split("-").map(Number) as [number, number, number];
    const twelve = new Date(Date.UTC(year + 1, month - 1, day));
    twelve.setUTCDate(twelve.getUTCDate() - 1);
    expect(approved.body.result.entry).toMatchObject({
      status: "pending_payment",
      starts_on: startsOn,
      ends_on: twelve.toISOString().slice(0, 10),
    });
  });

  it("is refused at the approval when an entry of the type was made for the person after the request", async () => {
    const s = await setup({ requesters: "both" });
    const ana = await s.person("Ana");
    const asked = await s.call("POST", `${s.base}/registerrequests`, {
      user_id: ana.id,
      registerrole_id: s.athlete.id,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    // Staff register her at the desk meanwhile, open-ended.
    await hold(s, "registers", ana.id, {
      registerrole_id: s.athlete.id,
      number: "FPJ-BALCAO-7",
      status: "active",
      starts_on: TODAY,
      ends_on: null,
    });
    const approved = await s.call("POST", `registerrequests/${asked.body.result.id}/approve`, {});
    expect(approved.status).toBe(409);
    expect(approved.body.message).toContain("já tem um registro deste tipo em vigor (nº FPJ-BALCAO-7");
    const review = await s.call("GET", `registerrequests/${asked.body.result.id}/review`);
    expect(review.body.result).toMatchObject({ status: "pending", entry: null });
  });
});
