import { cpfFromBase, MODULE_KEYS, type ModuleKey, type PermissionKey } from "@quadra/shared";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../src/platform/http/envelope.ts";
import { guard, type RouteGuard } from "../src/platform/http/guard.ts";
import type { App } from "../src/platform/http/types.ts";
import { dumpDatabase } from "./dbState.ts";
import { type ApiResponse, startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * The guard chokepoint of the tenant API (ARCHITECTURE §4, spec §5): login, permissions (`x_full`
 * implies `x`, master bypasses), super-only routes, module gating, read-only tenants; a suite
 * generated from the registered routes (401/403/disabled on every guarded route); and validation
 * of every write route with generated bad payloads.
 */

// The foundation has no module yet: these routes stand in for one, behind the same chokepoint.
const extraTenantRoutes = (app: App) => {
  app.get("/test/module", { config: guard({ auth: "login", modules: ["competitions"] }) }, async () =>
    ok({ reached: "module" }),
  );
  app.get("/test/permission", { config: guard({ auth: "login", permissions: ["competitions"] }) }, async () =>
    ok({ reached: "permission" }),
  );
  app.get(
    "/test/permission-full",
    { config: guard({ auth: "login", permissions: ["competitions_full"] }) },
    async () => ok({ reached: "permission-full" }),
  );
};

const TENANT_PREFIX = "/t/:tenant/api/v1";
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];
type Registered = { method: string; url: string; guard: RouteGuard; resource?: string | undefined };
/** The tenant API's routes as registered, relative to `{backend}/api/v1`, with their guards. */
const tenantRoutes: Registered[] = [];
const collectTenantRoute = (route: RouteOptions) => {
  if (!route.url.startsWith(TENANT_PREFIX) || !route.config?.guard) return;
  for (const method of [route.method].flat()) {
    if (method !== "HEAD")
      tenantRoutes.push({
        method,
        url: route.url.slice(TENANT_PREFIX.length),
        guard: route.config.guard,
        resource: route.config.resource,
      });
  }
};
const registered = () => tenantRoutes.filter((route) => WRITE_METHODS.includes(route.method));
/** A concrete path for a route: its parameters filled with well-formed values of no record. */
const concrete = (url: string) =>
  url.slice(1).replace(":id", "00000000-0000-4000-8000-000000000000").replace(":key", "sso");

let server: TestServer;
let tenant: TestTenant;

beforeAll(async () => {
  server = await startTestServer({ extraTenantRoutes, onRoute: collectTenantRoute });
  tenant = await server.createTenant();
});
afterAll(() => server.close());

const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|must|should|characters)\b/i;

/** A malformed URL or JSON body is refused as a whole, with no field to name. */
const decodable = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/** The field labels a 400 message names: "Nome: ..." or "Corrija os campos: Nome, E-mail." */
const namedFields = (message: string) =>
  message.startsWith("Corrija os campos: ")
    ? message.slice("Corrija os campos: ".length).replace(/\.$/, "").split(", ")
    : [message.split(": ")[0] ?? ""];

/** A failure envelope: status 0 and a pt-BR message a person can act on. */
const expectFailure = (response: ApiResponse, status: number, code?: string) => {
  expect({ status: response.status, envelope: response.body.status, code: response.body.code }).toEqual({
    status,
    envelope: 0,
    code,
  });
  expect(response.body.message).toEqual(expect.any(String));
  expect(response.body.message).not.toMatch(ENGLISH);
};

// These walk every registered route through the API: well under a minute alone, several beside
// CI's browser suite (this suite runs niced there).
const WALK_TIMEOUT = 600_000;

describe("permissions", () => {
  it("answers 403 denied without the permission and 200 with it", async () => {
    const without = await server.createUser(tenant, { permissions: ["users"] });
    const withRoles = await server.createUser(tenant, { permissions: ["roles"] });
    const denied = await server.api(tenant, "GET", "roles", { token: await server.login(tenant, without) });
    expectFailure(denied, 403, "denied");
    expect(denied.body.message).toMatch(/permissão/);
    expect(denied.body.result).toBeUndefined();
    const allowed = await server.api(tenant, "GET", "roles", {
      token: await server.login(tenant, withRoles),
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.result.map((role: { name: string }) => role.name)).toContain("Secretaria");
  });

  it("refuses a write without the permission and leaves the data as it was", async () => {
    const user = await server.createUser(tenant, { permissions: ["users"] });
    const before = await dumpDatabase(server.db);
    const response = await server.api(tenant, "POST", "roles", {
      token: await server.login(tenant, user),
      body: { name: "Sem direito" },
    });
    expectFailure(response, 403, "denied");
    const after = await dumpDatabase(server.db);
    // The login above opened a session; nothing else may change.
    expect({ ...after, sessions: [] }).toEqual({ ...before, sessions: [] });
  });

  it("lets x_full imply x, but not x imply x_full", async () => {
    const full = await server.login(
      tenant,
      await server.createUser(tenant, { permissions: ["competitions_full"] }),
    );
    const scoped = await server.login(
      tenant,
      await server.createUser(tenant, { permissions: ["competitions"] }),
    );
    const none = await server.loginAs(tenant, { permissions: ["users"] });
    const statuses = async (token: string) => [
      (await server.api(tenant, "GET", "test/permission", { token })).status,
      (await server.api(tenant, "GET", "test/permission-full", { token })).status,
    ];
    expect(await statuses(full)).toEqual([200, 200]);
    expect(await statuses(scoped)).toEqual([200, 403]);
    expect(await statuses(none)).toEqual([403, 403]);
  });

  it("lets a master without any role through every permission guard", async () => {
    const master = await server.loginAs(tenant, { master: true });
    for (const path of ["roles", "test/permission", "test/permission-full"]) {
      const response = await server.api(tenant, "GET", path, { token: master });
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
    }
  });

  it("answers 401 to a login route without a token or with an unknown one", async () => {
    expectFailure(await server.api(tenant, "GET", "roles"), 401);
    expectFailure(await server.api(tenant, "GET", "auth/me", { token: "x".repeat(43) }), 401);
  });

  it("refuses super-only routes to a master who is not super", async () => {
    const master = await server.loginAs(tenant, { master: true });
    const superUser = await server.loginAs(tenant, { super: true });
    const denied = await server.api(tenant, "GET", "platform/tenants", { token: master });
    expectFailure(denied, 403, "denied");
    const before = await dumpDatabase(server.db);
    const create = await server.api(tenant, "POST", "platform/tenants", {
      token: master,
      body: { identifier: "intrusa", code: "intrusa", name: "Intrusa" },
    });
    expectFailure(create, 403, "denied");
    expect(await dumpDatabase(server.db)).toEqual(before);
    expectFailure(await server.api(tenant, "GET", "platform/tenants"), 401);
    const allowed = await server.api(tenant, "GET", "platform/tenants", { token: superUser });
    expect(allowed.status).toBe(200);
    expect(allowed.body.result.data.map((row: { id: string }) => row.id)).toContain(tenant.id);
  });
});

describe("every guarded route, generated from the registered routes", () => {
  type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  const call = (target: TestTenant, route: Registered, token?: string) =>
    server.api(target, route.method as Method, concrete(route.url), {
      ...(token ? { token } : {}),
      ...(route.method === "GET" ? {} : { body: {} }),
    });

  it(
    "answers 401 without a token, 403 without the permission or super, and writes nothing",
    async () => {
      const target = await server.createTenant();
      // A person with only the personal permissions every registered athlete gets.
      const athletePermissions: PermissionKey[] = ["my_teams", "my_users"];
      const athlete = await server.loginAs(target, { permissions: athletePermissions });
      const master = await server.loginAs(target, { master: true });
      const before = await dumpDatabase(server.db);
      const problems: string[] = [];
      const expectStatus = (
        route: Registered,
        who: string,
        response: ApiResponse,
        status: number,
        code?: string,
      ) => {
        if (response.status !== status || response.body.status !== 0 || response.body.code !== code)
          problems.push(
            `${route.method} ${route.url} as ${who}: ${response.status} ${JSON.stringify(response.body)}`,
          );
      };
      const guarded = tenantRoutes.filter((route) => route.guard.auth !== "public");
      expect(guarded.length).toBeGreaterThan(15);
      for (const route of guarded) {
        expectStatus(route, "anonymous", await call(target, route), 401);
        if (route.guard.auth === "super")
          expectStatus(route, "master", await call(target, route, master), 403, "denied");
        // Routes that need only what the athlete holds (my_teams: /my/teams…) are theirs to call.
        if (route.guard.permissions?.some((key) => !athletePermissions.includes(key)))
          expectStatus(route, "athlete", await call(target, route, athlete), 403, "denied");
      }
      expect(problems).toEqual([]);
      expect(await dumpDatabase(server.db)).toEqual(before);
    },
    WALK_TIMEOUT,
  );

  it("answers 423 to every write route of a read-only tenant but the ones allowed to run", async () => {
    const readOnly = await server.createTenant({ readOnlyUntil: new Date(Date.now() + 86_400_000) });
    const token = await server.loginAs(readOnly, { master: true, super: true });
    const outcome = (response: ApiResponse) =>
      response.status === 423 && response.body.code === "read_only" ? "refused" : "runs";
    const before = await dumpDatabase(server.db);
    const refusedRoutes = registered().filter((route) => !route.guard.allowReadOnly);
    expect(refusedRoutes.map((route) => `${route.method} ${route.url}`)).toContain("POST /roles");
    for (const route of refusedRoutes) {
      const response = await call(readOnly, route, token);
      expect(`${route.method} ${route.url} ${outcome(response)}`).toBe(
        `${route.method} ${route.url} refused`,
      );
    }
    expect(await dumpDatabase(server.db)).toEqual(before);
    // Those allowed to run (login, logout, check...) get past the read-only check; each with a fresh
    // session, since logging out ends the one it is called with.
    const allowed = registered().filter((route) => route.guard.allowReadOnly);
    expect(allowed.map((route) => `${route.method} ${route.url}`)).toContain("POST /auth/login");
    for (const route of allowed) {
      const fresh = await server.loginAs(readOnly, { master: true });
      const response = await call(readOnly, route, fresh);
      expect(`${route.method} ${route.url} ${outcome(response)}`).toBe(`${route.method} ${route.url} runs`);
    }
  });

  it("answers 403 disabled on every module-gated route when the module is off", async () => {
    const gated = tenantRoutes.filter((route) => route.guard.modules?.length);
    expect(gated.length).toBeGreaterThan(0);
    // One tenant (and its master's session) per set of modules hidden, not one per route: with some
    // 200 gated routes, a tenant each took most of the test's 30 s on a loaded machine.
    const tenants = new Map<string, Promise<{ off: TestTenant; token: string }>>();
    const tenantWithout = (modules: readonly ModuleKey[]) => {
      const key = [...modules].sort().join(",");
      if (!tenants.has(key))
        tenants.set(
          key,
          server.createTenant({ hidden: [...modules] }).then(async (off) => ({
            off,
            token: await server.loginAs(off, { master: true, super: true }),
          })),
        );
      return tenants.get(key)!;
    };
    for (const route of gated) {
      const { off, token } = await tenantWithout(route.guard.modules!);
      const response = await call(off, route, token);
      expect({ route: route.url, status: response.status, code: response.body.code }).toEqual({
        route: route.url,
        status: 403,
        code: "disabled",
      });
    }
  });
});

describe("module gating", () => {
  const gated = async (target: TestTenant) => {
    const token = await server.loginAs(target, { master: true });
    return server.api(target, "GET", "test/module", { token });
  };

  it("answers 403 disabled naming the module when it is hidden, even to a master", async () => {
    const response = await gated(await server.createTenant({ hidden: ["competitions"] }));
    expectFailure(response, 403, "disabled");
    expect(response.body.message).toBe("O módulo Competições não está habilitado para este portal.");
  });

  it("answers 403 disabled when the module is not available", async () => {
    const response = await gated(
      await server.createTenant({ modules: MODULE_KEYS.filter((key) => key !== "competitions") }),
    );
    expectFailure(response, 403, "disabled");
    expect(response.body.message).toMatch(/Competições/);
  });

  it("answers the route when the module is on", async () => {
    const response = await gated(await server.createTenant({ modules: ["competitions"] }));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 1, result: { reached: "module" } });
  });
});

describe("read-only tenant", () => {
  it("answers 423 to writes, changes nothing, and still lets people log in and out", async () => {
    const readOnly = await server.createTenant({ readOnlyUntil: new Date(Date.now() + 86_400_000) });
    const master = await server.createUser(readOnly, { master: true });
    const token = await server.login(readOnly, master);
    const before = await dumpDatabase(server.db);

    const writes: ["POST" | "PATCH" | "PUT", string, unknown][] = [
      ["POST", "roles", { name: "Nova" }],
      ["PATCH", "configs/common", { version: 0, title: "Outro título" }],
      ["PUT", `users/${master.id}/roles`, { role_ids: [] }],
      ["POST", "auth/password", { current_password: master.password, password: "outra senha forte" }],
    ];
    for (const [method, path, body] of writes) {
      const response = await server.api(readOnly, method, path, { token, body });
      expectFailure(response, 423, "read_only");
      expect(response.body.message).toMatch(/somente leitura até \d{2}\/\d{2}\/\d{4}/);
    }
    expect(await dumpDatabase(server.db)).toEqual(before);

    const reads = await server.api(readOnly, "GET", "configs/common");
    expect(reads.status).toBe(200);
    expect(reads.body.result.read_only_until).toBe(readOnly.readOnlyUntil?.toISOString());

    const again = await server.login(readOnly, master);
    const out = await server.api(readOnly, "POST", "auth/logout", { token: again, body: {} });
    expect(out.status).toBe(200);
    expect((await server.api(readOnly, "GET", "auth/me", { token: again })).status).toBe(401);
    expect((await server.api(readOnly, "GET", "auth/me", { token })).status).toBe(200);
  });

  it("accepts writes again once the date has passed", async () => {
    const past = await server.createTenant({ readOnlyUntil: new Date(Date.now() - 60_000) });
    const token = await server.loginAs(past, { master: true });
    const created = await server.api(past, "POST", "roles", { token, body: { name: "Nova" } });
    expect(created.status).toBe(201);
  });
});

describe("requests the API cannot read", () => {
  it("answers unknown addresses, oversized bodies and non-JSON bodies with the failure envelope", async () => {
    const token = await server.loginAs(tenant, { master: true });
    const send = (url: string, method: "GET" | "POST", payload?: string, contentType = "application/json") =>
      server.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, "content-type": contentType },
        ...(payload === undefined ? {} : { payload }),
      });
    const base = `/t/${tenant.identifier}/api/v1`;
    const answers = [
      await send(`${base}/nao-existe`, "GET"),
      await send("/t/nao-existe/api/v1/roles", "GET"),
      await send(`${base}/roles`, "POST", JSON.stringify({ name: "x".repeat(1_100_000) })),
      await send(`${base}/roles`, "POST", "name=Papel", "application/x-www-form-urlencoded"),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 413, 415]);
    for (const answer of answers) {
      const body = answer.json();
      expect(body.status).toBe(0);
      expect(body.message).not.toMatch(ENGLISH);
    }
  });
});

describe("validation of every write route", () => {
  type Method = "POST" | "PATCH" | "PUT" | "DELETE";
  type WriteRoute = {
    method: Method;
    path: string;
    /** A body that is valid in shape; only broken copies of it are sent. */
    body?: Record<string, unknown>;
    /** Fields whose absence must be refused. */
    required?: string[];
  };
  type Case = { name: string; method: Method; path: string; payload?: string; contentType?: string };

  const LONG = "x".repeat(10_000);
  const ID = "00000000-0000-4000-8000-000000000000";
  // Path parameters: a well-formed value (of no record) and malformed ones.
  const PARAMS: Record<string, { valid: string; bad: string[] }> = {
    ":id": { valid: ID, bad: ["nao-e-uuid", "123", "00000000-0000-0000-0000-00000000000g", "%E0%A4%A"] },
    ":key": { valid: "sso", bad: ["-ruim-", "x".repeat(300), "chave%20com%20espa%C3%A7o"] },
    ":membershiprequest_id": { valid: ID, bad: ["nao-e-uuid", "123"] },
    ":bills_id": { valid: ID, bad: ["nao-e-uuid", "123"] },
  };
  const withParams = (path: string, pick: (param: { valid: string; bad: string[] }) => string) =>
    Object.entries(PARAMS).reduce((result, [name, param]) => result.replace(name, pick(param)), path);

  const wrongTypes = (value: unknown): unknown[] => {
    if (typeof value === "string") return [12345, true, ["texto"], { texto: 1 }];
    if (typeof value === "number") return ["doze", -1.5, null];
    if (typeof value === "boolean") return ["sim", 1];
    if (Array.isArray(value)) return ["lista", 7, [{}]];
    return [7, "objeto", []];
  };

  const casesOf = (route: WriteRoute): Case[] => {
    const cases: Case[] = [];
    const path = withParams(route.path, (param) => param.valid);
    const send = (name: string, body: unknown, at = path) =>
      cases.push({ name, method: route.method, path: at, payload: JSON.stringify(body) });
    for (const [name, param] of Object.entries(PARAMS)) {
      if (!route.path.includes(name)) continue;
      for (const bad of param.bad)
        send(`${name} ${bad.slice(0, 20)}`, route.body ?? {}, route.path.replace(name, bad));
    }
    if (!route.body) return cases;
    for (const field of route.required ?? []) {
      const { [field]: _, ...rest } = route.body;
      send(`without ${field}`, rest);
    }
    for (const [field, value] of Object.entries(route.body)) {
      for (const wrong of wrongTypes(value))
        send(`${field} as ${JSON.stringify(wrong)}`, { ...route.body, [field]: wrong });
      if (typeof value === "string") send(`${field} too long`, { ...route.body, [field]: LONG });
    }
    send("body as array", [route.body]);
    send("body as string", "texto");
    cases.push({
      name: "malformed JSON",
      method: route.method,
      path,
      payload: '{"name": "sem fim',
      contentType: "application/json",
    });
    return cases;
  };

  const registration = {
    name: "Maria da Silva",
    cpf: cpfFromBase("123123123"),
    email: "maria.validacao@example.com",
    phone: "(11) 98765-4321",
    birthdate: "2001-05-20",
    password: "uma senha bem forte",
    accept_terms: true,
  };
  const credentials = { login: "ninguem@example.com", password: "uma senha qualquer" };
  const PARQ_ALL_NO = { q1: false, q2: false, q3: false, q4: false, q5: false, q6: false, q7: false };
  const routes: WriteRoute[] = [
    {
      method: "PATCH",
      path: "configs/common",
      body: { version: 0, title: "Novo título" },
      required: ["version"],
    },
    { method: "POST", path: "auth/login", body: credentials, required: ["login", "password"] },
    { method: "POST", path: "auth/check", body: credentials, required: ["login", "password"] },
    { method: "POST", path: "auth/register", body: registration, required: Object.keys(registration) },
    // A logout accepts any body and revokes the token whatever it holds (logout.test.ts): no case.
    { method: "POST", path: "auth/logout" },
    {
      method: "POST",
      path: "auth/password",
      body: { current_password: "a senha atual", password: "nova senha forte" },
      required: ["current_password", "password"],
    },
    {
      method: "POST",
      path: "auth/password/forgot",
      body: { login: "ninguem@example.com" },
      required: ["login"],
    },
    {
      method: "POST",
      path: "auth/password/reset",
      body: { token: "t".repeat(43), password: "nova senha forte" },
      required: ["token", "password"],
    },
    {
      method: "POST",
      path: "roles",
      body: { name: "Papel", description: "", permissions: ["users"], admin: false, is_default: false },
      required: ["name"],
    },
    { method: "PATCH", path: "roles/:id", body: { name: "Papel", version: 0 }, required: ["version"] },
    { method: "DELETE", path: "roles/:id" },
    { method: "PUT", path: "users/:id/roles", body: { role_ids: [ID] }, required: ["role_ids"] },
    // People (staff register): the cpf is valid, the version and ids of no record.
    {
      method: "POST",
      path: "users",
      body: {
        name: "Ana Souza",
        cpf: "529.982.247-25",
        email: "ana@example.com",
        phone: "11987654321",
        birthdate: "2000-01-31",
      },
      required: ["name", "cpf", "phone", "birthdate"],
    },
    { method: "PATCH", path: "users/:id", body: { name: "Ana Souza", version: 0 }, required: ["version"] },
    { method: "POST", path: "users/:id/disable" },
    { method: "POST", path: "users/:id/enable" },
    { method: "PUT", path: "users/:id/image", body: { upload_id: ID }, required: ["upload_id"] },
    { method: "DELETE", path: "users/:id/image" },
    { method: "POST", path: "users/:id/profilepicture/approve", body: {} },
    {
      method: "POST",
      path: "users/:id/profilepicture/reject",
      body: { reason: "Foto escura." },
      required: ["reason"],
    },
    { method: "POST", path: "users/:id/socialname/approve", body: {} },
    {
      method: "POST",
      path: "users/:id/socialname/reject",
      body: { reason: "Nome incompleto." },
      required: ["reason"],
    },
    {
      method: "POST",
      path: "platform/tenants",
      body: {
        identifier: "nova-federacao",
        code: "nova",
        name: "Nova Federação",
        hosts: ["nova.example.com"],
        available_modules: ["competitions"],
        public: true,
        read_only_until: null,
        master: { name: "Ana Souza", email: "ana@example.com" },
      },
      required: ["identifier", "code", "name"],
    },
    {
      method: "PATCH",
      path: "platform/tenants/:id",
      body: { version: 0, name: "Outro nome" },
      required: ["version"],
    },
    { method: "DELETE", path: "platform/tenants/:id", body: { confirm: "outro" }, required: ["confirm"] },
    { method: "POST", path: "auth/oauth/:key/exchange", body: { code: "c".repeat(43) }, required: ["code"] },
    {
      method: "POST",
      path: "oauth/providers",
      body: {
        key: "sso-teste",
        name: "SSO da federação",
        issuer: "https://sso.example.com",
        client_id: "cliente",
        client_secret: "segredo",
        scopes: "openid email",
        allow_signup: false,
        enabled: true,
      },
      required: ["key", "name", "issuer", "client_id", "client_secret"],
    },
    { method: "PATCH", path: "oauth/providers/:key", body: { name: "SSO", enabled: false } },
    { method: "DELETE", path: "oauth/providers/:key" },
    // A multipart route: these JSON bodies carry no file, so every case must still be refused (400 on
    // field `file`); the multipart cases themselves are in uploads.test.ts.
    { method: "POST", path: "uploads", body: { visibility: "public" } },
    { method: "DELETE", path: "uploads/:id" },
    // Imports: the upload is multipart as well (400 on `file`; the multipart cases are in
    // imports.test.ts); a commit without its Idempotency-Key header is refused before anything else.
    { method: "POST", path: "imports", body: { resource: "countries" } },
    {
      method: "POST",
      path: "imports/:id/preview",
      body: { mapping: { Nome: "name" } },
      required: ["mapping"],
    },
    { method: "POST", path: "imports/:id/commit" },
    // People imports: the images imports take a .zip as multipart (400 on `file`; the multipart cases
    // are in imagesImport.test.ts); a manager's import of athletes has the steps of imports.
    { method: "POST", path: "users/images/import", body: {} },
    { method: "POST", path: "associations/images/import", body: {} },
    { method: "POST", path: "my/associations/:id/imports", body: {} },
    {
      method: "POST",
      path: "my/associations/:id/imports/:importId/preview",
      body: { mapping: { Nome: "name" } },
      required: ["mapping"],
    },
    { method: "POST", path: "my/associations/:id/imports/:importId/commit" },
    // The seeds take no body (anything sent is ignored): there is nothing to break but the guard.
    { method: "POST", path: "seed/regions" },
    { method: "POST", path: "seed/demo" },
    {
      method: "PUT",
      path: "configs/appearance",
      body: {
        version: 0,
        primary_color: "grape",
        logo_light: "https://cdn.example.com/logo.png",
        logo_dark: null,
      },
      required: ["version", "primary_color", "logo_light", "logo_dark"],
    },
    {
      method: "PATCH",
      path: "whatsapp/settings",
      body: {
        version: 0,
        phone_number_id: "106540352242922",
        business_account_id: "102290129340398",
        access_token: "EAAG-token",
        api_base_url: "https://graph.facebook.com/v21.0",
        default_template: "hello_world",
        default_language: "pt_BR",
      },
      required: ["version", "api_base_url", "default_language"],
    },
    // Documents: decisions on records that do not exist (404 once the body is valid); a person's
    // document naming a type that does not exist (400 on the type).
    { method: "POST", path: "userdocuments/:id/approve", body: { reason: "Conferido." } },
    { method: "POST", path: "userdocuments/:id/reject", body: { reason: "Ilegível." }, required: ["reason"] },
    { method: "POST", path: "associationdocuments/:id/approve", body: { reason: "Conferido." } },
    {
      method: "POST",
      path: "associationdocuments/:id/reject",
      body: { reason: "Ilegível." },
      required: ["reason"],
    },
    {
      method: "POST",
      path: "my/documents",
      body: { documenttype_id: ID, number: "12.345.678-9", file: `uploads/${ID}` },
      required: ["documenttype_id", "file"],
    },
    {
      method: "PATCH",
      path: "my/documents/:id",
      body: { notes: "Nova foto", version: 0 },
      required: ["version"],
    },
    // Associations: decisions on records that do not exist, the manager area of associations the
    // caller does not manage (404 once the body is valid), claims and affiliations.
    { method: "POST", path: "associations/:id/approve", body: { reason: "Conferido." } },
    {
      method: "POST",
      path: "associations/:id/reject",
      body: { reason: "Incompleto." },
      required: ["reason"],
    },
    {
      method: "PUT",
      path: "associations/:id/shield",
      body: { shield: `uploads/${ID}` },
      required: ["shield"],
    },
    { method: "POST", path: "associations/:id/shield/approve", body: { reason: "Conferido." } },
    {
      method: "POST",
      path: "associations/:id/shield/reject",
      body: { reason: "Borrado." },
      required: ["reason"],
    },
    { method: "POST", path: "associationclaims/:id/approve", body: { reason: "Conferido." } },
    {
      method: "POST",
      path: "associationclaims/:id/reject",
      body: { reason: "Sem ata." },
      required: ["reason"],
    },
    {
      method: "POST",
      path: "my/associationclaims",
      body: { association_id: ID, role: "president", file: `uploads/${ID}`, message: "Sou o presidente." },
      required: ["association_id", "role"],
    },
    {
      method: "POST",
      path: "my/register_associations",
      body: {
        name: "Clube Validação",
        cnpj: "11.222.333/0001-81",
        email: "clube@example.com",
        role: "president",
      },
      required: ["name", "role"],
    },
    {
      method: "PATCH",
      path: "my/associations/:id",
      body: { short_name: "CV", version: 0 },
      required: ["version"],
    },
    { method: "POST", path: "my/associations/:id/token" },
    {
      method: "PUT",
      path: "my/associations/:id/shield",
      body: { shield: `uploads/${ID}` },
      required: ["shield"],
    },
    { method: "POST", path: "my/associations/:id/users", body: { mode: "link", cpf: "123.456.789-09" } },
    { method: "POST", path: "my/associations/:id/users/:affiliation_id/accept" },
    { method: "POST", path: "my/associations/:id/users/:affiliation_id/end" },
    // A manager's side of an athlete's documents and photo (managerDocuments.test.ts has the valid ones).
    {
      method: "POST",
      path: "my/associations/:id/users/:user_id/documents",
      body: { documenttype_id: ID, number: "12", file: `uploads/${ID}` },
      required: ["documenttype_id", "file"],
    },
    {
      method: "PATCH",
      path: "my/associations/:id/users/:user_id/documents/:document_id",
      body: { notes: "Nova foto", version: 0 },
      required: ["version"],
    },
    {
      method: "PUT",
      path: "my/associations/:id/users/:user_id/image",
      body: { upload_id: ID },
      required: ["upload_id"],
    },
    // The same per team and per school (scopedDocuments.test.ts has the valid ones).
    ...["teams", "schools"].flatMap((scope) => [
      {
        method: "POST" as const,
        path: `my/${scope}/:id/users/:user_id/documents`,
        body: { documenttype_id: ID, number: "12", file: `uploads/${ID}` },
        required: ["documenttype_id", "file"],
      },
      {
        method: "PATCH" as const,
        path: `my/${scope}/:id/users/:user_id/documents/:document_id`,
        body: { notes: "Nova foto", version: 0 },
        required: ["version"],
      },
      {
        method: "PUT" as const,
        path: `my/${scope}/:id/users/:user_id/image`,
        body: { upload_id: ID },
        required: ["upload_id"],
      },
    ]),
    // The running association's managers and the educational occurrences (schools.test.ts has the valid ones).
    {
      method: "POST",
      path: "my/associations/:id/educationaloccurrences",
      body: {
        school_id: ID,
        user_id: ID,
        occurred_on: "2025-03-10",
        kind: "behavior",
        description: "Discussão no treino.",
      },
      required: ["school_id", "user_id", "occurred_on", "kind", "description"],
    },
    {
      method: "PATCH",
      path: "my/associations/:id/educationaloccurrences/:occurrence_id",
      body: { status: "closed", version: 0 },
      required: ["version"],
    },
    // A managed team's roster (teams.test.ts has the valid ones and the rules).
    {
      method: "POST",
      path: "my/associations/:id/teams/:team_id/members",
      body: { user_id: ID, role: "athlete", number: 10, position: "Ponta" },
      required: ["user_id", "role"],
    },
    {
      method: "PATCH",
      path: "my/associations/:id/teams/:team_id/members/:member_id",
      body: { role: "captain", number: 9, position: "Líbero" },
    },
    { method: "DELETE", path: "my/associations/:id/teams/:team_id/members/:member_id" },
    {
      method: "PUT",
      path: "my/associations/:id/teams/:team_id/responsible",
      body: { user_id: ID },
      required: ["user_id"],
    },
    { method: "POST", path: "my/affiliations", body: { token: "ABCD2345" }, required: ["token"] },
    // The /my area and LGPD (the caller's own records; the valid copies are in my.test.ts and
    // privacy.test.ts). Routes without body or params (POST my/card/token, DELETE my/image) have no
    // case to break.
    {
      method: "PATCH",
      path: "my/data",
      body: {
        name: registration.name,
        cpf: registration.cpf,
        email: registration.email,
        phone: registration.phone,
        birthdate: registration.birthdate,
        version: 0,
        father_name: "José",
      },
      required: ["version", "name", "email"],
    },
    { method: "PUT", path: "my/image", body: { upload_id: ID }, required: ["upload_id"] },
    { method: "DELETE", path: "my/image" },
    { method: "POST", path: "my/card/token" },
    {
      method: "POST",
      path: "my/students",
      body: { name: "Joana Pereira", birthdate: "2015-06-01", gender: "F", rg: "12.345.678-9" },
      required: ["name", "birthdate", "gender"],
    },
    {
      method: "PATCH",
      path: "my/students/:id",
      body: { name: "Joana Pereira", birthdate: "2015-06-01", gender: "F", version: 0 },
      required: ["name", "birthdate", "gender", "version"],
    },
    { method: "DELETE", path: "my/students/:id" },
    { method: "POST", path: "my/consents", body: { purpose: "image" }, required: ["purpose"] },
    { method: "POST", path: "my/consents/:id/revoke" },
    {
      method: "POST",
      path: "my/privacy/requests",
      body: { kind: "deletion", details: "Saí da federação." },
      required: ["kind"],
    },
    { method: "POST", path: "users/:id/anonymize", body: { request_id: ID } },
    // PAR-Q: no variant below is a valid questionnaire (clearance and person are left out on purpose).
    {
      method: "POST",
      path: "my/parqs",
      body: { ...PARQ_ALL_NO, declaration: true },
      required: ["q1", "q7", "declaration"],
    },
    {
      method: "PATCH",
      path: "my/parqs/:id",
      body: { ...PARQ_ALL_NO, declaration: true, version: 1 },
      required: ["q3", "declaration", "version"],
    },
    { method: "POST", path: "parqs/:id/approve", body: { reason: "Atestado conferido." } },
    // Finances: a bill of chosen debts (of no payer here), its manual settlement and cancellation,
    // and a recurrence's run now (of no recurrence).
    {
      method: "POST",
      path: "bills/create",
      body: {
        user_id: "00000000-0000-4000-8000-000000000000",
        debt_ids: ["00000000-0000-4000-8000-000000000001"],
      },
      required: ["debt_ids"],
    },
    {
      method: "POST",
      path: "bills/:id/settle",
      body: { means: "cash", amount_cents: 1_000 },
      required: ["means", "amount_cents"],
    },
    { method: "POST", path: "bills/:id/cancel", body: { reason: "Valor renegociado" }, required: ["reason"] },
    { method: "POST", path: "bills/:id/means" },
    { method: "POST", path: "recurrences/:id/run" },
    {
      method: "POST",
      path: "parqs/:id/reject",
      body: { reason: "Atestado ilegível." },
      required: ["reason"],
    },
    // Nothing is configured on this tenant, so even a valid message never reaches the Cloud API.
    {
      method: "POST",
      path: "whatsapp/test",
      body: { to: "(11) 98765-4321", kind: "text", text: "Mensagem de teste" },
      required: ["to"],
    },
    // Referees: the board's check, cancel and notices, and a referee's answers (valid copies in referees.test.ts).
    {
      method: "POST",
      path: "referees/check",
      body: { duel_id: ID, referee_id: ID, role_id: ID },
      required: ["referee_id", "role_id"],
    },
    { method: "POST", path: "refereeappointments/:id/cancel" },
    { method: "POST", path: "referees/notify", body: { ids: [ID] }, required: ["ids"] },
    { method: "POST", path: "my/referees/scales/:id/confirm" },
    {
      method: "POST",
      path: "my/referees/scales/:id/decline",
      body: { reason: "Tenho outro compromisso." },
      required: ["reason"],
    },
    // Competitions: the director's writes (no phase, duel or competition has these ids).
    {
      method: "POST",
      path: "phases/:id/draw",
      body: { pots: [[ID, "00000000-0000-4000-8000-000000000001"]], seed: "semente" },
      required: ["pots"],
    },
    { method: "POST", path: "phases/:id/qualify" },
    {
      method: "POST",
      path: "phases/:id/fixtures",
      body: { starts_on: "2026-03-01", days_between_rounds: 7 },
    },
    { method: "POST", path: "phases/:id/rounds/next" },
    {
      method: "PATCH",
      path: "competitions/:id/duels/schedule",
      body: { duels: [{ id: ID, scheduled_at: "2026-03-01T15:00:00-03:00", place: "Ginásio", court: "1" }] },
      required: ["duels"],
    },
    {
      method: "PUT",
      path: "duels/:id/result",
      body: { home_score: 2, away_score: 1, notes: "Súmula conferida" },
      required: ["home_score", "away_score"],
    },
    { method: "DELETE", path: "duels/:id/result" },
    { method: "POST", path: "duels/:id/confirm" },
    { method: "POST", path: "duels/:id/unlock", body: { reason: "Recurso aceito" }, required: ["reason"] },
    {
      method: "PUT",
      path: "duels/:id/correction",
      body: { home_score: 2, away_score: 1, reason: "Súmula corrigida" },
      required: ["home_score", "away_score", "reason"],
    },
    // Heats (heats.test.ts has the valid ones): no phase or heat has these ids.
    {
      method: "POST",
      path: "phases/:id/heats/draw",
      body: { entries: [{ team_id: ID, seed_mark: 61.5 }], heats: 1, seed: "semente" },
      required: ["entries"],
    },
    { method: "POST", path: "phases/:id/heats/qualify", body: { seed: "final" } },
    {
      method: "PUT",
      path: "heats/:id/marks",
      body: { marks: [{ entry_id: ID, value: "1:02.34" }] },
      required: ["marks"],
    },
    {
      method: "POST",
      path: "heats/:id/import",
      body: { csv: "Equipe;Atleta;Raia;Marca\nAlfa;Ana;1;62.34", commit: false },
      required: ["csv"],
    },
    // Regulations (regulations.test.ts has the valid ones): no regulation or preset has these ids.
    { method: "POST", path: "regulations/presets/:preset", body: { name: "Copa" }, required: ["name"] },
    {
      method: "PUT",
      path: "regulations/:id/points",
      body: { points: { win: 3, draw: 1, loss: 0 }, version: 0 },
      required: ["points", "version"],
    },
    {
      method: "PUT",
      path: "regulations/:id/sequences",
      body: { sequences: ["points", "wins"], doublesequences: [], multiplesequences: [], version: 0 },
      required: ["sequences", "version"],
    },
    { method: "POST", path: "regulations/:id/validate" },
    // Teams registered by associations and the staff's decisions (competitionRegistrations.test.ts).
    {
      method: "POST",
      path: "my/associations/:id/competitions/:competition_id/teams",
      body: { name: "Equipe A", members: [{ user_id: ID, role: "athlete", number: 10 }] },
      required: ["name", "members"],
    },
    { method: "POST", path: "competitions/teams/:id/approve", body: { reason: "Documentos em ordem." } },
    {
      method: "POST",
      path: "competitions/teams/:id/reject",
      body: { reason: "Faltam documentos." },
      required: ["reason"],
    },
    // Games: an event's competition created from the edition (olympics.test.ts has the valid one).
    { method: "POST", path: "olympics/:id/events/:event_id/competition" },
    // The games-day scheduler (schedules.test.ts has the valid ones): no competition or edition has these ids.
    ...["competitions", "olympics"].flatMap((scope): WriteRoute[] => [
      {
        method: "POST",
        path: `${scope}/:id/schedule/propose`,
        body: { space_ids: [ID], days: ["2026-05-04"] },
        required: ["space_ids", "days"],
      },
      {
        method: "POST",
        path: `${scope}/:id/schedule/check`,
        body: { setup: { space_ids: [ID], days: ["2026-05-04"] }, placements: [] },
        required: ["setup", "placements"],
      },
      {
        method: "POST",
        path: `${scope}/:id/schedule/apply`,
        body: {
          setup: { space_ids: [ID], days: ["2026-05-04"] },
          placements: [{ item_id: `duel:${ID}`, space_id: ID, start: 29_600_000 }],
        },
        required: ["setup", "placements"],
      },
    ]),
    // Payments (payments.test.ts has the valid ones): the settings, a statement (multipart: 400 on
    // `file`), its confirmation; a gateway's webhook is refused 401 without its token (no body case).
    {
      method: "PATCH",
      path: "payments/settings",
      body: {
        version: 0,
        gateway: null,
        pix_key_type: "cpf",
        pix_key: "123",
        merchant_name: null,
        merchant_city: null,
        asaas: null,
        mercadopago: null,
        pagarme: null,
      },
      required: ["version", "gateway"],
    },
    { method: "POST", path: "payments/statements", body: { file: "extrato" } },
    { method: "POST", path: "payments/statements/confirm", body: { line_ids: [ID] }, required: ["line_ids"] },
    { method: "POST", path: "payments/webhooks/:gateway" },
    // A payer's bill of chosen debts (myFinances.test.ts has the valid ones).
    { method: "POST", path: "my/personalfinances/bills", body: { debt_ids: [ID] }, required: ["debt_ids"] },
    {
      method: "POST",
      path: "my/associations/finances/:id/bills",
      body: { debt_ids: [ID] },
      required: ["debt_ids"],
    },
    // The PIX of a bill made before the key (payments.test.ts has the valid ones).
    { method: "POST", path: "my/personalfinances/bills/:bills_id/means" },
    { method: "POST", path: "my/associations/finances/:id/bills/:bills_id/means" },
    // An association's bulk request of its athletes' registration (associationRegisters.test.ts has the valid ones).
    {
      method: "POST",
      path: "my/associations/registers/:id/requests",
      body: { registertype_id: ID, athletes: [{ user_id: ID, registerrole_id: ID }] },
      required: ["registertype_id", "athletes"],
    },
    // The staff's review of the registers' requests (registerReviews.test.ts has the valid ones): an
    // approval's note is optional, a refusal needs its reason.
    ...["registerrequests", "registermembershiprequests"].flatMap((queue): WriteRoute[] => [
      { method: "POST", path: `${queue}/:id/approve`, body: { reason: "Documentos conferidos" } },
      {
        method: "POST",
        path: `${queue}/:id/reject`,
        body: { reason: "Falta o atestado" },
        required: ["reason"],
      },
    ]),
    // A membership request without login and by the person (registersPublic.test.ts, myRegisters.test.ts),
    // and the bill of an approved one.
    {
      method: "POST",
      path: "public/registers/membershiprequests",
      body: {
        name: registration.name,
        cpf: registration.cpf,
        email: "maria.socia@example.com",
        phone: registration.phone,
        birthdate: registration.birthdate,
        accept_terms: true,
        registertype_id: ID,
        registermembershipplan_id: ID,
      },
      required: ["cpf", "birthdate", "registertype_id", "registermembershipplan_id"],
    },
    {
      method: "POST",
      path: "my/registers/membershiprequests",
      body: { registertype_id: ID, registermembershipplan_id: ID },
      required: ["registertype_id", "registermembershipplan_id"],
    },
    { method: "POST", path: "my/registers/membershiprequests/:membershiprequest_id/bill" },
  ];

  it(
    "answers 4xx with a pt-BR failure envelope, field errors on 400, and writes nothing",
    async () => {
      const target = await server.createTenant();
      const token = await server.loginAs(target, { master: true, super: true });
      const before = await dumpDatabase(server.db);
      const cases = routes.flatMap(casesOf);
      expect(cases.length).toBeGreaterThan(250);
      // Every write route of the tenant API is in the list above: a new one must join the suite.
      // Resource routes are validated by the suite generated from their fields (resourceSuites.test.ts).
      const listed = new Set(routes.map((route) => `${route.method} /${route.path}`));
      const unlisted = registered().filter(
        (route) =>
          !listed.has(`${route.method} ${route.url}`) && !route.url.startsWith("/test/") && !route.resource,
      );
      expect(unlisted).toEqual([]);
      const problems: string[] = [];
      for (const { name, method, path, payload, contentType } of cases) {
        const response = await server.app.inject({
          method,
          url: `/t/${target.identifier}/api/v1/${path}`,
          headers: { authorization: `Bearer ${token}`, "content-type": contentType ?? "application/json" },
          ...(payload === undefined ? {} : { payload }),
        });
        const body = response.json();
        const where = `${method} ${path} (${name}) → ${response.statusCode} ${JSON.stringify(body).slice(0, 300)}`;
        if (response.statusCode < 400 || response.statusCode >= 500) problems.push(`not 4xx: ${where}`);
        if (body.status !== 0 || typeof body.message !== "string" || ENGLISH.test(body.message))
          problems.push(`envelope: ${where}`);
        if (response.statusCode === 400 && name !== "malformed JSON" && decodable(path)) {
          const errors = Object.values(body.errors ?? {});
          if (
            !errors.length ||
            errors.some((message) => typeof message !== "string" || ENGLISH.test(message))
          )
            problems.push(`field errors: ${where}`);
          // The message names the fields by their pt-BR labels, never by their keys.
          if (!namedFields(body.message).every((label) => /^\p{Lu}/u.test(label)))
            problems.push(`field names: ${where}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await dumpDatabase(server.db)).toEqual(before);
    },
    WALK_TIMEOUT,
  );
});
