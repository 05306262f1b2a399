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

  it("logs who created, changed, gave and deleted a role, and who changed the portal's settings", async () => {
    const role = await createRole({ name: "Comunicação", permissions: ["posts"] });
    await server.api(tenant, "PATCH", `roles/${role.id}`, {
      token,
      body: { version: role.version, permissions: ["posts", "pages"] },
    });
    const person = await server.createUser(tenant, { name: "Rita Redatora" });
    const given = await server.api(tenant, "PUT", `users/${person.id}/roles`, {
      token,
      body: { role_ids: [role.id] },
    });
    expect(given.status).toBe(200);
    const common = (await server.api(tenant, "GET", "configs/common", { token })).body.result;
    const saved = await server.api(tenant, "PATCH", "configs/common", {
      token,
      body: { version: common.version, title: "Federação Renomeada" },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.api(tenant, "DELETE", `roles/${role.id}`, { token });
    const logs = (await server.api(tenant, "GET", "logs?per_page=50&sort=-created_at", { token })).body.result
      .data as { action: string; resource: string; record_title: string; changes: any }[];
    const entry = (action: string, resource: string) =>
      logs.find((log) => log.action === action && log.resource === resource);
    expect(entry("create", "roles")).toMatchObject({ record_title: "Comunicação" });
    expect(entry("update", "roles")?.changes).toMatchObject({
      before: { permissions: ["posts"] },
      after: { permissions: ["posts", "pages"] },
    });
    expect(entry("update", "users")).toMatchObject({
      record_title: "Rita Redatora",
      changes: { before: { roles: [] }, after: { roles: ["Comunicação"] } },
    });
    expect(entry("update", "configs")?.changes.after).toMatchObject({ title: "Federação Renomeada" });
    expect(entry("delete", "roles")).toMatchObject({ record_title: "Comunicação" });
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
