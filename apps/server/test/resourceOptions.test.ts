import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";

/**
 * `GET <resource>/options` feeds the selects of the fields that point at a resource, so anyone logged
 * in reads the titles of such a resource; one that nothing points at needs its own permission (a
 * PAR-Q is titled by the person who answered it: health data).
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("resource options", () => {
  it("answer any logged-in person for a resource others point at", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant);
    const response = await server.api(tenant, "GET", "documenttypes/options", { token });
    expect(response.status).toBe(200);
  });

  it("need the resource's permission when nothing points at it", async () => {
    const tenant = await server.createTenant();
    const person = await server.loginAs(tenant);
    const denied = await server.api(tenant, "GET", "parqs/options", { token: person });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("denied");
    const staff = await server.loginAs(tenant, { permissions: ["parqs"] });
    expect((await server.api(tenant, "GET", "parqs/options", { token: staff })).status).toBe(200);
  });
});
