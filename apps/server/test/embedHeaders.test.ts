import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, type TestTenant } from "./harness.ts";

/**
 * Framing (docs/decisions.md, "Embedding"): the public pages the embed screen offers may be shown
 * in another site's frame; every other page of the app and the API refuse it.
 */

let server: TestServer;
let tenant: TestTenant;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "quadra-web-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Quadra</title>");
  server = await startTestServer({ config: { webDist } });
  tenant = await server.createTenant();
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

const framing = async (url: string) => {
  const response = await server.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  const policy = String(response.headers["content-security-policy"] ?? "");
  return {
    url,
    status: response.statusCode,
    ancestors: /frame-ancestors ([^;]*)/.exec(policy)?.[1],
    xFrameOptions: response.headers["x-frame-options"],
  };
};

describe("framing of the app's pages", () => {
  it("lets any site frame the news, posts, pages, the calendar and the open pages", async () => {
    for (const url of [
      "/news",
      "/news?embed=1",
      "/news/inscricoes-abertas",
      "/p/sobre?embed=1",
      "/calendar",
      "/public/open/competitions",
      "/public/open/schools?embed=1",
      "/public/open/competitions/show/00000000-0000-4000-8000-000000000000",
    ]) {
      expect(await framing(url)).toEqual({ url, status: 200, ancestors: "*", xFrameOptions: undefined });
    }
  });

  it("keeps every other page and the API to the portal's own origin", async () => {
    for (const url of [
      "/",
      "/login",
      "/admin/seed",
      "/publish/embed",
      "/newsletter",
      "/p",
      "/public/users",
      "/index.html",
      `/t/${tenant.identifier}/api/v1/public/posts`,
    ]) {
      const seen = await framing(url);
      expect({ url, ancestors: seen.ancestors, xFrameOptions: seen.xFrameOptions }).toEqual({
        url,
        ancestors: "'self'",
        xFrameOptions: "SAMEORIGIN",
      });
    }
  });

  it("keeps the rest of the content security policy on the framed pages", async () => {
    const response = await server.app.inject({ method: "GET", url: "/news" });
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers["content-type"]).toMatch(/text\/html/);
  });
});
