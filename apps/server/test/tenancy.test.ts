import { PERMISSION_KEYS, type PermissionKey } from "@quadra/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Tx } from "../src/platform/db/database.ts";
import { oauthProviders, roles, uploads, userRoles, users } from "../src/platform/db/schema/index.ts";
import { resourceTable } from "../src/platform/resources/resourceTable.ts";
import { rowsOf } from "./dbState.ts";
import { startTestServer, type TestServer, type TestTenant, type TestUser } from "./harness.ts";
import { multipartBody } from "./multipart.ts";

/**
 * Tenant isolation (ARCHITECTURE §3): the app-level scope answers 404 across tenants and leaves the
 * other tenant untouched; row-level security refuses the same even when that scope is bypassed.
 */

// Global reference tables that carry a tenant_id but are not tenant-owned: the directory reads them
// before any tenant is known. Adding a table here is a decision a reviewer must see.
const GLOBAL_TABLES_WITH_TENANT_ID = ["tenant_hosts"];

const HOST_B = `b-${Date.now().toString(36)}.federacao.example`;

const TENANT_PREFIX = "/t/:tenant/api/v1";
// The platform console is global by design (super users run every tenant from any of them).
const GLOBAL_ROUTES = /^\/platform\//;
/** The tenant routes that name a record in their path, relative to `{backend}/api/v1`. */
const recordRoutes: { method: string; url: string }[] = [];
const collectRoute = (route: RouteOptions) => {
  const url = route.url.slice(TENANT_PREFIX.length);
  if (!route.url.startsWith(TENANT_PREFIX) || !/:(id|key)\b/.test(url) || GLOBAL_ROUTES.test(url)) return;
  // Resource routes are tried across tenants by the suite generated from the registry
  // (resourceSuites.test.ts), with a record of B for each resource.
  if (route.config?.resource) return;
  for (const method of [route.method].flat()) if (method !== "HEAD") recordRoutes.push({ method, url });
};

let server: TestServer;
let a: TestTenant;
let b: TestTenant;
let masterA: TestUser;
let tokenA: string;
let personB: TestUser;
let roleB: { id: string; version: number };
let roleA: { id: string };
let uploadB: { id: string; url: string };
let importB: { id: string };
let userDocumentB: string;
let associationDocumentB: string;
// An association of B and a claim on it (associations module).
let associationOfB: string;
let claimOfB: string;
let consentOfB: string;
let parqOfB: string;
let documentOfB: string;
// A school of B run by its association (schools module).
let schoolOfB: string;
// A team of B, entered by its association in a competition of B (competitions module).
let teamOfB: string;
// A competition of B with a phase, a draw and a duel (competition director's operations).
let competitionOfB: string;
let phaseOfB: string;
let drawOfB: string;
let heatOfB: string;
let rankingOfB: string;
let olympicOfB: string;
let billOfB: string;
let recurrenceOfB: string;
let registerTypeOfB: string;
let registerRequestOfB: string;
let registerEntryOfB: string;
let membershipOfB: string;
let membershipRequestOfB: string;
let olympicsDownloadOfB: string;
let regulationOfB: string;
let duelOfB: string;
let appointmentOfB: string;

/** Everything of B the attacks could touch, read with the owner connection (no RLS, no scope). */
const snapshotOfB = async () => {
  const { owner } = server.db;
  return {
    roles: await owner.select().from(roles).where(eq(roles.tenantId, b.id)).orderBy(asc(roles.id)),
    userRoles: await owner
      .select()
      .from(userRoles)
      .where(eq(userRoles.tenantId, b.id))
      .orderBy(asc(userRoles.userId), asc(userRoles.roleId)),
    users: await owner.select().from(users).where(eq(users.tenantId, b.id)).orderBy(asc(users.id)),
    providers: await owner.select().from(oauthProviders).where(eq(oauthProviders.tenantId, b.id)),
    uploads: await owner.select().from(uploads).where(eq(uploads.tenantId, b.id)),
    associations: await Promise.all(
      ["associations", "associationclaims", "associationmanagers", "associationusers"].map((name) => {
        const t = resourceTable(name) as any;
        return owner.select().from(t).where(eq(t.tenant_id, b.id)).orderBy(asc(t.id));
      }),
    ),
    documents: await Promise.all(
      ["userdocuments", "associationdocuments"].map((name) => {
        const t = resourceTable(name) as any;
        return owner.select().from(t).where(eq(t.tenant_id, b.id)).orderBy(asc(t.id));
      }),
    ),
    competitions: await Promise.all(
      ["phases", "competitiongroups", "groupparticipants", "rounds", "duels", "competitiondraws"].map(
        (name) => {
          const t = resourceTable(name) as any;
          return owner.select().from(t).where(eq(t.tenant_id, b.id)).orderBy(asc(t.id));
        },
      ),
    ),
  };
};

/** Runs a statement that must fail, inside a savepoint so the caller's transaction goes on. */
const refused = async (tx: Tx, statement: ReturnType<typeof sql>) => {
  try {
    await tx.transaction((inner) => inner.execute(statement));
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
  throw new Error("the statement was accepted");
};

beforeAll(async () => {
  server = await startTestServer({ onRoute: collectRoute });
  a = await server.createTenant();
  b = await server.createTenant({ hosts: [HOST_B] });
  masterA = await server.createUser(a, {
    master: true,
    super: true,
    admin: true,
    permissions: [...PERMISSION_KEYS] as PermissionKey[],
  });
  tokenA = await server.login(a, masterA);

  const masterB = await server.createUser(b, { master: true });
  const tokenB = await server.login(b, masterB);
  personB = await server.createUser(b);
  const created = await server.api(b, "POST", "roles", {
    token: tokenB,
    body: { name: "Arbitragem", permissions: ["users"] },
  });
  expect(created.status).toBe(201);
  roleB = created.body.result;
  const given = await server.api(b, "PUT", `users/${personB.id}/roles`, {
    token: tokenB,
    body: { role_ids: [roleB.id] },
  });
  expect(given.status).toBe(200);
  const provider = await server.api(b, "POST", "oauth/providers", {
    token: tokenB,
    body: {
      key: "sso-de-b",
      name: "SSO de B",
      issuer: "https://sso.b.example.com",
      client_id: "cliente-b",
      client_secret: "segredo-de-b",
    },
  });
  expect(provider.status).toBe(201);
  const form = multipartBody([
    { field: "visibility", value: "public" },
    { field: "file", filename: "edital-de-b.txt", content: "Edital de B" },
  ]);
  const uploaded = await server.app.inject({
    method: "POST",
    url: `/t/${b.identifier}/api/v1/uploads`,
    headers: { ...form.headers, authorization: `Bearer ${tokenB}` },
    payload: form.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  uploadB = uploaded.json().result;
  const sheet = multipartBody([
    { field: "resource", value: "countries" },
    { field: "file", filename: "paises-de-b.csv", content: "Nome\r\nPaís de B\r\n" },
  ]);
  const imported = await server.app.inject({
    method: "POST",
    url: `/t/${b.identifier}/api/v1/imports`,
    headers: { ...sheet.headers, authorization: `Bearer ${tokenB}` },
    payload: sheet.payload,
  });
  expect(imported.statusCode).toBe(201);
  importB = imported.json().result;
  // A person's document and an association's document of B (documents module).
  const post = async (path: string, body: object) => {
    const response = await server.api(b, "POST", path, { token: tokenB, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.result.id as string;
  };
  const typeB = await post("documenttypes", { name: "RG de B" });
  userDocumentB = await post("userdocuments", {
    user_id: personB.id,
    documenttype_id: typeB,
    file: uploadB.url,
  });
  const associationB = await post("associations", {
    name: "Clube de B",
    cnpj: "11222333000181",
    email: "clube-b@example.com",
  });
  const statuteB = await post("documenttypes", { name: "Estatuto de B", applies_to: "association" });
  associationDocumentB = await post(`associations/${associationB}/associationdocuments`, {
    documenttype_id: statuteB,
    file: uploadB.url,
  });
  associationOfB = associationB;
  schoolOfB = await post("schools", { name: "Núcleo de B", association_id: associationB });
  const competitionB = await post("competitions", { name: "Copa de B" });
  teamOfB = await post(`competitions/${competitionB}/teams`, {
    name: "Equipe de B",
    association_id: associationB,
  });
  competitionOfB = competitionB;
  regulationOfB = await post("regulations", { name: "Regulamento de B" });
  phaseOfB = await post(`competitions/${competitionB}/phases`, { name: "Fase de B", format: "groups" });
  const groupOfB = await post(`phases/${phaseOfB}/competitiongroups`, { name: "Grupo de B" });
  await server.db.tenant(b.id, async (tx) => {
    const [round] = await tx
      .insert(resourceTable("rounds"))
      .values({ tenant_id: b.id, group_id: groupOfB, number: 1, name: "1ª rodada" })
      .returning();
    const [duel] = await tx
      .insert(resourceTable("duels"))
      .values({
        tenant_id: b.id,
        round_id: round!.id,
        competition_id: competitionB,
        number: 1,
        status: "scheduled",
      })
      .returning();
    const [draw] = await tx
      .insert(resourceTable("competitiondraws"))
      .values({ tenant_id: b.id, phase_id: phaseOfB, seed: "semente-de-b", pots: [], groups: [] })
      .returning();
    duelOfB = duel!.id;
    drawOfB = draw!.id;
    // A referee of B appointed to B's match (the board's cancel, the referee's answers).
    const [category] = await tx
      .insert(resourceTable("refereecategories"))
      .values({ tenant_id: b.id, name: "Categoria de B", scope: "state", level: 1 })
      .returning();
    const [role] = await tx
      .insert(resourceTable("refereeroles"))
      .values({ tenant_id: b.id, name: "Árbitro de B", kind: "referee" })
      .returning();
    const [referee] = await tx
      .insert(resourceTable("referees"))
      .values({ tenant_id: b.id, user_id: personB.id, category_id: category!.id })
      .returning();
    const [appointment] = await tx
      .insert(resourceTable("refereeappointments"))
      .values({
        tenant_id: b.id,
        competition_id: competitionB,
        duel_id: duel!.id,
        referee_id: referee!.id,
        role_id: role!.id,
        status: "appointed",
      })
      .returning();
    appointmentOfB = appointment!.id;
    const [heat] = await tx
      .insert(resourceTable("heats"))
      .values({
        tenant_id: b.id,
        phase_id: phaseOfB,
        competition_id: competitionB,
        number: 1,
        name: "Série de B",
      })
      .returning();
    heatOfB = heat!.id;
    const [sport] = await tx
      .insert(resourceTable("sports"))
      .values({
        tenant_id: b.id,
        name: "Futebol de B",
        kind: "team",
        scoring: "points",
        result_order: "higher",
      })
      .returning();
    const [ranking] = await tx
      .insert(resourceTable("rankings"))
      .values({
        tenant_id: b.id,
        name: "Ranking de B",
        season: 2026,
        sport_id: sport!.id,
        subject: "teams",
        scope: "state",
        method: "points_table",
      })
      .returning();
    rankingOfB = ranking!.id;
    // A public, running games edition of B with a public file (olympics' operations and public page).
    const [olympic] = await tx
      .insert(resourceTable("olympics"))
      .values({ tenant_id: b.id, name: "Jogos de B", status: "running", public: true, point_ties: "share" })
      .returning();
    olympicOfB = olympic!.id;
    // An open bill of B's person and a monthly recurrence (the finances' staff operations).
    const [bill] = await tx
      .insert(resourceTable("bills"))
      .values({
        tenant_id: b.id,
        user_id: personB.id,
        description: "Mensalidade de B",
        status: "open",
        due_date: "2026-12-10",
        debts_cents: 10_000,
        fine_cents: 0,
        interest_cents: 0,
        discount_cents: 0,
        total_cents: 10_000,
      })
      .returning();
    billOfB = bill!.id;
    const [recurrence] = await tx
      .insert(resourceTable("recurrences"))
      .values({
        tenant_id: b.id,
        name: "Mensalidade de B",
        description: "Mensalidade",
        amount_cents: 10_000,
        period: "monthly",
        day_of_month: 10,
        target: "role",
        due_after_days: 10,
        starts_on: "2026-01-01",
      })
      .returning();
    recurrenceOfB = recurrence!.id;
    // B's register: a type with a role and a plan, an affiliation request and its entry, a membership
    // request and its membership (the registers' review and payment operations).
    const [registerType] = await tx
      .insert(resourceTable("registertypes"))
      .values({
        tenant_id: b.id,
        name: "Filiação de B",
        kind: "athletes",
        validity: "annual",
        requesters: "both",
      })
      .returning();
    registerTypeOfB = registerType!.id;
    const [registerRole] = await tx
      .insert(resourceTable("registerroles"))
      .values({ tenant_id: b.id, registertype_id: registerTypeOfB, name: "Atleta" })
      .returning();
    const [plan] = await tx
      .insert(resourceTable("registermembershipplans"))
      .values({
        tenant_id: b.id,
        registertype_id: registerTypeOfB,
        name: "Anual",
        amount_cents: 12_000,
        billing: "once",
        months: 12,
      })
      .returning();
    const [registerRequest] = await tx
      .insert(resourceTable("registerrequests"))
      .values({
        tenant_id: b.id,
        registertype_id: registerTypeOfB,
        user_id: personB.id,
        registerrole_id: registerRole!.id,
        source: "staff",
        status: "pending",
      })
      .returning();
    registerRequestOfB = registerRequest!.id;
    const [registerEntry] = await tx
      .insert(resourceTable("registers"))
      .values({
        tenant_id: b.id,
        registertype_id: registerTypeOfB,
        user_id: personB.id,
        registerrole_id: registerRole!.id,
        status: "pending_payment",
      })
      .returning();
    registerEntryOfB = registerEntry!.id;
    const [membershipRequest] = await tx
      .insert(resourceTable("registermembershiprequests"))
      .values({
        tenant_id: b.id,
        registertype_id: registerTypeOfB,
        user_id: personB.id,
        registermembershipplan_id: plan!.id,
        source: "staff",
        status: "pending",
      })
      .returning();
    membershipRequestOfB = membershipRequest!.id;
    const [membership] = await tx
      .insert(resourceTable("registermemberships"))
      .values({
        tenant_id: b.id,
        registertype_id: registerTypeOfB,
        user_id: personB.id,
        registermembershipplan_id: plan!.id,
        status: "pending_payment",
      })
      .returning();
    membershipOfB = membership!.id;
    const [download] = await tx
      .insert(resourceTable("olympicsdownloads") as any)
      .values({
        tenant_id: b.id,
        olympic_id: olympic!.id,
        title: "Regulamento de B",
        file: "https://b.example.org/r.pdf",
      })
      .returning();
    olympicsDownloadOfB = download!.id as string;
  });
  claimOfB = await post("associationclaims", { association_id: associationB, user_id: personB.id });
  // A consent of B's person (consents are only written through my/consents, by the person).
  const consents = resourceTable("consents") as any;
  const [consent] = await server.db.tenant(b.id, (tx) =>
    tx
      .insert(consents)
      .values({ tenant_id: b.id, user_id: personB.id, purpose: "image", granted_at: new Date() })
      .returning(),
  );
  consentOfB = consent.id;
  // A PAR-Q B's person signed, and a published document of B (parqs and publicsearch modules).
  const signed = await server.api(b, "POST", "my/parqs", {
    token: await server.login(b, personB),
    body: { q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false, declaration: true },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(201);
  parqOfB = signed.body.result.id;
  documentOfB = await post("documents", {
    title: "Estatuto de B",
    type: "statute",
    file: uploadB.url,
    public: true,
  });
  const rolesOfA = await server.api(a, "GET", "roles", { token: tokenA });
  roleA = rolesOfA.body.result[0];
});
afterAll(() => server.close());

describe("a user of tenant A on A's backend, against tenant B's records", () => {
  it("gets 404 for every read, change and delete, and B's rows stay exactly as they were", async () => {
    const before = await snapshotOfB();
    expect(before.roles.map((row) => row.id)).toContain(roleB.id);
    expect(before.userRoles).toHaveLength(1);
    expect(before.providers.map((row) => row.key)).toEqual(["sso-de-b"]);

    const attempts: [method: "GET" | "PATCH" | "DELETE" | "PUT", path: string, body?: unknown][] = [
      ["GET", `roles/${roleB.id}`],
      ["PATCH", `roles/${roleB.id}`, { name: "Tomado", permissions: [], version: roleB.version }],
      ["DELETE", `roles/${roleB.id}`],
      ["GET", `users/${personB.id}/roles`],
      ["PUT", `users/${personB.id}/roles`, { role_ids: [roleA.id] }],
      ["PUT", `users/${personB.id}/roles`, { role_ids: [] }],
      ["GET", "oauth/providers/sso-de-b"],
      ["PATCH", "oauth/providers/sso-de-b", { name: "Tomado", enabled: false }],
      ["DELETE", "oauth/providers/sso-de-b"],
    ];
    for (const [method, path, body] of attempts) {
      const response = await server.api(a, method, path, { token: tokenA, body });
      expect({ method, path, status: response.status, envelope: response.body.status }).toEqual({
        method,
        path,
        status: 404,
        envelope: 0,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/Arbitragem|SSO de B|cliente-b/);
    }

    // A's lists never show B's rows.
    const list = await server.api(a, "GET", "roles", { token: tokenA });
    expect(list.status).toBe(200);
    expect(list.body.result.map((role: { id: string }) => role.id)).not.toContain(roleB.id);
    const providers = await server.api(a, "GET", "oauth/providers", { token: tokenA });
    expect(providers.status).toBe(200);
    expect(JSON.stringify(providers.body.result)).not.toContain("sso-de-b");
    const buttons = await server.api(a, "GET", "auth/oauth/providers");
    expect(JSON.stringify(buttons.body.result)).not.toContain("sso-de-b");

    expect(await snapshotOfB()).toEqual(before);
  });

  it("cannot give one of A's people a role of B (400 on role_ids, nothing written)", async () => {
    const personA = await server.createUser(a);
    const response = await server.api(a, "PUT", `users/${personA.id}/roles`, {
      token: tokenA,
      body: { role_ids: [roleB.id] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.role_ids).toBeDefined();
    const rows = await server.db.owner.select().from(userRoles).where(eq(userRoles.userId, personA.id));
    expect(rows).toEqual([]);
  });

  it("gets 401 when A's token is used on B's backend", async () => {
    for (const path of ["auth/me", "roles", `roles/${roleB.id}`]) {
      const response = await server.api(b, "GET", path, { token: tokenA });
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
    }
    const deleted = await server.api(b, "DELETE", `roles/${roleB.id}`, { token: tokenA });
    expect(deleted.status).toBe(401);
    // The same on B's branded host, where the tenant comes from the Host header.
    for (const [method, url] of [
      ["GET", "/api/v1/auth/me"],
      ["GET", `/api/v1/roles/${roleB.id}`],
      ["DELETE", `/api/v1/roles/${roleB.id}`],
    ] as const) {
      const response = await server.app.inject({
        method,
        url,
        headers: { host: HOST_B, authorization: `Bearer ${tokenA}` },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
    const [still] = await server.db.owner.select().from(roles).where(eq(roles.id, roleB.id));
    expect(still?.name).toBe("Arbitragem");
  });
});

describe("every route that names a record, generated from the registered routes", () => {
  it("answers B's record from A exactly as a record that does not exist, and changes nothing of B", async () => {
    // B's record for each route, and a body that would be accepted for a record of A.
    const recordOfB: Record<string, string> = {
      "/roles/:id": roleB.id,
      "/users/:id/roles": personB.id,
      "/oauth/providers/:key": "sso-de-b",
      "/auth/oauth/:key/start": "sso-de-b",
      "/auth/oauth/:key/callback": "sso-de-b",
      "/auth/oauth/:key/exchange": "sso-de-b",
      "/uploads/:id": uploadB.id,
      "/imports/:id": importB.id,
      "/imports/:id/preview": importB.id,
      "/imports/:id/commit": importB.id,
      "/users/:id": personB.id,
      "/users/:id/disable": personB.id,
      "/users/:id/enable": personB.id,
      "/users/:id/image": personB.id,
      "/users/:id/profilepicture/approve": personB.id,
      "/users/:id/profilepicture/reject": personB.id,
      "/users/:id/socialname/approve": personB.id,
      "/users/:id/socialname/reject": personB.id,
      "/userdocuments/:id/approve": userDocumentB,
      "/userdocuments/:id/reject": userDocumentB,
      "/associationdocuments/:id/approve": associationDocumentB,
      "/associationdocuments/:id/reject": associationDocumentB,
      "/users/:id/documentstatus": personB.id,
      "/my/documents/:id": userDocumentB,
      "/associations/:id/approve": associationOfB,
      "/associations/:id/reject": associationOfB,
      "/associations/:id/shield": associationOfB,
      "/associations/:id/shield/approve": associationOfB,
      "/associations/:id/shield/reject": associationOfB,
      "/associationclaims/:id/approve": claimOfB,
      "/associationclaims/:id/reject": claimOfB,
      "/my/associationclaims/:id": claimOfB,
      "/my/associations/:id": associationOfB,
      "/my/associations/:id/token": associationOfB,
      "/my/associations/:id/shield": associationOfB,
      "/my/associations/:id/users": associationOfB,
      // An association's finances, seen by its managers (the debt or bill of the path stays unfilled).
      ...Object.fromEntries(
        [
          "",
          "/debts",
          "/debts/:debts_id",
          "/bills",
          "/bills/:bills_id",
          "/bills/:bills_id/receipt",
          "/bills/:bills_id/means",
        ].map((path) => [`/my/associations/finances/:id${path}`, associationOfB]),
      ),
      "/my/associations/:id/imports": associationOfB,
      "/my/associations/:id/imports/:importId": associationOfB,
      "/my/associations/:id/imports/:importId/preview": associationOfB,
      "/my/associations/:id/imports/:importId/commit": associationOfB,
      "/my/associations/:id/users/:affiliation_id/accept": associationOfB,
      "/my/associations/:id/users/:affiliation_id/end": associationOfB,
      "/my/associations/:id/users/:user_id/documents": associationOfB,
      "/my/associations/:id/users/:user_id/documents/:document_id": associationOfB,
      "/my/associations/:id/users/:user_id/documentstatus": associationOfB,
      "/my/associations/:id/users/:user_id/image": associationOfB,
      "/my/associations/:id/schools": associationOfB,
      "/my/associations/:id/schools/:school_id/students": associationOfB,
      "/my/associations/:id/educationaloccurrences": associationOfB,
      "/my/associations/:id/educationaloccurrences/:occurrence_id": associationOfB,
      "/my/schools/:id/students": schoolOfB,
      "/my/schools/:id/users/:user_id/documents": schoolOfB,
      "/my/schools/:id/users/:user_id/documents/:document_id": schoolOfB,
      "/my/schools/:id/users/:user_id/documentstatus": schoolOfB,
      "/my/schools/:id/users/:user_id/image": schoolOfB,
      "/my/teams/:id/users/:user_id/documents": teamOfB,
      "/my/teams/:id/users/:user_id/documents/:document_id": teamOfB,
      "/my/teams/:id/users/:user_id/documentstatus": teamOfB,
      "/my/teams/:id/users/:user_id/image": teamOfB,
      "/my/teams/:id": teamOfB,
      "/my/associations/:id/teams": associationOfB,
      "/my/associations/:id/teams/:team_id": associationOfB,
      "/my/associations/:id/teams/:team_id/members": associationOfB,
      "/my/associations/:id/teams/:team_id/members/:member_id": associationOfB,
      "/my/associations/:id/teams/:team_id/responsible": associationOfB,
      "/my/students/:id/educationaloccurrences": personB.id,
      "/my/students/:id": personB.id,
      "/my/consents/:id/revoke": consentOfB,
      "/users/:id/privacy": personB.id,
      "/users/:id/privacy/export": personB.id,
      "/users/:id/anonymize": personB.id,
      "/my/parqs/:id": parqOfB,
      "/parqs/:id/approve": parqOfB,
      "/parqs/:id/reject": parqOfB,
      "/public/search/users/:id/image": personB.id,
      "/public/search/associations/:id/shield": associationOfB,
      "/public/search/documents/:id/file": documentOfB,
      "/competitions/:id/cockpit": competitionOfB,
      "/competitions/:id/events": competitionOfB,
      "/competitions/:id/duels": competitionOfB,
      "/competitions/:id/duels/schedule": competitionOfB,
      "/competitions/:id/standings": competitionOfB,
      "/competitions/:id/standings/export": competitionOfB,
      "/phases/:id/entrants": phaseOfB,
      "/phases/:id/draw": phaseOfB,
      "/phases/:id/draws": phaseOfB,
      "/phases/:id/qualify": phaseOfB,
      "/phases/:id/fixtures": phaseOfB,
      "/phases/:id/rounds/next": phaseOfB,
      "/phases/:id/bracket": phaseOfB,
      "/draws/:id/audit": drawOfB,
      "/competitions/:id/heats": competitionOfB,
      "/phases/:id/heats/view": phaseOfB,
      "/phases/:id/heats/entrants": phaseOfB,
      "/phases/:id/heats/draw": phaseOfB,
      "/phases/:id/heats/qualify": phaseOfB,
      "/heats/:id/sheet": heatOfB,
      "/heats/:id/marks": heatOfB,
      "/heats/:id/import": heatOfB,
      "/duels/:id/sheet": duelOfB,
      "/refereeappointments/:id/cancel": appointmentOfB,
      "/my/referees/scales/:id/confirm": appointmentOfB,
      "/my/referees/scales/:id/decline": appointmentOfB,
      "/duels/:id/roster": duelOfB,
      "/competitions/:id/members": competitionOfB,
      "/competitions/:id/required-documents": competitionOfB,
      "/rankings/:id/table": rankingOfB,
      "/olympics/:id/overview": olympicOfB,
      "/bills/:id/detail": billOfB,
      "/bills/:id/receipt": billOfB,
      "/bills/:id/settle": billOfB,
      "/bills/:id/cancel": billOfB,
      "/bills/:id/means": billOfB,
      "/recurrences/:id/preview": recurrenceOfB,
      "/recurrences/:id/run": recurrenceOfB,
      "/olympics/:id/schedule/propose": olympicOfB,
      "/olympics/:id/schedule/check": olympicOfB,
      "/olympics/:id/schedule/apply": olympicOfB,
      "/competitions/:id/schedule/propose": competitionOfB,
      "/competitions/:id/schedule/check": competitionOfB,
      "/competitions/:id/schedule/apply": competitionOfB,
      "/olympics/:id/events/:event_id/competition": olympicOfB,
      "/olympics/:id/results": olympicOfB,
      "/olympics/:id/results/export": olympicOfB,
      "/olympics/:id/events": olympicOfB,
      "/public/olympics/:id": olympicOfB,
      "/public/olympics/:id/events": olympicOfB,
      "/public/olympics/downloads/:id/file": olympicsDownloadOfB,
      "/duels/:id/result": duelOfB,
      "/duels/:id/confirm": duelOfB,
      "/duels/:id/unlock": duelOfB,
      "/duels/:id/correction": duelOfB,
      "/regulations/:id/points": regulationOfB,
      "/regulations/:id/sequences": regulationOfB,
      "/regulations/:id/validate": regulationOfB,
      "/my/associations/:id/competitions/open": associationOfB,
      "/my/associations/:id/competitions/:competition_id/teams": associationOfB,
      "/competitions/teams/:id/approve": teamOfB,
      "/competitions/teams/:id/reject": teamOfB,
      "/public/competitions/:id": competitionOfB,
      "/public/competitions/:id/events": competitionOfB,
      "/public/competitions/:id/heats": competitionOfB,
      "/public/teams/:id": teamOfB,
      "/public/draws/:id/audit": drawOfB,
      "/registertypes/:id/summary": registerTypeOfB,
      "/registerrequests/:id/review": registerRequestOfB,
      "/registerrequests/:id/approve": registerRequestOfB,
      "/registerrequests/:id/reject": registerRequestOfB,
      "/registermembershiprequests/:id/review": membershipRequestOfB,
      "/registermembershiprequests/:id/approve": membershipRequestOfB,
      "/registermembershiprequests/:id/reject": membershipRequestOfB,
      "/registers/:id/payment": registerEntryOfB,
      "/registermemberships/:id/payment": membershipOfB,
      ...Object.fromEntries(
        [
          "",
          "/contracts",
          "/contracts/:contract_id",
          "/entries",
          "/membershiprequests",
          "/membershiprequests/:membershiprequest_id",
          "/memberships",
          "/memberships/:memberships_id",
          "/requestathletes",
          "/requests",
          "/requests/:request_id",
          "/requesttypes",
        ].map((rest) => [`/my/associations/registers/:id${rest}`, associationOfB]),
      ),
    };
    const bodies: Record<string, unknown> = {
      "PATCH /roles/:id": { name: "Tomado", version: roleB.version },
      "PUT /users/:id/roles": { role_ids: [roleA.id] },
      "PATCH /oauth/providers/:key": { name: "Tomado", enabled: false },
      "POST /auth/oauth/:key/exchange": { code: "c".repeat(43) },
      "POST /imports/:id/preview": { mapping: { Nome: "name" } },
      "PATCH /users/:id": { name: "Tomado Teste", version: 0 },
      "PUT /users/:id/image": { upload_id: uploadB.id },
      "POST /users/:id/profilepicture/reject": { reason: "Foto de outra pessoa." },
      "POST /users/:id/socialname/reject": { reason: "Nome de outra pessoa." },
      "POST /userdocuments/:id/reject": { reason: "Ilegível." },
      "POST /associationdocuments/:id/reject": { reason: "Ilegível." },
      "PATCH /my/documents/:id": { notes: "Tomado", version: 0 },
      "POST /associations/:id/reject": { reason: "Tomado." },
      "PUT /associations/:id/shield": { shield: `uploads/${uploadB.id}` },
      "POST /associations/:id/shield/reject": { reason: "Tomado." },
      "POST /associationclaims/:id/reject": { reason: "Tomado." },
      "PATCH /my/associations/:id": { short_name: "Tomado", version: 1 },
      "PUT /my/associations/:id/shield": { shield: `uploads/${uploadB.id}` },
      "POST /my/associations/:id/users": { mode: "link", cpf: personB.cpf },
      "POST /my/associations/finances/:id/bills": { debt_ids: ["00000000-0000-4000-8000-000000000001"] },
      "PATCH /my/students/:id": { name: "Tomado Teste", birthdate: "2015-01-01", gender: "F", version: 0 },
      "POST /users/:id/anonymize": {},
      "PATCH /my/parqs/:id": {
        ...{ q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false },
        declaration: true,
        version: 1,
      },
      "POST /parqs/:id/reject": { reason: "Tomado." },
      "POST /my/referees/scales/:id/decline": { reason: "Tomado aqui." },
      "POST /phases/:id/draw": { pots: [[teamOfB]], seed: "tomado" },
      "POST /phases/:id/heats/draw": { entries: [{ team_id: teamOfB }], seed: "tomado" },
      "PUT /heats/:id/marks": { marks: [{ entry_id: heatOfB, value: "10.00" }] },
      "POST /heats/:id/import": { csv: "Equipe;Raia\nEquipe de B;1", commit: true },
      "PATCH /competitions/:id/duels/schedule": { duels: [{ id: duelOfB, place: "Tomado" }] },
      "PUT /duels/:id/result": { home_score: 9, away_score: 0 },
      "POST /duels/:id/unlock": { reason: "Tomado aqui." },
      "PUT /duels/:id/correction": { home_score: 9, away_score: 0, reason: "Tomado aqui." },
      "PUT /regulations/:id/points": { points: { win: 2, draw: 1, loss: 0 }, version: 1 },
      "PUT /regulations/:id/sequences": {
        sequences: ["points"],
        doublesequences: [],
        multiplesequences: [],
        version: 1,
      },
      "POST /competitions/teams/:id/reject": { reason: "Tomada." },
      "POST /registerrequests/:id/reject": { reason: "Tomado aqui." },
      "POST /registermembershiprequests/:id/reject": { reason: "Tomado aqui." },
      "POST /my/associations/registers/:id/requests": {
        registertype_id: "00000000-0000-4000-8000-000000000001",
        athletes: [{ user_id: personB.id, registerrole_id: "00000000-0000-4000-8000-000000000002" }],
      },
      // The scheduler's: a valid setup, so the answer is the scope's 404 and not the body's 400.
      ...Object.fromEntries(
        ["competitions", "olympics"].flatMap((scope) => {
          const missingSpace = "00000000-0000-4000-8000-00000000a000";
          const setup = { space_ids: [missingSpace], days: ["2026-05-04"] };
          const placements = [{ item_id: `duel:${missingSpace}`, space_id: missingSpace, start: 29_600_000 }];
          return [
            [`POST /${scope}/:id/schedule/propose`, setup],
            [`POST /${scope}/:id/schedule/check`, { setup, placements }],
            [`POST /${scope}/:id/schedule/apply`, { setup, placements }],
          ];
        }),
      ),
    };
    const missing = { ":id": "00000000-0000-4000-8000-000000000000", ":key": "nao-existe" };
    const before = await snapshotOfB();
    expect(recordRoutes.length).toBeGreaterThanOrEqual(10);
    const seen: string[] = [];
    for (const { method, url } of recordRoutes) {
      const target = recordOfB[url];
      expect({ route: `${method} ${url}`, known: Boolean(target) }).toEqual({
        route: `${method} ${url}`,
        known: true,
      });
      const param = url.includes(":id") ? ":id" : ":key";
      const body = bodies[`${method} ${url}`] ?? (method === "GET" || method === "DELETE" ? undefined : {});
      const answer = async (value: string) => {
        const response = await server.app.inject({
          method: method as "GET",
          url: `/t/${a.identifier}/api/v1${url.replace(param, value)}`,
          headers: { authorization: `Bearer ${tokenA}` },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const text = `${response.statusCode} ${response.headers.location ?? ""} ${response.body}`;
        return text.replaceAll(value, "<record>").replace(/"(state|code)=[^"&]*/g, "");
      };
      const ofB = await answer(target!);
      seen.push(`${method} ${url} → ${ofB.slice(0, 3)}`);
      expect({ route: `${method} ${url}`, answer: ofB }).toEqual({
        route: `${method} ${url}`,
        answer: await answer(missing[param]),
      });
      expect(ofB).not.toMatch(/^2/);
    }
    expect(seen).toEqual(expect.arrayContaining(["GET /roles/:id → 404", "PUT /users/:id/roles → 404"]));
    expect(await snapshotOfB()).toEqual(before);
  });
});

describe("row-level security behind the app-level scope", () => {
  it("shows nothing of B inside A's scope, even when the query asks for B's tenant_id", async () => {
    const seen = await server.db.tenant(a.id, async (tx) => ({
      users: rowsOf(await tx.execute(sql`select * from users where tenant_id = ${b.id}`)),
      roles: rowsOf(await tx.execute(sql`select * from roles where tenant_id = ${b.id}`)),
      sessions: rowsOf(await tx.execute(sql`select * from sessions where tenant_id = ${b.id}`)),
      byId: rowsOf(await tx.execute(sql`select * from roles where id = ${roleB.id}`)),
      own: rowsOf(await tx.execute(sql`select id from users where tenant_id = ${a.id}`)),
    }));
    expect(seen).toMatchObject({ users: [], roles: [], sessions: [], byId: [] });
    // The same query does see A's own rows: the emptiness above is the policy, not a broken query.
    expect(seen.own.map((row) => row.id)).toContain(masterA.id);
  });

  it("refuses to write a row of B inside A's scope and cannot change or delete B's rows", async () => {
    const before = await snapshotOfB();
    await server.db.tenant(a.id, async (tx) => {
      const insertError = await refused(
        tx,
        sql`insert into roles (tenant_id, name) values (${b.id}, ${"Intrusa"})`,
      );
      expect(insertError).toMatch(/row-level security/);
      // Moving one of A's rows to B is refused by WITH CHECK as well.
      const moveError = await refused(
        tx,
        sql`update roles set tenant_id = ${b.id} where tenant_id = ${a.id}`,
      );
      expect(moveError).toMatch(/row-level security|violates/);
      const updated = rowsOf(
        await tx.execute(sql`update users set name = 'Tomado' where tenant_id = ${b.id} returning id`),
      );
      const deleted = rowsOf(await tx.execute(sql`delete from roles where tenant_id = ${b.id} returning id`));
      expect({ updated, deleted }).toEqual({ updated: [], deleted: [] });
    });
    expect(await snapshotOfB()).toEqual(before);
  });

  it("shows no tenant-owned row at all in the global scope", async () => {
    const tables = await tenantOwnedTables();
    expect(tables).toEqual(expect.arrayContaining(["users", "roles", "user_roles", "sessions"]));
    const counts = await server.db.global(async (tx) => {
      const result: Record<string, number> = {};
      for (const table of tables) {
        const [row] = rowsOf(await tx.execute(sql.raw(`select count(*)::int as n from "${table}"`)));
        result[table] = Number(row?.n);
      }
      return result;
    });
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    // ...while the owner sees that those tables are not empty.
    const [owned] = rowsOf(await server.db.owner.execute(sql`select count(*)::int as n from users`));
    expect(Number(owned?.n)).toBeGreaterThan(0);
  });

  it("undoes a failed scope's writes and leaves no scope or role behind on the connection", async () => {
    const name = `Desfeita ${Date.now()}`;
    await expect(
      server.db.tenant(a.id, async (tx) => {
        await tx.execute(sql`insert into roles (tenant_id, name) values (${a.id}, ${name})`);
        throw new Error("refused after the write");
      }),
    ).rejects.toThrow("refused after the write");
    // A nested savepoint's failure undoes its own writes only.
    await server.db.tenant(a.id, async (tx) => {
      await tx
        .transaction(async (inner) => {
          await inner.execute(
            sql`insert into roles (tenant_id, name) values (${a.id}, ${`${name} interna`})`,
          );
          throw new Error("inner");
        })
        .catch(() => {});
      const [scope] = rowsOf(await tx.execute(sql`select current_setting('app.tenant_id') as tenant`));
      expect(scope?.tenant).toBe(a.id);
    });
    const [left] = rowsOf(
      await server.db.owner.execute(sql`select count(*)::int as n from roles where name like ${`${name}%`}`),
    );
    expect(Number(left?.n)).toBe(0);
    // Every pooled connection, taken at once, is back to the owner with no tenant set.
    const outside = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.db.owner.execute(
          sql`select current_user as name, coalesce(current_setting('app.tenant_id', true), '') as tenant`,
        ),
      ),
    );
    for (const rows of outside) expect(rowsOf(rows)[0]).toMatchObject({ tenant: "" });
    expect(rowsOf(outside[0]!)[0]?.name).not.toBe("quadra_app");
  });

  it("runs the app as a role that is neither superuser nor BYPASSRLS", async () => {
    const [role] = rowsOf(
      await server.db.owner.execute(
        sql`select rolsuper, rolbypassrls from pg_roles where rolname = 'quadra_app'`,
      ),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const [current] = await server.db.tenant(a.id, async (tx) =>
      rowsOf(await tx.execute(sql`select current_user as name`)),
    );
    expect(current?.name).toBe("quadra_app");
    // Nor may it own a table (an owner could switch row-level security off) or become another role.
    const [powers] = rowsOf(
      await server.db.owner.execute(sql`
        select
          (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = 'quadra_app') as owned,
          (select count(*)::int from pg_roles r where r.rolname <> 'quadra_app'
             and pg_has_role('quadra_app', r.oid, 'MEMBER')) as roles`),
    );
    expect(powers).toEqual({ owned: 0, roles: 0 });
  });
});

/** Tables of schema public with a tenant_id column, except the declared global reference tables. */
const tenantOwnedTables = async () => {
  const rows = rowsOf(
    await server.db.owner.execute(sql`
      select c.relname as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`),
  );
  return rows.map((row) => String(row.name)).filter((name) => !GLOBAL_TABLES_WITH_TENANT_ID.includes(name));
};

describe("the RLS catalogue", () => {
  it("has row-level security enabled, forced and a tenant policy on every table with tenant_id", async () => {
    const tables = await tenantOwnedTables();
    expect(tables.length).toBeGreaterThanOrEqual(9);
    const rows = rowsOf(
      await server.db.owner.execute(sql`
        select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
          (select count(*)::int from pg_policies p
            where p.schemaname = 'public' and p.tablename = c.relname
              and p.qual like '%quadra_current_tenant()%'
              and p.with_check like '%quadra_current_tenant()%') as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`),
    );
    const byName = new Map(rows.map((row) => [String(row.name), row]));
    const state = tables.map((name) => {
      const row = byName.get(name);
      return { name, enabled: row?.enabled, forced: row?.forced, hasPolicy: Number(row?.policies) > 0 };
    });
    expect(state).toEqual(tables.map((name) => ({ name, enabled: true, forced: true, hasPolicy: true })));
  });

  it("keeps the global reference tables free of tenant-owned data", async () => {
    const [tenantHosts] = rowsOf(
      await server.db.owner.execute(sql`
        select array_agg(a.attname::text order by a.attname) as columns from pg_attribute a
        where a.attrelid = 'public.tenant_hosts'::regclass and a.attnum > 0 and not a.attisdropped`),
    );
    // A host name and its tenant: nothing else may be added to a table every request can read.
    expect(tenantHosts?.columns).toEqual(["host", "tenant_id"]);
  });
});
