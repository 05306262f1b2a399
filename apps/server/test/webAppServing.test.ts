import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import {
  createTestDatabase,
  startTestServer,
  TEST_RATE_WINDOW_MS,
  type TestDatabase,
  type TestServer,
} from "./harness.ts";

/**
 * How the server hands out the web app (issue 11): a first visit fetches the page, the service
 * worker's precache and the assets the page names, and none of that counts against the API's rate
 * limit; hashed assets are cached for good and go precompressed; API answers are compressed when
 * the client accepts it; HEAD answers like GET on the app's routes.
 */

/** A built app in miniature: the files and references a real build has, with made-up contents. */
const CHUNKS = 80;
const ENTRY = "assets/index-B05Md5Cn.js";
const STYLES = "assets/index-CyTp5by3.css";
const chunkName = (index: number) => `assets/chunk${index}-${index.toString(36).padStart(8, "x")}.js`;
// Repetitive like real code, so it compresses well, and over the 1 KiB a compressor bothers with.
const chunkSource = (name: string) => `export const name = ${JSON.stringify(name)};\n`.repeat(60);

const writeFile = (root: string, path: string, content: string | Buffer) => {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
};

/** As the build does: every text file gets a `.br` and a `.gz` beside it. */
const writePrecompressed = (root: string, path: string, content: string) => {
  writeFile(root, path, content);
  writeFile(root, `${path}.br`, brotliCompressSync(content));
  writeFile(root, `${path}.gz`, gzipSync(content));
};

const makeWebDist = () => {
  const root = mkdtempSync(join(tmpdir(), "quadra-web-serving-"));
  const chunks = Array.from({ length: CHUNKS }, (_, index) => chunkName(index));
  const preloaded = chunks.slice(0, 20);
  writePrecompressed(
    root,
    "index.html",
    `<!doctype html><html lang="pt-BR"><head><title>Quadra</title>
<script type="module" crossorigin src="/${ENTRY}"></script>
${preloaded.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`).join("\n")}
<link rel="stylesheet" crossorigin href="/${STYLES}">
<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`,
  );
  writePrecompressed(root, ENTRY, chunkSource(ENTRY));
  writePrecompressed(root, STYLES, "body{margin:0}\n".repeat(100));
  for (const chunk of chunks) writePrecompressed(root, chunk, chunkSource(chunk));
  writeFile(root, "icons/icon-192.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writePrecompressed(root, "manifest.webmanifest", JSON.stringify({ name: "Quadra", start_url: "/" }));
  const precache = ["index.html", ENTRY, STYLES, ...chunks, "icons/icon-192.png", "manifest.webmanifest"];
  writePrecompressed(
    root,
    "sw.js",
    `importScripts("workbox-2178cfdb.js");self.__WB=precacheAndRoute(${JSON.stringify(
      precache.map((url) => ({ url, revision: null })),
    )});`,
  );
  writePrecompressed(root, "workbox-2178cfdb.js", chunkSource("workbox"));
  return root;
};

let webDist: string;
let database: TestDatabase;

beforeAll(async () => {
  webDist = makeWebDist();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  rmSync(webDist, { recursive: true, force: true });
});

const pageHeaders = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, deflate, br" };

/** The body as the browser reads it, after undoing the content encoding. */
const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

/**
 * The API's limit here: low, so that a few visits' files already pass it many times over (the
 * default, 600 a minute, would need dozens of visits, minutes on a busy CI machine), in a window
 * however long the visits take.
 */
const LIMIT = 50;
const VISITORS = 8;

describe("first visits from one address under the rate limits", () => {
  let server: TestServer;
  const defaults = loadConfig({}).rateLimit;

  beforeAll(async () => {
    const rateLimit = { ...defaults, max: LIMIT, windowMs: TEST_RATE_WINDOW_MS };
    server = await startTestServer({ database, config: { webDist, rateLimit } });
  });
  afterAll(() => server.close());

  /** What a browser with an empty cache fetches; every answer's status, by URL. */
  const firstVisit = async (tenantCode: string) => {
    const statuses: Record<string, number> = {};
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await server.app.inject({ method: "GET", url, headers });
      statuses[url] = response.statusCode;
      return response;
    };
    const page = await get("/", pageHeaders);
    const referenced = [...decoded(page).matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1]!);
    for (const url of referenced) await get(url, pageHeaders);
    const worker = await get("/sw.js", pageHeaders);
    const precached = [...decoded(worker).matchAll(/"url":"([^"]+)"/g)].map((match) => `/${match[1]}`);
    for (const url of precached) await get(url, pageHeaders);
    await get("/workbox-2178cfdb.js");
    await get(`/api/v1/quadra/client?code=${tenantCode}`);
    await get(`/t/${tenantCode}/api/v1/configs/common`);
    return { statuses, referenced, precached };
  };

  it("serves the app to many first-time visitors from one address without counting its files, while the API keeps its limit", async () => {
    const tenant = await server.createTenant();
    let requests = 0;
    let apiCalls = 0;
    for (let visitor = 1; visitor <= VISITORS; visitor++) {
      const { statuses, referenced, precached } = await firstVisit(tenant.identifier);
      expect(referenced).toContain(`/${ENTRY}`);
      expect(precached.length).toBeGreaterThan(CHUNKS);
      const failed = Object.entries(statuses).filter(([, status]) => status !== 200);
      expect({ visitor, failed }).toEqual({ visitor, failed: [] });
      requests += Object.keys(statuses).length;
      apiCalls += Object.keys(statuses).filter((url) => url.includes("/api/")).length;
    }
    // Far more than the limit went through: the app's files were not counted.
    expect(requests).toBeGreaterThan(VISITORS * CHUNKS);
    expect(VISITORS * CHUNKS).toBeGreaterThan(10 * LIMIT);
    // A visit calls the API twice: the default limit (600 a minute) lets 300 visits a minute through.
    expect(apiCalls).toBe(2 * VISITORS);
    expect(defaults).toMatchObject({ max: 600, windowMs: 60_000 });

    // The visits' API calls counted: the rest of the limit passes, the next call is refused.
    const url = `/api/v1/quadra/client?code=${tenant.identifier}`;
    let refusedAt = 0;
    for (let call = 1; call <= LIMIT; call++) {
      const response = await server.app.inject({ method: "GET", url });
      if (response.statusCode === 429) {
        refusedAt = call;
        break;
      }
    }
    expect(refusedAt).toBe(LIMIT - apiCalls + 1);

    // A script calling the API gets the JSON envelope.
    const call = await server.app.inject({ method: "GET", url });
    expect(call.statusCode).toBe(429);
    expect(call.json()).toMatchObject({ status: 0, code: "rate_limited" });

    // A browser opening a limited address gets a page in Portuguese that retries by itself.
    const opened = await server.app.inject({ method: "GET", url, headers: pageHeaders });
    expect(opened.statusCode).toBe(429);
    expect(opened.headers["content-type"]).toMatch(/^text\/html/);
    expect(Number(opened.headers["retry-after"])).toBeGreaterThan(0);
    expect(opened.body).toContain('<html lang="pt-BR">');
    expect(opened.body).toContain("Muitos acessos em pouco tempo");
    expect(opened.body).toContain(`<meta http-equiv="refresh" content="${opened.headers["retry-after"]}">`);
    expect(opened.body).not.toContain('"status"');

    // The app itself still opens: its page, a deep link and its files.
    for (const path of ["/", "/login", "/competitions/show/1", `/${ENTRY}`, "/sw.js"]) {
      const response = await server.app.inject({ method: "GET", url: path, headers: pageHeaders });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
    }
  }, 120_000);
});

describe("caching, compression and HEAD", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, config: { webDist } });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
    server.app.inject({ method, url, headers });

  it("caches hashed assets for good and makes the browser revalidate the page and the worker", async () => {
    for (const url of [`/${ENTRY}`, `/${STYLES}`, `/${chunkName(7)}`]) {
      for (const encoding of ["identity", "br"]) {
        const response = await get(url, { "accept-encoding": encoding });
        expect({ url, status: response.statusCode, cache: response.headers["cache-control"] }).toEqual({
          url,
          status: 200,
          cache: "public, max-age=31536000, immutable",
        });
      }
    }
    for (const url of [
      "/",
      "/index.html",
      "/login",
      "/sw.js",
      "/workbox-2178cfdb.js",
      "/manifest.webmanifest",
    ]) {
      for (const encoding of ["identity", "gzip, br"]) {
        const response = await get(url, { accept: "text/html", "accept-encoding": encoding });
        expect({ url, status: response.statusCode, cache: response.headers["cache-control"] }).toEqual({
          url,
          status: 200,
          cache: "no-cache",
        });
      }
    }
  });

  it("sends an asset precompressed in the encoding the browser prefers", async () => {
    const source = chunkSource(ENTRY);
    const brotli = await get(`/${ENTRY}`, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(source.length / 4);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);

    const gzip = await get(`/${ENTRY}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);

    const plain = await get(`/${ENTRY}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(source);

    // The page itself, at the root and through a deep link.
    for (const url of ["/", "/competitions/show/1"]) {
      const page = await get(url, pageHeaders);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain(`src="/${ENTRY}"`);
    }
  });

  it("compresses a JSON answer of the API when the client accepts it", async () => {
    const url = "/api/openapi.json";
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const document = plain.json();

    const brotli = await get(url, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/^application\/json/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(document);

    const gzip = await get(url, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);
  });

  it("leaves answers under 1 KiB uncompressed: not worth the work", async () => {
    const tenant = await server.createTenant();
    // Answers that stay small: the support and registration settings of a new tenant (the
    // directory and configs/common grew past 1 KiB when spec §7's fields went beside `status`).
    for (const url of [
      `/t/${tenant.identifier}/api/v1/configs/support`,
      `/t/${tenant.identifier}/api/v1/configs/register`,
    ]) {
      const small = await get(url, { "accept-encoding": "gzip, br" });
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(small.json()).toMatchObject({ status: 1 });
    }
  });

  it("answers HEAD on the app's routes as it answers GET", async () => {
    for (const url of [
      "/",
      "/login",
      "/competitions/show/1",
      "/my/teams?tab=members",
      `/${ENTRY}`,
      "/sw.js",
    ]) {
      const got = await get(url, pageHeaders);
      const head = await get(url, pageHeaders, "HEAD");
      expect({ url, status: head.statusCode, type: head.headers["content-type"] }).toEqual({
        url,
        status: got.statusCode,
        type: got.headers["content-type"],
      });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe("");
    }
    // Not an app route: still not found, for both.
    for (const url of ["/api/v1/nowhere", "/assets/missing-abc.js"]) {
      expect((await get(url, {}, "HEAD")).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});
