import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INLINE_SCRIPTS_FILE, inlineScriptSources } from "../src/platform/http/inlineScripts.ts";
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from "./harness.ts";

/**
 * index.html's inline start-up script (issue 11: its calls start as the page is read) is allowed by the
 * CSP through the hash the web build writes beside it, and no other inline script is.
 */
const SCRIPT = "window.__early=[];";
const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

const scriptSrcOf = (policy: unknown) =>
  String(policy)
    .split(";")
    .find((directive) => directive.startsWith("script-src"))
    ?.split(" ")
    .filter(Boolean);

let webDist: string;
let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "quadra-inline-scripts-"));
  writeFileSync(
    join(webDist, "index.html"),
    `<!doctype html><html><head><script>${SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(webDist, INLINE_SCRIPTS_FILE), JSON.stringify({ scriptSrc: [hashOf(SCRIPT)] }));
  database = await createTestDatabase();
  server = await startTestServer({ database, config: { webDist } });
});
afterAll(async () => {
  await server.close();
  await database.drop();
  rmSync(webDist, { recursive: true, force: true });
});

describe("the CSP of the web app's inline script", () => {
  it("allows index.html's inline script by the build's hash, on the page and on every answer", async () => {
    for (const url of ["/", "/login", "/api/v1/quadra/client?code=nobody"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect(scriptSrcOf(response.headers["content-security-policy"])).toEqual([
        "script-src",
        "'self'",
        "https:",
        hashOf(SCRIPT),
      ]);
    }
    // Never 'unsafe-inline': another inline script (an injected one) stays refused.
    const page = await server.app.inject({ method: "GET", url: "/" });
    expect(scriptSrcOf(page.headers["content-security-policy"])).not.toContain("'unsafe-inline'");
  });

  it("reads the file again when a rebuild rewrote it, and allows nothing inline without a readable one", () => {
    const dist = mkdtempSync(join(tmpdir(), "quadra-inline-scripts-"));
    try {
      const sources = inlineScriptSources(dist);
      expect(sources()).toBe("");
      const file = join(dist, INLINE_SCRIPTS_FILE);
      writeFileSync(file, JSON.stringify({ scriptSrc: [hashOf("a()")] }));
      expect(sources()).toBe(hashOf("a()"));
      writeFileSync(file, JSON.stringify({ scriptSrc: [hashOf("b()"), hashOf("c()")] }));
      // A rebuild within the same millisecond of the file system still counts (its size changed).
      utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      expect(sources()).toBe(`${hashOf("b()")} ${hashOf("c()")}`);
      // Anything but quoted hashes (a source list smuggled in) allows nothing.
      writeFileSync(file, JSON.stringify({ scriptSrc: ["'unsafe-inline'"] }));
      utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      expect(sources()).toBe("");
      writeFileSync(file, "{ half written");
      utimesSync(file, new Date(), new Date(Date.now() + 15_000));
      expect(sources()).toBe("");
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
