import { LOGIN_MAX_FAILURES } from "@quadra/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * The per-account lock after LOGIN_MAX_FAILURES wrong passwords must hold when the guesses arrive
 * at once (on PostgreSQL they run in parallel transactions).
 */

let server: TestServer;
let tenant: TestTenant;

beforeAll(async () => {
  server = await startTestServer();
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
});
