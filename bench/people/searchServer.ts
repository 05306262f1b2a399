/**
 * A server of the public search benchmark in a process of its own (forked by publicSearch.ts, which
 * sends the load from another process): `framework` is the product's server on PostgreSQL, `bare`
 * the baseline of bareSearch.ts. Listens on 127.0.0.1 and tells its port over IPC.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../apps/server/src/config.ts";
import { createServer } from "../../apps/server/src/platform/createServer.ts";
import { createDatabase } from "../../apps/server/src/platform/db/database.ts";
import { bareSearchApp } from "./bareSearch.ts";

const mode = process.env.BENCH_MODE;
const url = process.env.BENCH_URL!;

const start = async () => {
  if (mode === "bare") return bareSearchApp({ url, tenantId: process.env.BENCH_TENANT_ID! });
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
      rateLimit: { max: 10_000_000, authMax: 10_000_000, windowMs: 60_000 },
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
