import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
// Both drivers share the PostgreSQL query builder; the code above this file never knows which runs.
export type Db = PgDatabase<any, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "../../../drizzle");
/** The role every request runs as: no BYPASSRLS, so row-level security always applies. */
export const APP_ROLE = "quadra_app";
export const CHANGES_CHANNEL = "quadra_changes";

export type Database = {
  kind: "pglite" | "postgres";
  /** The connection owner: migrations, seeding and tests only. Never used to serve a request. */
  owner: Db;
  /** Runs `fn` in one transaction as the app role, scoped to one tenant (the chokepoint). */
  tenant: <T>(tenantId: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
  /** Runs `fn` in one transaction as the app role with no tenant: only global tables are visible. */
  global: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
  migrate: () => Promise<void>;
  /** Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Row-level security on every tenant table, including those a migration forgot (0003 defines it). */
const secureTenantTables = (db: Db) => db.execute(sql`select quadra_secure_tenant_tables()`);

/**
 * Lets the lists' search (`search_text like '%term%'`) use its trigram index under row-level
 * security. PostgreSQL applies a table's policy before any condition whose function is not
 * LEAKPROOF, and `textlike` is not declared so: as `quadra_app`, every search read the tenant's
 * whole table instead of the index (a name among a million audit entries: 0.8 s instead of 50 ms;
 * bench/resources). textlike reveals nothing about the row it tests: its only error ("LIKE pattern
 * must not end with escape character") depends on the pattern alone, which the app writes. Only a
 * superuser may declare it, so under another role this warns and leaves it; docs/operations.md says
 * what the database administrator runs once.
 */
const LEAKPROOF_LIKE = sql.raw(`DO $$
BEGIN
  IF NOT (SELECT proleakproof FROM pg_proc WHERE oid = 'pg_catalog.textlike(text, text)'::regprocedure) THEN
    ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF;
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'searches cannot use their trigram indexes under row-level security: a superuser must run ALTER FUNCTION pg_catalog.textlike(text, text) LEAKPROOF';
END
$$`);

/** What runs after every migration set, on both drivers. */
const afterMigrations = async (db: Db) => {
  await secureTenantTables(db);
  await db.execute(LEAKPROOF_LIKE);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const scoped =
  (db: Db) =>
  async <T>(tenantId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (tenantId !== null && !UUID.test(tenantId)) throw new Error(`invalid tenant id: ${tenantId}`);
    return db.transaction(async (tx) => {
      // Transaction-local: both reset at commit or rollback, so a pooled connection never leaks scope.
      // One statement (set_config('role', …, true) is SET LOCAL ROLE): every request pays this.
      await tx.execute(
        sql`select set_config('app.tenant_id', ${tenantId ?? ""}, true), set_config('role', ${APP_ROLE}, true)`,
      );
      return fn(tx);
    });
  };

/**
 * `scoped` on PostgreSQL with the BEGIN and the scope in one round trip: a simple query may carry
 * several statements, so `begin; select set_config(…), set_config(…)` reaches the server once
 * where drizzle's `transaction` sends the BEGIN alone and the scope after it (every request's
 * transactions paid one round trip more: bench/competitions). A simple query takes no parameters:
 * the two values are literals here, and both are known safe (the id matched UUID, or is empty for
 * the global scope; the role is a constant). The queries inside go through drizzle as in
 * `db.transaction` (its session and transaction classes over the pooled client); COMMIT or ROLLBACK
 * ends it, and a client whose ROLLBACK failed is discarded rather than reused.
 */
const scopedPostgres = (db: Db, pool: pg.Pool) => {
  const internals = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    _: {
      schema: ConstructorParameters<typeof NodePgSession>[2];
      session: { options: ConstructorParameters<typeof NodePgSession>[3] };
    };
  };
  return async <T>(tenantId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (tenantId !== null && !UUID.test(tenantId)) throw new Error(`invalid tenant id: ${tenantId}`);
    const client = await pool.connect();
    // A client whose BEGIN or ROLLBACK failed may still hold a transaction: discarded, not reused.
    let broken: Error | undefined;
    try {
      // Transaction-local: both reset at commit or rollback, so a pooled connection never leaks scope.
      await client
        .query(
          `begin; select set_config('app.tenant_id', '${tenantId ?? ""}', true), set_config('role', '${APP_ROLE}', true)`,
        )
        .catch((failure: Error) => {
          broken = failure;
          throw failure;
        });
      const session = new NodePgSession(
        client,
        internals.dialect,
        internals._.schema,
        internals._.session.options,
      );
      const tx = new NodePgTransaction(internals.dialect, session, internals._.schema) as unknown as Tx;
      try {
        const result = await fn(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch((failure: Error) => {
          broken = failure;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
};

export type DatabaseOptions = {
  url?: string | undefined;
  dataDir?: string | undefined;
  memory?: boolean;
  /** In-memory PGlite only: starts from a dumped data directory (tests skip initdb and migrations). */
  template?: Blob | undefined;
};

export const createDatabase = async (options: DatabaseOptions): Promise<Database> =>
  options.url ? createPostgres(options.url) : createPglite(options);

const createPglite = async ({ dataDir, memory, template }: DatabaseOptions): Promise<Database> => {
  let client: PGlite;
  // The extensions the migrations create must be loaded into the embedded engine first.
  const extensions = { pg_trgm };
  if (memory) client = await PGlite.create(template ? { loadDataDir: template, extensions } : { extensions });
  else {
    const dir = join(resolve(dataDir ?? "./data"), "pglite");
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions });
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const run = scoped(db);
  return {
    kind: "pglite",
    owner: db,
    tenant: (tenantId, fn) => run(tenantId, fn),
    global: (fn) => run(null, fn),
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrations(db);
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
};

const createPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });
  // An idle connection the database drops (restart, failover) is reported here; without a listener
  // the error would crash the process. The pool has already discarded it and opens a new one.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const run = scopedPostgres(db, pool);
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: "postgres",
    owner: db,
    tenant: (tenantId, fn) => run(tenantId, fn),
    global: (fn) => run(null, fn),
    migrate: async () => {
      await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await afterMigrations(db);
    },
    listen: async (channel, onPayload) => {
      const stop = await listenResiliently(url, channel, onPayload);
      const unsubscribe = async () => {
        listeners.delete(unsubscribe);
        await stop();
      };
      listeners.add(unsubscribe);
      return unsubscribe;
    },
    close: async () => {
      await Promise.all([...listeners].map((unsubscribe) => unsubscribe()));
      await pool.end();
    },
  };
};

const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the
 * database drops it (restart, failover, an administrator), the error must not crash the process and
 * the server must not go deaf: it connects and listens again, every second until it can.
 * Notifications sent while it was away are lost; the tenant cache expires by itself.
 */
const listenResiliently = async (url: string, channel: string, onPayload: (payload: string) => void) => {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open().catch(scheduleRetry);
    }, LISTEN_RETRY_MS);
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
    if (stopped) await client.end();
    else current = client;
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end();
  };
};
