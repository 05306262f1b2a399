import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/** The role editor's API: partial changes, optimistic versions and the single default role. */

let server: TestServer;
let tenant: TestTenant;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  // A master: these tests are about partial changes and versions, not about delegation (roleDelegation.test.ts).
  token = await server.loginAs(tenant, { master: true });
});
afterAll(() => server.close());

const createRole = async (body: Record<string, unknown>) => {
  const response = await server.api(tenant, "POST", "roles", { token, body });
  expect(response.status).toBe(201);
  return response.body.result;
};

describe("roles", () => {
  it("changes only the fields a PATCH sends", async () => {
    const role = await createRole({
      name: "Arbitragem",
      description: "Escala de árbitros",
      permissions: ["referees", "refereeschedules"],
      admin: true,
    });
    const patched = await server.api(tenant, "PATCH", `roles/${role.id}`, {
      token,
      body: { version: role.version, name: "Arbitragem estadual" },
    });
    expect(patched.status).toBe(200);
    const stored = (await server.api(tenant, "GET", `roles/${role.id}`, { token })).body.result;
    expect(stored).toEqual({
      ...role,
      name: "Arbitragem estadual",
      version: role.version + 1,
      updated_at: expect.any(String),
    });
  });

  it("answers 409 to a stale version and keeps the role", async () => {
    const role = await createRole({ name: "Tesouraria", permissions: ["bills"] });
    const first = await server.api(tenant, "PATCH", `roles/${role.id}`, {
      token,
      body: { version: role.version, permissions: ["bills", "debts"] },
    });
    expect(first.status).toBe(200);
    const stale = await server.api(tenant, "PATCH", `roles/${role.id}`, {
      token,
      body: { version: role.version, permissions: [] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("conflict");
    const stored = (await server.api(tenant, "GET", `roles/${role.id}`, { token })).body.result;
    expect(stored.permissions).toEqual(["bills", "debts"]);
  });

  it("keeps a single default role", async () => {
    const role = await createRole({ name: "Novo padrão", is_default: true });
    const list = (await server.api(tenant, "GET", "roles", { token })).body.result as {
      id: string;
      is_default: boolean;
    }[];
    expect(list.filter((entry) => entry.is_default).map((entry) => entry.id)).toEqual([role.id]);
  });

  it("answers 409 on name for a name already used, in any case, and writes nothing", async () => {
    const role = await createRole({ name: "Comissão técnica" });
    const duplicate = await server.api(tenant, "POST", "roles", {
      token,
      body: { name: "COMISSÃO TÉCNICA" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ status: 0, code: "conflict" });
    expect(duplicate.body.errors).toEqual({ name: "Já existe um papel com esse nome." });
    const other = await createRole({ name: "Comissão disciplinar" });
    const renamed = await server.api(tenant, "PATCH", `roles/${other.id}`, {
      token,
      body: { version: other.version, name: "comissão técnica" },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual({ name: "Já existe um papel com esse nome." });
    const names = (await server.api(tenant, "GET", "roles", { token })).body.result.map(
      (entry: { name: string }) => entry.name,
    );
    expect(names.filter((name: string) => name.toLowerCase() === role.name.toLowerCase())).toEqual([
      role.name,
    ]);
  });
});
