import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";

/** The OpenAPI document is generated from the same Zod contracts the routes validate with. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("OpenAPI", () => {
  it("documents every tenant route once, by path, with its request schemas", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    expect(paths).toContain("/t/{tenant}/api/v1/roles/{id}");
    expect(paths).toContain("/api/v1/quadra/client");
    // The branded-host copies are hidden: they would only repeat the /t/{tenant} routes.
    expect(paths.filter((path) => path.startsWith("/api/v1/") && path !== "/api/v1/quadra/client")).toEqual(
      [],
    );
    const patchRole = document.paths["/t/{tenant}/api/v1/roles/{id}"].patch;
    const body = patchRole.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(["version"]);
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["name", "description", "permissions", "admin", "is_default", "version"]),
    );
    const patchTenant = document.paths["/t/{tenant}/api/v1/platform/tenants/{id}"].patch;
    expect(patchTenant.requestBody.content["application/json"].schema.required).toEqual(["version"]);
  });

  it("serves the reference page", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
  });
});
