/**
 * A server of the benchmarks, in a process of its own (forked by the benchmark, which sends the
 * requests from another process): `framework` is the product's server (createServer on PostgreSQL,
 * row-level security on), `counting` the same without its memory of capped counts (so it runs the
 * very SQL of the baseline), `bare` the benchmark's own baseline handler. Listens on 127.0.0.1 only
 * and tells its port over IPC; the parent stops it. The list and import benchmarks fork this file
 * (bare: bareList.ts); others call `serveBench` with their baseline (people/searchServer.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createServer } from "../../apps/server/src/platform/createServer.ts";
import { createDatabase } from "../../apps/server/src/platform/db/database.ts";
import type { App } from "../../apps/server/src/platform/http/types.ts";
import { bareListApp } from "./bareList.ts";

type BareApp = (options: {
  url: string;
  tenantId: string;
}) => { listen: App["listen"] } & Pick<App, "server" | "close">;

const mode = process.env.BENCH_MODE;
const url = process.env.BENCH_URL!;

const start = async (bare: BareApp) => {
  if (mode === "bare") return bare({ url, tenantId: process.env.BENCH_TENANT_ID! });
  const uploadsDir = mkdtempSync(join(tmpdir(), "quadra-bench-uploads-"));
  const db = await createDatabase({ url });
  const app = await createServer({
    config: {
      ...loadConfig({}),
      databaseUrl: url,
      webDist: "/nonexistent-web-dist",
      seedDemo: false,
      storage: { kind: "local", dir: uploadsDir },
      // Every request comes from 127.0.0.1: a per-address limit sized for people would answer 429.
      // The plugin stays on, so its cost is measured.
      rateLimit: { max: 10_000_000, authMax: 10_000_000, windowMs: 60_000 },
      // `counting`: the product's server counting every list's matches, as the bare handler does.
      ...(mode === "counting" ? { countCacheTtlMs: 0 } : {}),
    },
    db,
  });
  app.addHook("onClose", async () => {
    await db.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
  return app;
};

/** Starts the server this process was forked for and serves until the parent says "stop". */
export const serveBench = async (bare: BareApp) => {
  const app = await start(bare);
  // BENCH_PORT: a port of the caller's own (machines shared by several runs give each a range).
  await app.listen({ host: "127.0.0.1", port: Number(process.env.BENCH_PORT ?? 0) });
  const address = app.server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  // BENCH_LOOP_DELAY=1: how long the server's event loop was held (a job's synchronous work makes
  // every request wait), printed when it stops.
  const loop = process.env.BENCH_LOOP_DELAY ? monitorEventLoopDelay({ resolution: 10 }) : undefined;
  loop?.enable();
  process.on("message", async (message) => {
    if (message === "stop") {
      if (loop)
        console.error(
          `event loop delay, ms: p50 ${(loop.percentile(50) / 1e6).toFixed(1)}, p99 ${(loop.percentile(99) / 1e6).toFixed(1)}, max ${(loop.max / 1e6).toFixed(1)}`,
        );
      await app.close();
      process.exit(0);
    }
  });
};

// Forked as a script (not imported by another server file): the list baseline.
if (process.argv[1] === fileURLToPath(import.meta.url)) await serveBench(bareListApp);
