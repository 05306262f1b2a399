import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants } from "../src/platform/db/schema/index.ts";
import { dumpDatabase, rowsOf } from "./dbState.ts";
import type { TestServer, TestTenant } from "./harness.ts";
import { type Mailbox, resetLinkOf, startServerWithMailbox } from "./mailbox.ts";

/** The platform console (super users): tenants, their hosts, modules, flags, read-only and deletion. */

const CONSOLE_HOST = "console.quadra.example";

let mailbox: Mailbox;
let server: TestServer;
let platform: TestTenant;
let superToken: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, mailbox, close } = await startServerWithMailbox());
  platform = await server.createTenant({ hosts: [CONSOLE_HOST] });
  superToken = await server.loginAs(platform, { super: true });
});
afterAll(() => close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
/** A call of the console, made by the super user from the platform's own host. */
const console_ = (method: Method, path: string, body?: unknown) =>
  server.api(platform, method, `platform/tenants${path}`, {
    token: superToken,
    body,
    headers: { host: CONSOLE_HOST },
  });

const directory = async (query: string, host = "app.quadra.example") => {
  const response = await server.app.inject({
    method: "GET",
    url: `/api/v1/quadra/client?${query}`,
    headers: { host },
  });
  return { status: response.statusCode, body: response.json() };
};

let sequence = 0;
const newTenantInput = (overrides: Record<string, unknown> = {}) => {
  const identifier = `fed-${Date.now().toString(36)}-${sequence++}`;
  return {
    identifier,
    code: `c${identifier}`,
    name: `Federação ${identifier}`,
    hosts: [`${identifier}.example.com`],
    available_modules: ["competitions", "bills", "schools"],
    ...overrides,
  };
};
const createTenant = async (overrides: Record<string, unknown> = {}) => {
  const response = await console_("POST", "", newTenantInput(overrides));
  expect(response.status).toBe(201);
  return response.body.result as { id: string; identifier: string; code: string; version: number };
};

describe("creating a tenant", () => {
  it("creates it with hosts, modules and flags, and mails its first master a link to choose a password", async () => {
    const flags = {
      hosts: ["fpv.example.com", "fpv.local:8080"],
      available_modules: ["competitions", "bills", "schools"],
      hidden_modules: ["bills"],
      public: false,
      ai: true,
      t9n: ["pt-BR"],
      logo_light: "https://cdn.example.com/fpv-claro.png",
      logo_dark: "https://cdn.example.com/fpv-escuro.png",
      debt: true,
      primary_color: "green",
    };
    const input = newTenantInput({ ...flags, master: { name: "Ana Souza", email: "Ana.Souza@Example.com" } });
    const created = await console_("POST", "", input);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Cliente criado.");
    const tenant = created.body.result;
    expect(tenant).toEqual({
      id: expect.any(String),
      identifier: input.identifier,
      code: input.code,
      name: input.name,
      ...flags,
      backend: null,
      backend_upload: null,
      backend_list: [],
      backend_upload_list: [],
      read_only_until: null,
      version: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    // The first access mail points at the new tenant's own web origin, not at the console's.
    const mails = mailbox.to("ana.souza@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`${input.name}: seu acesso de administrador`);
    expect(mails[0]?.text).toContain("Olá, Ana Souza.");
    expect(mails[0]?.text).toContain("Crie a sua senha em até 7 dias");
    const { origin, token, client } = resetLinkOf(mails[0]);
    expect({ origin, client }).toEqual({ origin: "https://fpv.example.com", client: input.code });

    const reset = await server.api(input.identifier, "POST", "auth/password/reset", {
      body: { token, password: "senha do primeiro acesso" },
    });
    expect(reset.status).toBe(200);
    const login = await server.api(input.identifier, "POST", "auth/login", {
      body: { login: "ana.souza@example.com", password: "senha do primeiro acesso" },
    });
    expect(login.status).toBe(200);
    expect(login.body.result.info).toMatchObject({ name: "Ana Souza", master: true, super: false });
    // The new tenant starts with its settings and roles, and its modules are available minus hidden.
    const common = await server.api(input.identifier, "GET", "configs/common");
    expect(common.body.result).toMatchObject({
      title: input.name,
      colors: { primary: "green" },
      available_modules: ["competitions", "schools"],
      debt: true,
    });
    const roles = await server.api(input.identifier, "GET", "roles", { token: login.body.result.token });
    expect(roles.body.result.map((role: { name: string }) => role.name).sort()).toEqual([
      "Atleta",
      "Secretaria",
    ]);

    // The directory answers the new tenant by each host and by code with every client field.
    const record = (backend: string) => ({
      backend,
      backend_upload: backend,
      backend_list: [],
      backend_upload_list: [],
      hiddenmodules_identifiers: ["bills"],
      public: false,
      ai: true,
      t9n: ["pt-BR"],
      identifier: input.identifier,
      code: input.code,
      name: input.name,
      logos: {
        light: "https://cdn.example.com/fpv-claro.png",
        dark: "https://cdn.example.com/fpv-escuro.png",
      },
      d: true,
    });
    // `client` where spec §7 reads the record, `result` where the app's API client does.
    const expected = (backend: string) => ({ status: 1, client: record(backend), result: record(backend) });
    const byHost = await directory("host=fpv.example.com", "fpv.example.com");
    expect(byHost).toEqual({ status: 200, body: expected(`http://fpv.example.com/t/${input.identifier}`) });
    const byPortHost = await directory("host=fpv.local:8080", "fpv.local:8080");
    expect(byPortHost.body.result.identifier).toBe(input.identifier);
    const byCode = await directory(`code=${input.code}`);
    expect(byCode).toEqual({
      status: 200,
      body: expected(`http://app.quadra.example/t/${input.identifier}`),
    });
    // The branded host answers the same tenant API without the /t/<identifier> prefix.
    const branded = await server.app.inject({
      method: "GET",
      url: "/api/v1/configs/common",
      headers: { host: "fpv.example.com" },
    });
    expect(branded.json().result.title).toBe(input.name);
  });

  it("answers 404 in pt-BR for an unknown host or code", async () => {
    const unknownHost = await directory("host=ninguem.example.com");
    expect(unknownHost).toEqual({
      status: 404,
      body: { status: 0, message: "Nenhum cliente neste endereço." },
    });
    const unknownCode = await directory("code=nao-existe");
    expect(unknownCode.status).toBe(404);
    expect(unknownCode.body.message).toMatch(/Nenhum cliente com o código "nao-existe"/);
  });

  it("answers a backend placed on another cell, with its fallbacks", async () => {
    const tenant = await createTenant();
    const patched = await console_("PATCH", `/${tenant.id}`, {
      version: tenant.version,
      backend: "https://cell-2.quadra.example/t/outra",
      backend_list: ["https://cell-3.quadra.example/t/outra"],
    });
    expect(patched.status).toBe(200);
    const client = await directory(`code=${tenant.code}`);
    expect(client.body.result).toMatchObject({
      backend: "https://cell-2.quadra.example/t/outra",
      backend_upload: "https://cell-2.quadra.example/t/outra",
      backend_list: ["https://cell-3.quadra.example/t/outra"],
    });
  });
});

describe("listing tenants", () => {
  it("searches by name, identifier or code and pages the answer", async () => {
    const tag = `lista${Date.now().toString(36)}`;
    const created = [];
    for (const suffix of ["a", "b", "c"])
      created.push(await createTenant({ identifier: `${tag}-${suffix}`, code: `${tag}${suffix}` }));
    const first = await console_("GET", `?q=${tag}&per_page=2&page=1`);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ total: 3, page: 1, per_page: 2 });
    const second = await console_("GET", `?q=${tag.toUpperCase()}&per_page=2&page=2`);
    const identifiers = [...first.body.result.data, ...second.body.result.data].map(
      (tenant: { identifier: string }) => tenant.identifier,
    );
    expect(identifiers.sort()).toEqual(created.map((tenant) => tenant.identifier).sort());
    const bad = await console_("GET", "?per_page=1000");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["per_page"]);
  });
});

describe("editing a tenant", () => {
  it("changes only the fields a PATCH sends", async () => {
    const tenant = await createTenant({
      hosts: ["parcial.example.com"],
      hidden_modules: ["bills"],
      public: false,
      ai: true,
      debt: true,
      primary_color: "red",
      logo_light: "https://cdn.example.com/claro.png",
    });
    const before = (await console_("GET", `/${tenant.id}`)).body.result;
    const patched = await console_("PATCH", `/${tenant.id}`, {
      version: before.version,
      name: "Só o nome mudou",
    });
    expect(patched.status).toBe(200);
    const after = (await console_("GET", `/${tenant.id}`)).body.result;
    expect(after).toEqual({
      ...before,
      name: "Só o nome mudou",
      version: before.version + 1,
      updated_at: expect.any(String),
    });
    expect((await directory("host=parcial.example.com")).body.result.name).toBe("Só o nome mudou");
  });

  it("answers 409 to a stale version and changes nothing", async () => {
    const tenant = await createTenant();
    const first = await console_("PATCH", `/${tenant.id}`, {
      version: tenant.version,
      name: "Primeiro nome",
    });
    expect(first.status).toBe(200);
    expect(first.body.result.version).toBe(tenant.version + 1);
    const before = await dumpDatabase(server.db);
    const stale = await console_("PATCH", `/${tenant.id}`, { version: tenant.version, name: "Segundo nome" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ status: 0, code: "conflict" });
    expect(stale.body.message).toMatch(/alterado por outra pessoa/);
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect((await console_("GET", `/${tenant.id}`)).body.result.name).toBe("Primeiro nome");
  });

  it("answers 409 naming a host that another tenant already uses, and changes nothing", async () => {
    const owner = await createTenant({ hosts: ["ocupado.example.com"] });
    const other = await createTenant();
    const before = await dumpDatabase(server.db);
    const patched = await console_("PATCH", `/${other.id}`, {
      version: other.version,
      name: "Não deve mudar",
      hosts: ["livre.example.com", "ocupado.example.com"],
    });
    expect(patched.status).toBe(409);
    expect(patched.body.message).toContain("ocupado.example.com");
    expect(patched.body.errors).toEqual({ hosts: "ocupado.example.com já pertence a outro cliente." });
    const created = await console_("POST", "", newTenantInput({ hosts: ["OCUPADO.example.com"] }));
    expect(created.status).toBe(409);
    expect(created.body.errors.hosts).toContain("ocupado.example.com");
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect((await directory("host=ocupado.example.com")).body.result.identifier).toBe(owner.identifier);
  });

  it("answers 400 on hidden_modules when hiding a module that is not available", async () => {
    const created = await console_(
      "POST",
      "",
      newTenantInput({ available_modules: ["competitions"], hidden_modules: ["meals"] }),
    );
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.errors)).toEqual(["hidden_modules"]);
    expect(created.body.message).toMatch(/^Módulos ocultos: /);
    const tenant = await createTenant({ available_modules: ["competitions"] });
    const before = await dumpDatabase(server.db);
    const patched = await console_("PATCH", `/${tenant.id}`, {
      version: tenant.version,
      hidden_modules: ["meals"],
    });
    expect(patched.status).toBe(400);
    expect(patched.body.errors.hidden_modules).toContain("meals");
    expect(await dumpDatabase(server.db)).toEqual(before);
  });

  it("puts a tenant in read-only mode: its writes answer 423 until the date is cleared", async () => {
    const tenant = await createTenant();
    const [row] = await server.db.owner.select().from(tenants).where(eq(tenants.id, tenant.id));
    const token = await server.loginAs(row!, { master: true });
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const readOnly = await console_("PATCH", `/${tenant.id}`, {
      version: tenant.version,
      read_only_until: until,
    });
    expect(readOnly.status).toBe(200);
    expect(readOnly.body.result.read_only_until).toBe(until);

    const write = () => server.api(tenant.identifier, "POST", "roles", { token, body: { name: "Nova" } });
    const refused = await write();
    expect(refused.status).toBe(423);
    expect(refused.body.code).toBe("read_only");
    const common = await server.api(tenant.identifier, "GET", "configs/common");
    expect(common.body.result.read_only_until).toBe(until);

    const cleared = await console_("PATCH", `/${tenant.id}`, {
      version: tenant.version + 1,
      read_only_until: null,
    });
    expect(cleared.status).toBe(200);
    expect((await write()).status).toBe(201);
  });
});

describe("deleting a tenant", () => {
  it("needs confirm equal to the identifier, then removes the tenant and all its data", async () => {
    const tenant = await createTenant({ master: { name: "Rui Lima", email: "rui@example.com" } });
    const before = await dumpDatabase(server.db);
    for (const body of [{ confirm: "outro" }, { confirm: tenant.identifier.toUpperCase() }]) {
      const refused = await console_("DELETE", `/${tenant.id}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({
        confirm: `Digite "${tenant.identifier}" para confirmar a exclusão.`,
      });
    }
    const missing = await console_("DELETE", `/${tenant.id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.confirm).toBeDefined();
    expect(await dumpDatabase(server.db)).toEqual(before);

    const deleted = await console_("DELETE", `/${tenant.id}`, { confirm: tenant.identifier });
    expect(deleted.status).toBe(200);
    expect((await console_("GET", `/${tenant.id}`)).status).toBe(404);
    expect((await directory(`code=${tenant.code}`)).status).toBe(404);
    expect((await server.api(tenant.identifier, "GET", "configs/common")).status).toBe(404);
    const left = rowsOf<{ table_name: string; n: number }>(
      await server.db.owner.execute(sql`
        select 'users' as table_name, count(*)::int as n from users where tenant_id = ${tenant.id}
        union all select 'roles', count(*)::int from roles where tenant_id = ${tenant.id}
        union all select 'tenant_settings', count(*)::int from tenant_settings where tenant_id = ${tenant.id}
        union all select 'one_time_tokens', count(*)::int from one_time_tokens where tenant_id = ${tenant.id}
        union all select 'tenant_hosts', count(*)::int from tenant_hosts where tenant_id = ${tenant.id}`),
    );
    expect(left.every((row) => Number(row.n) === 0)).toBe(true);
  });

  it("refuses to delete the tenant the operator is connected to", async () => {
    const refused = await console_("DELETE", `/${platform.id}`, { confirm: platform.identifier });
    expect(refused.status).toBe(409);
    expect((await console_("GET", `/${platform.id}`)).status).toBe(200);
  });
});
