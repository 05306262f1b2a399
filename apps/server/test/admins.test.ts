import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles, userRoles } from "../src/platform/db/schema/index.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * The administrators screen (/admin/admins): GET admins lists who reaches the administration area,
 * GET admins/candidates finds people to promote (accent-free, 20 at most, this tenant only).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const adminToken = (tenant: TestTenant) => server.loginAs(tenant, { permissions: ["roles", "admins"] });

/** A role of the tenant, given to a person. */
const giveRole = async (tenant: TestTenant, userId: string, input: { name: string; admin: boolean }) =>
  server.db.tenant(tenant.id, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ tenantId: tenant.id, name: input.name, admin: input.admin, permissions: ["users"] })
      .returning();
    await tx.insert(userRoles).values({ tenantId: tenant.id, userId, roleId: role!.id });
    return role!;
  });

describe("GET admins", () => {
  it("needs both roles and admins", async () => {
    const tenant = await server.createTenant();
    for (const permissions of [["roles"], ["admins"]] as const) {
      const token = await server.loginAs(tenant, { permissions: [...permissions] });
      for (const path of ["admins", "admins/candidates?q=ana"]) {
        const response = await server.api(tenant, "GET", path, { token });
        expect({ path, permissions, status: response.status, code: response.body.code }).toEqual({
          path,
          permissions,
          status: 403,
          code: "denied",
        });
      }
    }
    expect((await server.api(tenant, "GET", "admins")).status).toBe(401);
  });

  it("lists masters and holders of an admin role with all their roles, and nobody else", async () => {
    const tenant = await server.createTenant();
    const master = await server.createUser(tenant, { master: true, name: "Beatriz Master" });
    const secretary = await server.createUser(tenant, { name: "Carla Secretária" });
    const athlete = await server.createUser(tenant, { name: "Diego Atleta" });
    const staffRole = await giveRole(tenant, secretary.id, { name: "Secretaria geral", admin: true });
    const extraRole = await giveRole(tenant, secretary.id, { name: "Financeiro", admin: false });
    await giveRole(tenant, athlete.id, { name: "Atleta federado", admin: false });
    const other = await server.createTenant();
    await server.createUser(other, { master: true, name: "Alguém de Outro Cliente" });

    const token = await adminToken(tenant);
    const response = await server.api(tenant, "GET", "admins", { token });
    expect(response.status).toBe(200);
    const names = response.body.result.map((person: { name: string }) => person.name);
    expect(names).toEqual(["Beatriz Master", "Carla Secretária"]);
    const [first, second] = response.body.result;
    expect(first).toMatchObject({ id: master.id, master: true, admin: true, disabled: false, roles: [] });
    expect(first.cpf_masked).toMatch(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/);
    expect(first.cpf_masked.slice(4, 7)).toBe(master.cpf.slice(3, 6));
    expect(second).toMatchObject({
      id: secretary.id,
      email: secretary.email,
      master: false,
      admin: true,
      roles: [
        { id: extraRole.id, name: "Financeiro", admin: false },
        { id: staffRole.id, name: "Secretaria geral", admin: true },
      ],
    });
  });
});

describe("GET admins/candidates", () => {
  it("finds people by name without accents or case, by e-mail and by cpf digits, with their roles", async () => {
    const tenant = await server.createTenant();
    const joao = await server.createUser(tenant, { name: "JOÃO Conceição" });
    const maria = await server.createUser(tenant, { name: "Maria Lúcia" });
    const role = await giveRole(tenant, maria.id, { name: "Árbitra", admin: false });
    const token = await adminToken(tenant);
    const search = async (q: string) =>
      (
        await server.api(tenant, "GET", `admins/candidates?q=${encodeURIComponent(q)}`, { token })
      ).body.result.map((person: { id: string }) => person.id);
    expect(await search("joao conceicao")).toEqual([joao.id]);
    expect(await search("Lucia")).toEqual([maria.id]);
    expect(await search(maria.email.toUpperCase())).toEqual([maria.id]);
    expect(await search(`${joao.cpf.slice(0, 3)}.${joao.cpf.slice(3, 6)}`)).toEqual([joao.id]);
    expect(await search("ninguém assim")).toEqual([]);
    // LIKE wildcards are searched as text.
    expect(await search("%%")).toEqual([]);
    const [found] = (await server.api(tenant, "GET", "admins/candidates?q=maria", { token })).body.result;
    expect(found).toMatchObject({
      name: "Maria Lúcia",
      admin: false,
      roles: [{ id: role.id, name: "Árbitra" }],
    });
  });

  it("answers 20 people at most, and never people of another tenant", async () => {
    const tenant = await server.createTenant();
    const other = await server.createTenant();
    for (let index = 0; index < 22; index++)
      await server.createUser(tenant, { name: `Xavier ${String(index).padStart(2, "0")}` });
    const stranger = await server.createUser(other, { name: "Xavier Estrangeiro" });
    const token = await adminToken(tenant);
    const response = await server.api(tenant, "GET", "admins/candidates?q=xavier", { token });
    expect(response.body.result).toHaveLength(20);
    expect(response.body.result[0].name).toBe("Xavier 00");
    const byEmail = await server.api(tenant, "GET", `admins/candidates?q=${stranger.email}`, { token });
    expect(byEmail.body.result).toEqual([]);
    const byCpf = await server.api(tenant, "GET", `admins/candidates?q=${stranger.cpf}`, { token });
    expect(byCpf.body.result).toEqual([]);
    // Nor the other tenant's administrators in the list.
    await server.createUser(other, { master: true, name: "Xavier Master de Fora" });
    const admins = await server.api(tenant, "GET", "admins", { token });
    expect(admins.body.result.map((person: { name: string }) => person.name)).not.toContain(
      "Xavier Master de Fora",
    );
  });

  it("asks for at least 2 characters", async () => {
    const tenant = await server.createTenant();
    const token = await adminToken(tenant);
    const response = await server.api(tenant, "GET", "admins/candidates?q=a", { token });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Busca: Digite ao menos 2 letras ou números.");
  });
});

describe("promoting through users/:id/roles", () => {
  it("puts a person on the list once given an admin role, and off it once taken away", async () => {
    const tenant = await server.createTenant();
    const person = await server.createUser(tenant, { name: "Eva Promovida" });
    const master = await server.loginAs(tenant, { master: true });
    const token = await adminToken(tenant);
    const [secretaria] = (await server.api(tenant, "GET", "roles", { token: master })).body.result.filter(
      (role: { name: string }) => role.name === "Secretaria",
    );
    const listed = async () =>
      (await server.api(tenant, "GET", "admins", { token })).body.result.some(
        (entry: { id: string }) => entry.id === person.id,
      );
    expect(await listed()).toBe(false);
    const given = await server.api(tenant, "PUT", `users/${person.id}/roles`, {
      token: master,
      body: { role_ids: [secretaria.id] },
    });
    expect(given.status).toBe(200);
    expect(await listed()).toBe(true);
    await server.api(tenant, "PUT", `users/${person.id}/roles`, { token: master, body: { role_ids: [] } });
    expect(await listed()).toBe(false);
  });
});
