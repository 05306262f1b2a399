import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { versionsOperations } from "@quadra/shared/operations/versions";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER } from "../../platform/db/database.ts";
import { rowsOf } from "../../platform/db/resultRows.ts";
// Read when a request comes (buildApp imports the routes, so the binding is set by then).
import { API_VERSION } from "../../platform/http/buildApp.ts";
import { ok } from "../../platform/http/envelope.ts";
import { route } from "../../platform/http/operationRoute.ts";
import type { App } from "../../platform/http/types.ts";

/** The rows of a raw `execute`, on both drivers (node-postgres and PGlite both answer `{rows}`). */

/** How many migrations this build ships (drizzle-kit's journal lists them). */
const shippedMigrations = () => {
  try {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries?: unknown[];
    };
    return journal.entries?.length ?? 0;
  } catch {
    return 0;
  }
};

/**
 * GET versions: what the diagnostics page (/admin/dev/v) shows a support person. Nothing in it is
 * a secret (versions, counts), so any logged-in person may ask; the page itself is for masters.
 */
export const registerVersionRoutes = (app: App) => {
  const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString();
  const shipped = shippedMigrations();

  route(app, versionsOperations, "read", async (request) => {
    const { db, config } = request.server.deps;
    const [version] = rowsOf<{ server_version: string }>(
      await db.global((tx) => tx.execute(sql`show server_version`)),
    );
    // drizzle's bookkeeping lives outside the app role's grants (schema "drizzle"): this one
    // read-only count goes through the owner connection, which serves no tenant data.
    let applied: number | null = null;
    try {
      const [row] = rowsOf<{ n: number | string }>(
        await db.owner.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      applied = row ? Number(row.n) : null;
    } catch (error) {
      request.log.warn({ err: error }, "could not count applied migrations");
    }
    return ok({
      api_version: API_VERSION,
      node_version: process.version,
      started_at: startedAt,
      database: {
        kind: db.kind,
        server_version: version?.server_version ?? "?",
        migrations_applied: applied,
        migrations_shipped: shipped,
      },
      web: {
        served: existsSync(join(config.webDist, "index.html")),
        service_worker: existsSync(join(config.webDist, "sw.js")),
      },
    });
  });
};
