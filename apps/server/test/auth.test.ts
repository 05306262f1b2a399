import { cpfFromBase, formatCpf } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/platform/db/schema/index.ts";
import { hashToken } from "../src/platform/security/tokens.ts";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

let server: TestServer;
let tenant: TestTenant;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
});
afterAll(() => server.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: "Maria da Silva",
  cpf: cpfFromBase("987654321"),
  email: "maria@example.com",
  phone: "(11) 98765-4321",
  birthdate: "2001-05-20",
  password: "uma senha bem forte",
  accept_terms: true,
  ...overrides,
});

describe("auth", () => {
  it("registers a person with a checked cpf, logs them in and answers auth/me", async () => {
    const created = await server.api(tenant, "POST", "auth/register", { body: registration() });
    expect(created.status).toBe(201);
    expect(created.body.result.info).toMatchObject({
      name: "Maria da Silva",
      email: "maria@example.com",
      master: false,
    });
    // The tenant's default role gives the personal permissions.
    expect(created.body.result.info.permissions_names).toContain("my_teams");

    const me = await server.api(tenant, "GET", "auth/me", { token: created.body.result.token });
    expect(me.status).toBe(200);
    expect(me.body.result.email).toBe("maria@example.com");

    const byCpf = await server.api(tenant, "POST", "auth/login", {
      body: { login: formatCpf(cpfFromBase("987654321")), password: "uma senha bem forte" },
    });
    expect(byCpf.status).toBe(200);
  });

  it("gives each person who registers the tenant's next matrícula", async () => {
    const own = await server.createTenant();
    const numbers: (number | null)[] = [];
    for (const base of ["111222333", "111222334"]) {
      const created = await server.api(own, "POST", "auth/register", {
        body: registration({ cpf: cpfFromBase(base), email: `p${base}@example.com` }),
      });
      expect(created.status).toBe(201);
      const [row] = await server.db.tenant(own.id, (tx) =>
        tx
          .select({ number: users.registrationNumber })
          .from(users)
          .where(eq(users.id, created.body.result.info.id)),
      );
      numbers.push(row?.number ?? null);
    }
    expect(numbers).toEqual([1, 2]);
  });

  it("refuses an invalid cpf with a pt-BR message naming the field and writes nothing", async () => {
    const response = await server.api(tenant, "POST", "auth/register", {
      body: registration({ cpf: "123.456.789-00", email: "outra@example.com" }),
    });
    expect(response.status).toBe(400);
    expect(response.body.status).toBe(0);
    expect(response.body.errors.cpf).toMatch(/CPF inválido/);
    expect(response.body.message).toMatch(/CPF/);
    const login = await server.api(tenant, "POST", "auth/login", {
      body: { login: "outra@example.com", password: "uma senha bem forte" },
    });
    expect(login.status).toBe(401);
  });

  it("refuses a duplicate cpf with 409 and the field", async () => {
    const response = await server.api(tenant, "POST", "auth/register", {
      body: registration({ email: "nova@example.com" }),
    });
    expect(response.status).toBe(409);
    expect(response.body.errors.cpf).toMatch(/já está cadastrado/);
  });

  it("revokes the token on logout", async () => {
    const user = await server.createUser(tenant);
    const token = await server.login(tenant, user);
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(200);
    const out = await server.api(tenant, "POST", "auth/logout", {
      token,
      body: { platform: { name: "web" } },
    });
    expect(out.status).toBe(200);
    const after = await server.api(tenant, "GET", "auth/me", { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/Entre novamente/);
  });

  it("notes when a session was last used, at most every few minutes", async () => {
    const user = await server.createUser(tenant);
    const token = await server.login(tenant, user);
    const lastSeen = () =>
      server.db.owner
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)))
        .then(([row]) => row!.at.getTime());
    const hourAgo = new Date(Date.now() - 3_600_000);
    await server.db.owner
      .update(sessions)
      .set({ lastSeenAt: hourAgo })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(200);
    const touched = await lastSeen();
    expect(touched).toBeGreaterThan(Date.now() - 60_000);
    // Used again right after, it is not written again.
    expect((await server.api(tenant, "POST", "auth/logout", { token, body: {} })).status).toBe(200);
    expect(await lastSeen()).toBe(touched);
  });

  it("locks an account after five wrong passwords", async () => {
    const user = await server.createUser(tenant);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await server.api(tenant, "POST", "auth/login", { body: { login: user.email, password: "errada" } }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await server.api(tenant, "POST", "auth/login", {
      body: { login: user.email, password: user.password },
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("locked");
  });

  it("changes the password, revoking the other sessions", async () => {
    const user = await server.createUser(tenant);
    const first = await server.login(tenant, user);
    const second = await server.login(tenant, user);
    const wrong = await server.api(tenant, "POST", "auth/password", {
      token: first,
      body: { current_password: "nao-e-essa", password: "nova senha forte" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.current_password).toBeDefined();
    const changed = await server.api(tenant, "POST", "auth/password", {
      token: first,
      body: { current_password: user.password, password: "nova senha forte" },
    });
    expect(changed.status).toBe(200);
    expect((await server.api(tenant, "GET", "auth/me", { token: second })).status).toBe(401);
    expect((await server.api(tenant, "GET", "auth/me", { token: first })).status).toBe(401);
    expect((await server.api(tenant, "GET", "auth/me", { token: changed.body.result.token })).status).toBe(
      200,
    );
  });
});
