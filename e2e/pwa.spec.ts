import { expect, test } from "./fixtures.ts";

test("the service worker is served as JavaScript at /sw.js", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/javascript/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

test("a new version shows the update notice, which reloads the page when dismissed", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
  await page.waitForFunction(() => typeof (window as any).__quadraShowUpdate === "function");
  await page.evaluate(() => (window as any).__quadraShowUpdate());
  const notice = page.getByText("Nova atualização disponível");
  await expect(notice).toBeVisible();
  // It never expires on its own.
  await page.waitForTimeout(6_000);
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Atualizar" }).click();
  await reloaded;
  await expect(page.getByText("Nova atualização disponível")).toHaveCount(0);
});

/** The precache list of the built service worker (workbox writes `{url:"...",revision:...}`). */
const precacheOf = (worker: string) =>
  new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!));

test("the service worker installs the app shell, not every screen of every module", async ({ request }) => {
  const precached = precacheOf(await (await request.get("/sw.js")).text());
  const page = await (await request.get("/")).text();
  const referenced = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
  const entry = /<script type="module"[^>]* src="\/(assets\/[^"]+\.js)"/.exec(page)?.[1];
  expect(entry).toBeTruthy();
  // Everything the page loads to start is there, the page itself and the login screen too.
  for (const url of ["index.html", "manifest.webmanifest", entry!, ...referenced])
    expect(precached).toContain(url);
  // The login screen's chunk: one file with its own modules (apps/web/src/platform/startup/startChunks.ts).
  expect([...precached].some((url) => /^assets\/login-[^/]+\.js$/.test(url))).toBe(true);
  // The other screens' chunks are cached when first used: 264 files were installed before.
  expect(precached.size).toBeLessThan(150);
  expect([...precached].filter((url) => /RichTextInput|zxcvbn|CompetitionsPage/.test(url))).toEqual([]);
});

test("hashed assets go precompressed and cached for good; the page is revalidated", async ({ request }) => {
  const page = await request.get("/", { headers: { accept: "text/html", "accept-encoding": "br" } });
  expect(page.headers()["cache-control"]).toBe("no-cache");
  expect(page.headers()["content-encoding"]).toBe("br");
  const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  for (const encoding of ["br", "gzip"]) {
    const asset = await request.get(entry!, { headers: { "accept-encoding": encoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-encoding"]).toBe(encoding);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The decoded module itself (the first script may be the bundler's runtime, which only exports).
    expect(await asset.text()).toMatch(/\b(import|export)\b/);
  }
  const head = await request.head("/competitions/show/1");
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toMatch(/^text\/html/);
});

test("once installed, the app opens without a network", async ({ page, context }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
  // `ready` resolves once the worker is active, that is after its precache was filled.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Entrar no portal" })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
