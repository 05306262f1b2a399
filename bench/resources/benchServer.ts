/**
 * A server of the benchmarks, in a process of its own (forked by list.ts and import.ts, which send
 * the requests from another process): `framework` is the product's server (createServer on
 * PostgreSQL, row-level security on), `counting` the same without its memory of capped counts (so
 * it runs the very SQL of the baseline), `bare` the list baseline of bareList.ts. Listens on 127.0.0.1
 * only and tells its port over IPC; the parent stops it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createServer } from "../../apps/server/src/platform/createServer.ts";
import { createDatabase } from "../../apps/server/src/platform/db/database.ts";
import { bareListApp } from "./bareList.ts";

const mode = process.env.BENCH_MODE;
const url = process.env.BENCH_URL!;

const start = async () => {
  if (mode === "bare") return bareListApp({ url, tenantId: process.env.BENCH_TENANT_ID! });
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

const app = await start();
await app.listen({ host: "127.0.0.1", port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
process.on("message", async (message) => {
  if (message === "stop") {
    await app.close();
    process.exit(0);
  }
});
