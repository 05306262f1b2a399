import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

// Holding `roles` must not be a way to become master: a person may only delegate what they hold.
let server: TestServer;
let tenant: TestTenant;
let editorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  const editor = await server.createUser(tenant, { permissions: ["roles", "users"] });
  editorToken = await server.login(tenant, editor);
});
afterAll(() => server.close());

const roleNames = async () =>
  (await server.api(tenant, "GET", "roles", { token: editorToken })).body.result.map(
    (role: { name: string }) => role.name,
  );

describe("role delegation", () => {
  it("lets an editor create a role with permissions they hold", async () => {
    const created = await server.api(tenant, "POST", "roles", {
      token: editorToken,
      body: { name: "Cadastro", permissions: ["users"] },
    });
    expect(created.status).toBe(201);
  });

  it("refuses a role with a permission the editor lacks, naming it, and writes nothing", async () => {
    const response = await server.api(tenant, "POST", "roles", {
      token: editorToken,
      body: { name: "Tudo", permissions: ["users", "settings", "bills"] },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("denied");
    expect(response.body.message).toMatch(
      /Configurações do portal.*Cobranças|Cobranças.*Configurações do portal/,
    );
    expect(await roleNames()).not.toContain("Tudo");
  });

  it("refuses the administration area to an editor who does not have it", async () => {
    const response = await server.api(tenant, "POST", "roles", {
      token: editorToken,
      body: { name: "Admins", permissions: ["users"], admin: true },
    });
    expect(response.status).toBe(403);
  });

  it("refuses to widen, edit or delete a role beyond the editor's own permissions", async () => {
    const master = await server.createUser(tenant, { master: true });
    const masterToken = await server.login(tenant, master);
    const finance = await server.api(tenant, "POST", "roles", {
      token: masterToken,
      body: { name: "Financeiro", permissions: ["bills", "debts"] },
    });
    expect(finance.status).toBe(201);
    const { id, version } = finance.body.result;

    const rename = await server.api(tenant, "PATCH", `roles/${id}`, {
      token: editorToken,
      body: { version, name: "Financeiro 2" },
    });
    expect(rename.status).toBe(403);
    const remove = await server.api(tenant, "DELETE", `roles/${id}`, { token: editorToken });
    expect(remove.status).toBe(403);
    const own = (await server.api(tenant, "GET", "roles", { token: editorToken })).body.result.find(
      (role: { name: string }) => role.name === "Cadastro",
    );
    const widen = await server.api(tenant, "PATCH", `roles/${own.id}`, {
      token: editorToken,
      body: { version: own.version, permissions: ["users", "bills"] },
    });
    expect(widen.status).toBe(403);
    expect(await roleNames()).toEqual(expect.arrayContaining(["Financeiro", "Cadastro"]));
  });

  it("refuses to hand oneself, or anyone, a role beyond one's own permissions; a master may", async () => {
    const master = await server.createUser(tenant, { master: true });
    const masterToken = await server.login(tenant, master);
    const all = (await server.api(tenant, "GET", "roles", { token: masterToken })).body.result;
    const finance = all.find((role: { name: string }) => role.name === "Financeiro");
    const me = (await server.api(tenant, "GET", "auth/me", { token: editorToken })).body.result;

    const self = await server.api(tenant, "PUT", `users/${me.id}/roles`, {
      token: editorToken,
      body: { role_ids: [finance.id] },
    });
    expect(self.status).toBe(403);
    const after = await server.api(tenant, "GET", "auth/me", { token: editorToken });
    expect(after.body.result.permissions_names).not.toContain("bills");

    const other = await server.createUser(tenant);
    const byMaster = await server.api(tenant, "PUT", `users/${other.id}/roles`, {
      token: masterToken,
      body: { role_ids: [finance.id] },
    });
    expect(byMaster.status).toBe(200);
    // Taking that role away again is as much beyond the editor as giving it.
    const takeAway = await server.api(tenant, "PUT", `users/${other.id}/roles`, {
      token: editorToken,
      body: { role_ids: [] },
    });
    expect(takeAway.status).toBe(403);
  });
});
