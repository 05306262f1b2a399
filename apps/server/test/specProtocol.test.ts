import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * Spec §7, read as a client written to the spec reads it: each call named there answers the fields
 * of its "Reads" column at the top level of the JSON, beside `status`. This app's own API client
 * reads `result`, which these answers keep with the same values. The field lists are written out
 * here from the spec, not imported, so a change to the shared contracts cannot move them unseen.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A plain GET of the kind a spec client makes, with the headers spec §7 lists for the call. */
const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: "GET", url, headers });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

const keysOf = (body: Record<string, unknown>) => Object.keys(body).sort();

const COMMON_SPEC_FIELDS = [
  "register",
  "ids_user",
  "bills_select_debts",
  "wa",
  "available_modules",
  "erp",
  "gateway",
  "register_associations",
  "support",
];

describe("GET /api/v1/quadra/client (spec §7: status, client, message)", () => {
  it("answers the tenant record under client, by host and by code, and under result alike", async () => {
    const host = `spec-${Date.now().toString(36)}.example.com`;
    const tenant = await server.createTenant({ hosts: [host], debt: true, hidden: ["bills"] });
    for (const query of [`host=${host}`, `code=${tenant.code}`]) {
      const { status, body } = await get(`/api/v1/quadra/client?${query}`, { host: "app.quadra.example" });
      expect({ query, status }).toEqual({ query, status: 200 });
      expect(keysOf(body)).toEqual(["client", "result", "status"]);
      expect(body.status).toBe(1);
      expect(body.client).toEqual({
        backend: `http://app.quadra.example/t/${tenant.identifier}`,
        backend_upload: `http://app.quadra.example/t/${tenant.identifier}`,
        backend_list: [],
        backend_upload_list: [],
        hiddenmodules_identifiers: ["bills"],
        public: tenant.isPublic,
        ai: tenant.ai,
        t9n: tenant.t9n,
        identifier: tenant.identifier,
        code: tenant.code,
        name: tenant.name,
        logos: { light: null, dark: null },
        d: true,
      });
      expect(body.result).toEqual(body.client);
    }
  });

  it("answers an unknown host or code with status 0 and the message to show", async () => {
    for (const query of ["host=ninguem.example.com", "code=nao-existe"]) {
      const { status, body } = await get(`/api/v1/quadra/client?${query}`);
      expect({ query, status }).toEqual({ query, status: 404 });
      expect(keysOf(body)).toEqual(["message", "status"]);
      expect(body.status).toBe(0);
      expect(body.message).toMatch(/^Nenhum cliente/);
    }
  });
});

describe("the configs reads (spec §7)", () => {
  let tenant: TestTenant;

  beforeAll(async () => {
    tenant = await server.createTenant({ modules: ["competitions", "bills", "meals"], hidden: ["meals"] });
    // Values other than the defaults, so a field read from the wrong place cannot pass by chance.
    const token = await server.loginAs(tenant, { permissions: ["settings"] });
    const saved = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: {
        version: 0,
        register: {
          open: false,
          key: "email",
          cpf_required: false,
          cpf_check: false,
          mandatory_fields: ["gender"],
          strict_address: true,
        },
        register_associations: { open: false, cnpj_check: false, mandatory_fields: [], strict_address: true },
        support: { admin: false, user: true, public: true, chat: null },
        ids_user: false,
        bills_select_debts: true,
        wa: "11987654321",
        erp: "omie",
        gateway: "asaas",
      },
    });
    expect(saved.status).toBe(200);
  });

  const read = (path: string) => get(`/t/${tenant.identifier}/api/v1/${path}`);

  it("configs/common carries every field the spec reads beside status", async () => {
    const { status, body } = await read("configs/common");
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual([...COMMON_SPEC_FIELDS, "result", "status"].sort());
    expect(body).toMatchObject({
      status: 1,
      register: {
        open: false,
        key: "email",
        cpf_required: false,
        cpf_check: false,
        mandatory_fields: ["gender"],
        strict_address: true,
      },
      ids_user: false,
      bills_select_debts: true,
      wa: "11987654321",
      available_modules: ["competitions", "bills"],
      erp: "omie",
      gateway: "asaas",
      register_associations: { open: false, cnpj_check: false, mandatory_fields: [], strict_address: true },
      support: { admin: false, user: true, public: true },
    });
    // The app's own reading: the whole configuration (with what the spec does not name) in result.
    const result = body.result as Record<string, unknown>;
    for (const field of COMMON_SPEC_FIELDS)
      expect({ field, value: result[field] }).toEqual({ field, value: body[field] });
    expect(result).toMatchObject({ title: `Federação ${tenant.identifier}`, version: 1 });
  });

  it("configs/register carries register and register_associations beside status", async () => {
    const { status, body } = await read("configs/register");
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(["register", "register_associations", "result", "status"]);
    expect(body).toMatchObject({
      status: 1,
      register: { open: false, key: "email", mandatory_fields: ["gender"] },
      register_associations: { open: false, cnpj_check: false },
    });
    expect(body.result).toEqual({
      register: body.register,
      register_associations: body.register_associations,
    });
  });

  it("configs/support carries support's admin, user and public flags beside status", async () => {
    const { status, body } = await read("configs/support");
    expect(status).toBe(200);
    expect(keysOf(body)).toEqual(["result", "status", "support"]);
    expect(body).toMatchObject({ status: 1, support: { admin: false, user: true, public: true } });
    expect(body.result).toEqual({ support: body.support });
  });

  it("answers a backend that is not a tenant with status 0 and a message", async () => {
    for (const path of ["configs/common", "configs/register", "configs/support"]) {
      const { status, body } = await get(`/t/nao-existe/api/v1/${path}`);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(body).toMatchObject({ status: 0, message: expect.any(String) });
    }
  });
});

describe("auth/me and auth/logout (spec §7)", () => {
  it("auth/me, asked with a bearer token and a JSON content type, answers the user info in result", async () => {
    const tenant = await server.createTenant();
    const user = await server.createUser(tenant, { name: "Ana Spec" });
    const token = await server.login(tenant, user);
    const me = await get(`/t/${tenant.identifier}/api/v1/auth/me`, {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    });
    expect(me.status).toBe(200);
    expect(keysOf(me.body)).toEqual(["result", "status"]);
    expect(me.body.status).toBe(1);
    expect(Object.keys(me.body.result as object).sort()).toEqual(
      [
        "id",
        "name",
        "image_url",
        "phone",
        "email",
        "admin",
        "master",
        "super",
        "verifyed_at",
        "permissions_names",
      ].sort(),
    );
    expect(me.body.result).toMatchObject({ id: user.id, name: "Ana Spec", email: user.email });

    // Logout: a JSON body with platform info and the bearer token; the answer is not read, but the
    // session ends, so the profile refresh then answers 401 with status 0 and a message.
    const logout = await server.app.inject({
      method: "POST",
      url: `/t/${tenant.identifier}/api/v1/auth/logout`,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      payload: JSON.stringify({
        platform: { name: "web", version: "1.0.0", user_agent: "spec", pwa: false },
      }),
    });
    expect(logout.statusCode).toBe(200);
    const after = await get(`/t/${tenant.identifier}/api/v1/auth/me`, {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ status: 0, message: expect.any(String) });
  });
});
