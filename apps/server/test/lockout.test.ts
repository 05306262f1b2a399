import { LOGIN_MAX_FAILURES } from "@quadra/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/platform/db/schema/index.ts";
import { startTestServer, TEST_RATE_WINDOW_MS, type TestServer, type TestTenant } from "./harness.ts";

/**
 * Brakes on guessing: the per-account lock after LOGIN_MAX_FAILURES wrong passwords, which must hold
 * when the guesses arrive at once (on PostgreSQL they run in parallel transactions), the per-address
 * limit of the calls that take a password or send mail, and revoked access of a disabled account.
 */

const AUTH_MAX = 20;

let server: TestServer;
let tenant: TestTenant;

beforeAll(async () => {
  server = await startTestServer({
    config: { rateLimit: { max: 100_000, authMax: AUTH_MAX, windowMs: TEST_RATE_WINDOW_MS } },
  });
  tenant = await server.createTenant();
});
afterAll(() => server.close());

describe("login lock", () => {
  it("counts every one of many simultaneous wrong passwords", async () => {
    const user = await server.createUser(tenant);
    const guesses = Array.from({ length: 3 * LOGIN_MAX_FAILURES }, (_, index) =>
      server.api(tenant, "POST", "auth/login", { body: { login: user.email, password: `errada-${index}` } }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_MAX_FAILURES - 1);
    const right = await server.api(tenant, "POST", "auth/login", {
      body: { login: user.email, password: user.password },
    });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("locked");
  });

  it("limits the calls that send mail per address, with the pt-BR failure envelope", async () => {
    const statuses: number[] = [];
    for (let call = 0; call <= AUTH_MAX; call++) {
      const response = await server.api(tenant, "POST", "auth/password/forgot", {
        body: { login: "ninguem@example.com" },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toEqual({
          status: 0,
          code: "rate_limited",
          message: "Muitas requisições em pouco tempo. Aguarde um instante e tente de novo.",
        });
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(AUTH_MAX).fill(200), 429]);
  });

  it("closes the sessions of a disabled account and refuses its login", async () => {
    const user = await server.createUser(tenant);
    const token = await server.login(tenant, user);
    await server.db.owner.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(401);
    const login = await server.api(tenant, "POST", "auth/login", {
      body: { login: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ status: 0, code: "denied" });
    expect(login.body.message).toMatch(/conta está desativada/);
  });
});
