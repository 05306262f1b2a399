import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MASTER_EMAIL, seedDemoTenant } from "../src/seed/demoTenant.ts";
import { dumpDatabase } from "./dbState.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/** First start (ARCHITECTURE §6): the demo tenant and its master, seeded once. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const loginDemo = (password: string, host = "localhost") =>
  server.app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { host },
    payload: { login: DEMO_MASTER_EMAIL, password },
  });

describe("demo seed", () => {
  it("creates the demo tenant on host localhost with a master and super, once", async () => {
    const seeded = await seedDemoTenant(server.db, { adminPassword: undefined });
    expect(seeded.created).toBe(true);
    const password = seeded.generatedPassword!;
    // 12 random bytes, base64url: hard to guess, printed once.
    expect(password).toMatch(/^[\w-]{16,}$/);

    const client = await server.app.inject({ method: "GET", url: "/api/v1/quadra/client?host=localhost" });
    expect(client.json().result).toMatchObject({ identifier: "demo", code: "demo", public: true });
    // On its branded host the tenant API answers without /t/demo.
    const login = await loginDemo(password);
    expect(login.statusCode).toBe(200);
    expect(login.json().result.info).toMatchObject({ email: DEMO_MASTER_EMAIL, master: true, super: true });
    const modules = await server.app.inject({ method: "GET", url: "/t/demo/api/v1/configs/common" });
    expect(modules.json().result.available_modules.length).toBeGreaterThan(5);

    const before = await dumpDatabase(server.db);
    expect(await seedDemoTenant(server.db, { adminPassword: "outra senha forte" })).toEqual({
      created: false,
    });
    expect(await dumpDatabase(server.db)).toEqual(before);
    expect((await loginDemo("outra senha forte")).statusCode).toBe(401);
    expect((await loginDemo(password)).statusCode).toBe(200);
  });
});
