import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

/**
 * Start-up weight and speed of the web app (issue 11): /login and the home page after login,
 * loaded cold (no HTTP cache, service worker blocked) in Debian's Chromium on Lighthouse's
 * "Slow 4G" with a 4× slower CPU, through the real server. Every number is printed beside its
 * target, and as a ratio to a floor measured in the same run under the same throttling: a minimal
 * static HTML page served by the same server (what any page costs on that network).
 */

const ROOT = new URL("../../", import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 4413);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "bench-senha-do-master";
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Lighthouse's mobile "Slow 4G" (devtools throttling), as the issue measured it. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180 * 1024, uploadThroughput: 84 * 1024 };
const CPU_SLOWDOWN = 4;
/** A phone's viewport (Lighthouse's mobile profile is 412 wide). */
const PHONE = { width: 412, height: 823 };

const TARGETS = {
  loginJsGzipKiB: 150,
  loginFormMs: 2500,
  loginLcpMs: 2500,
  homeLcpMs: 2500,
};

type Load = {
  /** First time the awaited element (the password input, the greeting) was on screen (a frame painted after it appeared). */
  formMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  /** Every LCP candidate in order (time, size, element): what the largest paint was at each moment. */
  lcpEntries: string[];
  jsFiles: number;
  /** The scripts that had arrived when the form (or heading) showed: what the first screen waited for. */
  firstFiles: number;
  firstGzipBytes: number;
  /** When the app's own form (not index.html's static one) was on screen, and the scripts until then. */
  appMs: number | null;
  appFiles: number;
  appGzipBytes: number;
  /** Those scripts, with their gzipped size. */
  appFileNames: string[];
  jsTransferBytes: number;
  jsGzipBytes: number;
  jsRawBytes: number;
  requests: number;
};

/** Records paint timings and the moment a selector's element is first shown, before any app code runs. */
const OBSERVER_SCRIPT = (selector: string, appSelector: string) => `
  (() => {
    const bench = (window.__bench = { fcp: null, lcp: null, lcpElement: null, lcpEntries: [], shownAt: null, appAt: null });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") bench.fcp = entry.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.lcp = entry.startTime;
        const el = entry.element;
        bench.lcpElement = el ? el.tagName.toLowerCase() + ": " + (el.textContent || el.getAttribute("src") || "").trim().slice(0, 60) : null;
        bench.lcpEntries.push(Math.round(entry.startTime) + " ms " + entry.size + " px² " + bench.lcpElement);
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    const look = () => {
      const el = document.querySelector(${JSON.stringify(selector)});
      if (el && el.getClientRects().length > 0) {
        requestAnimationFrame(() => setTimeout(() => { bench.shownAt = performance.now(); }, 0));
        return;
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    // The same in the app's own screen (index.html may draw a static one before the code runs).
    const lookApp = () => {
      const el = document.querySelector(${JSON.stringify(appSelector)});
      if (el && el.getClientRects().length > 0) {
        requestAnimationFrame(() => setTimeout(() => { bench.appAt = performance.now(); }, 0));
        return;
      }
      requestAnimationFrame(lookApp);
    };
    requestAnimationFrame(lookApp);
  })();
`;

const waitForHealth = async () => {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the server did not answer /healthz");
};

/** The build to measure: BENCH_WEB_DIST, else a fresh build of the current sources. */
const webBuild = (work: string) => {
  const dist = join(work, "web");
  if (process.env.BENCH_WEB_DIST) {
    cpSync(process.env.BENCH_WEB_DIST, dist, { recursive: true });
  } else {
    console.log("building the web app…");
    execFileSync("npm", ["run", "build", "-w", "@quadra/web"], {
      cwd: ROOT,
      env: { ...process.env, QUADRA_WEB_OUT: dist },
      stdio: "ignore",
    });
  }
  // The floor: the least a page costs on this network from this server (one small HTML document).
  writeFileSync(
    join(dist, "bench-floor.html"),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Quadra</title></head>' +
      "<body><h1>Entrar no portal da federação</h1></body></html>",
  );
  return dist;
};

const startServer = (dist: string, dataDir: string): ChildProcess =>
  spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      QUADRA_WEB_DIST: dist,
      QUADRA_DATA_DIR: dataDir,
      QUADRA_ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_MAX: "1000000",
      RATE_LIMIT_AUTH_MAX: "1000000",
      LOG_LEVEL: "warn",
    },
  });

/**
 * What a browser keeps after logging in and seeing its home (its whole localStorage: the token, profile
 * and tenant keys of platform/storage, and what the home remembers for index.html's static copy), so
 * the home page opens as it does for a person coming back. Taken from a real login in the browser,
 * unthrottled, rather than written by hand, so it holds whatever the app keeps.
 */
const signedInStorage = async (browser: Browser) => {
  const context = await browser.newContext({ serviceWorkers: "block", locale: "pt-BR", viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/login`, { timeout: 120_000 });
    // The app's own form (index.html's static one is taken over).
    await page
      .locator('#root input[autocomplete="username"]')
      .fill("master@quadra.local", { timeout: 120_000 });
    await page.locator('#root input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('#root button[type="submit"]').click();
    await page.locator("#root h1").waitFor({ timeout: 120_000 });
    // The home keeps what it showed once the tenant's configuration is in.
    await page.waitForFunction(() => localStorage.getItem("quadra:static_home") !== null, null, {
      timeout: 30_000,
    });
    const items = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
    if (!items.token) throw new Error("the login left no token");
    return items;
  } finally {
    await context.close();
  }
};

const measure = async ({
  browser,
  path,
  throttle,
  waitFor,
  appWaitFor = waitFor,
  storage,
  dist,
}: {
  browser: Browser;
  path: string;
  throttle: boolean;
  waitFor: string;
  /** The app's own element, when index.html may show a static `waitFor` before the code runs. */
  appWaitFor?: string;
  /** localStorage as a browser left it (raw strings). */
  storage?: Record<string, string>;
  dist: string;
}): Promise<Load> => {
  const context: BrowserContext = await browser.newContext({
    serviceWorkers: "block",
    locale: "pt-BR",
    viewport: PHONE,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (storage) {
    await context.addInitScript((items) => {
      if (localStorage.getItem("token")) return;
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, storage);
  }
  await context.addInitScript(OBSERVER_SCRIPT(waitFor, appWaitFor));
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle) {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  }
  const scripts = new Map<string, string>();
  const transfer = new Map<string, number>();
  const finishedAt = new Map<string, number>();
  let requests = 0;
  cdp.on("Network.requestWillBeSent", () => {
    requests += 1;
  });
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Script") scripts.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on("Network.loadingFinished", (event) => {
    transfer.set(event.requestId, event.encodedDataLength);
    finishedAt.set(event.requestId, Date.now() - navigationStart);
  });
  const navigationStart = Date.now();

  await page.goto(`${ORIGIN}${path}`, { waitUntil: "load", timeout: 120_000 });
  await page.waitForFunction(
    () => {
      const bench = (window as never as { __bench: { shownAt: number | null; appAt: number | null } })
        .__bench;
      return bench.shownAt && bench.appAt;
    },
    null,
    {
      timeout: 120_000,
      polling: 100,
    },
  );
  // Whatever the page still fetches for its first view, then a quiet moment so the LCP is final.
  await page.waitForLoadState("networkidle", { timeout: 120_000 }).catch(() => undefined);
  await page.waitForTimeout(throttle ? 1500 : 300);
  const bench = await page.evaluate(
    () =>
      (
        window as never as {
          __bench: {
            fcp: number | null;
            lcp: number | null;
            lcpElement: string | null;
            lcpEntries: string[];
            shownAt: number | null;
            appAt: number | null;
          };
        }
      ).__bench,
  );
  let jsTransferBytes = 0;
  let jsGzipBytes = 0;
  let jsRawBytes = 0;
  let firstFiles = 0;
  let firstGzipBytes = 0;
  let appFiles = 0;
  let appGzipBytes = 0;
  const appFileNames: string[] = [];
  for (const [requestId, pathname] of scripts) {
    jsTransferBytes += transfer.get(requestId) ?? 0;
    const file = join(dist, pathname);
    const gzipped = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    if (existsSync(file)) {
      jsRawBytes += readFileSync(file).length;
      jsGzipBytes += gzipped;
    }
    if ((finishedAt.get(requestId) ?? Number.POSITIVE_INFINITY) <= (bench.shownAt ?? 0)) {
      firstFiles += 1;
      firstGzipBytes += gzipped;
    }
    if ((finishedAt.get(requestId) ?? Number.POSITIVE_INFINITY) <= (bench.appAt ?? 0)) {
      appFiles += 1;
      appGzipBytes += gzipped;
      appFileNames.push(`${pathname} ${(gzipped / 1024).toFixed(1)}`);
    }
  }
  await context.close();
  return {
    formMs: bench.shownAt,
    appMs: bench.appAt,
    appFiles,
    appGzipBytes,
    appFileNames,
    fcpMs: bench.fcp,
    lcpMs: bench.lcp,
    lcpElement: bench.lcpElement,
    lcpEntries: bench.lcpEntries,
    jsFiles: scripts.size,
    firstFiles,
    firstGzipBytes,
    jsTransferBytes,
    jsGzipBytes,
    jsRawBytes,
    requests,
  };
};

/**
 * The login's own JavaScript, whatever the load: the scripts index.html names (its module scripts and
 * the login's chunk its start-up script preloads on /login) with every chunk they import statically,
 * gzipped one by one (as `appGzipBytes` counts them). The scripts that finished before the app's form
 * also count small chunks that only happened to arrive first (the service worker's registration), so
 * that measure moves with the machine's load; this one does not. The inline script is part of the page.
 */
const loginOwnScripts = (dist: string) => {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const entries = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((match) => match[1]!);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join("");
  // Builds before the start-up script was inline loaded it as /early-requests.js.
  const early = existsSync(join(dist, "early-requests.js")) ? ["early-requests.js"] : [];
  const startup = [inline, ...early.map((file) => readFileSync(join(dist, file), "utf8"))].join("");
  const login = /\/(assets\/login-[\w-]+\.js)/.exec(startup)?.[1];
  const files = new Set<string>();
  const pending = [...early, ...entries, ...(login ? [login] : [])];
  while (pending.length) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(join(dist, file), "utf8");
    // Static imports only (`import(…)` is a later screen's), relative to the chunk's folder.
    for (const match of code.matchAll(
      /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    ))
      pending.push(join(file, "..", match[1]!));
  }
  const sizes = [...files].map((file) => [file, gzipSync(readFileSync(join(dist, file))).length] as const);
  return {
    files: sizes.map(([file, bytes]) => `/${file} ${(bytes / 1024).toFixed(1)}`),
    gzipBytes: sizes.reduce((sum, [, bytes]) => sum + bytes, 0),
    inlineGzipBytes: gzipSync(inline).length,
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The run with the median LCP (its other numbers belong to the same load). */
const medianRun = (loads: Load[]) => {
  const target = median(loads.map((load) => load.lcpMs ?? Number.POSITIVE_INFINITY));
  return loads.find((load) => (load.lcpMs ?? Number.POSITIVE_INFINITY) === target) ?? loads[0]!;
};

const main = async () => {
  const work = mkdtempSync(join(tmpdir(), "quadra-bench-web-"));
  const dist = webBuild(work);
  const server = startServer(dist, join(work, "data"));
  let browser: Browser | null = null;
  try {
    await waitForHealth();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    });
    const storage = await signedInStorage(browser);
    const runs = async (options: Omit<Parameters<typeof measure>[0], "browser" | "dist">) => {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await measure({ browser: browser!, dist, ...options }));
      return medianRun(loads);
    };
    const floor = await runs({ path: "/bench-floor.html", throttle: true, waitFor: "h1" });
    const loginForm = { waitFor: 'input[type="password"]', appWaitFor: '#root input[type="password"]' };
    const login = await runs({ path: "/login", throttle: true, ...loginForm });
    const loginFast = await runs({ path: "/login", throttle: false, ...loginForm });
    // index.html may draw the home's greeting before the code runs; the app's own is under #root.
    // (index.html's static login form, hidden, holds the document's first h1.)
    const homeGreeting = { waitFor: "#quadra-static-home h1, #root h1", appWaitFor: "#root h1" };
    const home = await runs({ path: "/", throttle: true, ...homeGreeting, storage });
    const homeFast = await runs({ path: "/", throttle: false, ...homeGreeting, storage });

    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    const ms = (value: number | null) => (value === null ? "—" : Math.round(value).toString());
    const ratio = (value: number | null, base: number | null) =>
      value === null || !base ? "—" : (value / base).toFixed(2);
    const verdict = (value: number | null, target: number) =>
      value !== null && value <= target ? "ok" : "OVER";
    const floorLcp = floor.lcpMs;
    const own = loginOwnScripts(dist);
    const rows: [string, string, string, string, string][] = [
      ["/login: JS files before the form", String(login.firstFiles), "", "", ""],
      ["/login: their JS gzipped (KiB)", kib(login.firstGzipBytes), "", "", ""],
      ["/login: JS files before app's form", String(login.appFiles), "", "", ""],
      [
        "/login: their JS gzipped (KiB)",
        kib(login.appGzipBytes),
        `≤ ${TARGETS.loginJsGzipKiB}`,
        verdict(login.appGzipBytes / 1024, TARGETS.loginJsGzipKiB),
        "",
      ],
      ["/login: its own JS files", String(own.files.length), "", "", ""],
      [
        "/login: their JS gzipped (KiB)",
        kib(own.gzipBytes),
        `≤ ${TARGETS.loginJsGzipKiB}`,
        verdict(own.gzipBytes / 1024, TARGETS.loginJsGzipKiB),
        "",
      ],
      ["/login: JS files in all", String(login.jsFiles), "", "", ""],
      ["/login: JS sent in all (KiB)", kib(login.jsTransferBytes), "", "", ""],
      ["/login: JS raw in all (KiB)", kib(login.jsRawBytes), "", "", ""],
      ["/login: JS gzipped in all (KiB)", kib(login.jsGzipBytes), "", "", ""],
      [
        "/login: form painted (ms)",
        ms(login.formMs),
        `≤ ${TARGETS.loginFormMs}`,
        verdict(login.formMs, TARGETS.loginFormMs),
        ratio(login.formMs, floorLcp),
      ],
      ["/login: app's form (ms)", ms(login.appMs), "", "", ratio(login.appMs, floorLcp)],
      ["/login: FCP (ms)", ms(login.fcpMs), "", "", ratio(login.fcpMs, floor.fcpMs)],
      [
        "/login: LCP (ms)",
        ms(login.lcpMs),
        `≤ ${TARGETS.loginLcpMs}`,
        verdict(login.lcpMs, TARGETS.loginLcpMs),
        ratio(login.lcpMs, floorLcp),
      ],
      ["/ signed in: JS files", String(home.jsFiles), "", "", ""],
      ["/ signed in: JS gzipped (KiB)", kib(home.jsGzipBytes), "", "", ""],
      ["/ signed in: greeting (ms)", ms(home.formMs), "", "", ratio(home.formMs, floorLcp)],
      ["/ signed in: app's greeting (ms)", ms(home.appMs), "", "", ratio(home.appMs, floorLcp)],
      ["/ signed in: FCP (ms)", ms(home.fcpMs), "", "", ratio(home.fcpMs, floor.fcpMs)],
      [
        "/ signed in: LCP (ms)",
        ms(home.lcpMs),
        `≤ ${TARGETS.homeLcpMs}`,
        verdict(home.lcpMs, TARGETS.homeLcpMs),
        ratio(home.lcpMs, floorLcp),
      ],
    ];
    console.log(
      `\nSlow 4G (latency ${SLOW_4G.latency} ms, ${SLOW_4G.downloadThroughput / 1024} KB/s down, ` +
        `${SLOW_4G.uploadThroughput / 1024} KB/s up), CPU ${CPU_SLOWDOWN}× slower, cold cache, ` +
        `service worker blocked; median of ${RUNS} loads\n`,
    );
    console.log(
      `${"measure".padEnd(32)}${"value".padStart(10)}${"target".padStart(10)}${"".padStart(6)}${"ratio to floor".padStart(16)}`,
    );
    for (const [name, value, target, ok, r] of rows) {
      console.log(
        `${name.padEnd(32)}${value.padStart(10)}${target.padStart(10)}${ok.padStart(6)}${r.padStart(16)}`,
      );
    }
    console.log(
      `\nfloor (a one-heading static page from the same server, same throttling): FCP ${ms(floor.fcpMs)} ms, LCP ${ms(floorLcp)} ms`,
    );
    console.log(
      `/login: scripts in before the app's form (gzipped KiB):\n  ${login.appFileNames.join("\n  ")}`,
    );
    console.log(
      `/login: its own scripts (gzipped KiB), whatever the load:\n  ${own.files.join("\n  ")}\n` +
        `  and index.html's inline scripts, ${kib(own.inlineGzipBytes)} KiB gzipped (in the page, not a file)`,
    );
    console.log(`LCP element: /login → ${login.lcpElement ?? "—"}; / → ${home.lcpElement ?? "—"}`);
    console.log(`/ signed in, LCP candidates in order:\n  ${home.lcpEntries.join("\n  ")}`);
    console.log(
      `unthrottled, same run: /login form ${ms(loginFast.formMs)} ms, LCP ${ms(loginFast.lcpMs)} ms; ` +
        `/ LCP ${ms(homeFast.lcpMs)} ms (throttled ÷ unthrottled: /login LCP ${ratio(login.lcpMs, loginFast.lcpMs)}, / LCP ${ratio(home.lcpMs, homeFast.lcpMs)})`,
    );
  } finally {
    await browser?.close();
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
