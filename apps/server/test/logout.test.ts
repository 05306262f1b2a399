import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant, type TestUser } from "./harness.ts";

/**
 * The client does not read the logout answer, so a logout revokes the bearer token whatever its body
 * holds (ASVS 7.4.1); the platform it describes is only recorded when well formed.
 */

let server: TestServer;
let tenant: TestTenant;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  tenant = await server.createTenant();
  user = await server.createUser(tenant);
});
afterAll(() => server.close());

const logout = (token: string, payload: string | undefined, contentType = "application/json") =>
  server.app.inject({
    method: "POST",
    url: `/t/${tenant.identifier}/api/v1/auth/logout`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { "content-type": contentType }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

describe("POST auth/logout", () => {
  it("revokes the token when the platform is not the object the schema describes, and answers 200", async () => {
    for (const body of [{ platform: "web" }, { platform: { name: 7, pwa: "sim" } }, "web", [1, 2], null]) {
      const token = await server.login(tenant, user);
      const out = await logout(token, JSON.stringify(body));
      expect(out.statusCode, JSON.stringify(body)).toBe(200);
      expect(out.json()).toMatchObject({ status: 1 });
      expect((await server.api(tenant, "GET", "auth/me", { token })).status, JSON.stringify(body)).toBe(401);
    }
  });

  it("revokes the token when the body cannot be read at all", async () => {
    const bodies: [string | undefined, string?][] = [
      ['{"platform":', "application/json"],
      ['{"platform":{"name":"web\\u0000"}}', "application/json"],
      ["platform=web", "application/x-www-form-urlencoded"],
      ["web", "text/plain"],
      [undefined],
    ];
    for (const [payload, contentType] of bodies) {
      const token = await server.login(tenant, user);
      const out = await logout(token, payload, contentType);
      expect(out.statusCode, String(payload)).toBeLessThan(500);
      expect((await server.api(tenant, "GET", "auth/me", { token })).status, String(payload)).toBe(401);
    }
  });

  it("still logs out with a well-formed platform", async () => {
    const token = await server.login(tenant, user);
    const out = await logout(token, JSON.stringify({ platform: { name: "web", version: "1.0", pwa: true } }));
    expect(out.statusCode).toBe(200);
    expect((await server.api(tenant, "GET", "auth/me", { token })).status).toBe(401);
  });
});
