import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../src/platform/db/database.ts";
import { API_VERSION } from "../src/platform/http/buildApp.ts";
import { startTestServer, type TestServer } from "./harness.ts";

/** GET versions: the diagnostics a support person reads on /admin/dev/v. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET versions", () => {
  it("answers the API, Node.js and database versions and the migrations applied and shipped", async () => {
    const tenant = await server.createTenant();
    const token = await server.loginAs(tenant);
    const response = await server.api(tenant, "GET", "versions", { token });
    expect(response.status).toBe(200);
    const shipped = (
      JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")).entries as unknown[]
    ).length;
    expect(response.body.result).toEqual({
      api_version: API_VERSION,
      node_version: process.version,
      started_at: expect.any(String),
      database: {
        kind: process.env.DATABASE_URL ? "postgres" : "pglite",
        server_version: expect.stringMatching(/^\d+(\.\d+)?/),
        migrations_applied: shipped,
        migrations_shipped: shipped,
      },
      // The test server serves no web build.
      web: { served: false, service_worker: false },
    });
    expect(new Date(response.body.result.started_at).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("needs a logged-in person", async () => {
    const tenant = await server.createTenant();
    expect((await server.api(tenant, "GET", "versions")).status).toBe(401);
  });
});
