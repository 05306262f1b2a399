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
  /**
   * `tenant` for a transaction of exactly one statement: on PostgreSQL its BEGIN, scope, statement
   * and COMMIT reach the server in one round trip (`scopedStatement`). Every request with a token
   * reads its session this way, so a write pays one round trip for it where it paid three.
   */
  tenantStatement: <T>(tenantId: string, statement: (tx: Tx) => Promise<T>) => Promise<T>;
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

/** A drizzle transaction over one pooled client (or a stand-in for one), as `db.transaction` makes. */
const transactionOver = (db: Db) => {
  const internals = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    _: {
      schema: ConstructorParameters<typeof NodePgSession>[2];
      session: { options: ConstructorParameters<typeof NodePgSession>[3] };
    };
  };
  return (client: ConstructorParameters<typeof NodePgSession>[0]) =>
    new NodePgTransaction(
      internals.dialect,
      new NodePgSession(client, internals.dialect, internals._.schema, internals._.session.options),
      internals._.schema,
    ) as unknown as Tx;
};

/** The scope's statement; a simple query takes no parameters, so both values are literals. */
const scopeStatement = (tenantId: string | null) =>
  `select set_config('app.tenant_id', '${tenantId ?? ""}', true), set_config('role', '${APP_ROLE}', true)`;

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
  const over = transactionOver(db);
  return async <T>(tenantId: string | null, fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (tenantId !== null && !UUID.test(tenantId)) throw new Error(`invalid tenant id: ${tenantId}`);
    const client = await pool.connect();
    // A client whose BEGIN or ROLLBACK failed may still hold a transaction: discarded, not reused.
    let broken: Error | undefined;
    try {
      // Transaction-local: both reset at commit or rollback, so a pooled connection never leaks scope.
      await client.query(`begin; ${scopeStatement(tenantId)}`).catch((failure: Error) => {
        broken = failure;
        throw failure;
      });
      const tx = over(client);
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

/** A parameter written into the statement's text: a simple query carries no parameters. */
const literalOf = (value: unknown): string => {
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (typeof value === "string") return pg.escapeLiteral(value);
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    return pg.escapeLiteral(String(value));
  }
  return pg.escapeLiteral(JSON.stringify(value));
};

/**
 * `tenantStatement` on PostgreSQL: the one statement drizzle builds is sent as
 * `begin; <scope>; <statement>; commit`, one simple query, and drizzle maps its result as usual (the
 * client it talks to is a stand-in that sends that text and hands back the statement's result). Its
 * parameters become quoted literals (an untyped literal takes its type from where it stands, as an
 * untyped parameter does); drizzle writes them as `$n` only, never inside its text's own literals.
 * A failed statement leaves the transaction aborted: ROLLBACK ends it, and a client whose ROLLBACK
 * failed is discarded. A second statement is refused: it would need `tenant`.
 */
const scopedStatement = (db: Db, pool: pg.Pool) => {
  const over = transactionOver(db);
  return async <T>(tenantId: string, statement: (tx: Tx) => Promise<T>): Promise<T> => {
    if (!UUID.test(tenantId)) throw new Error(`invalid tenant id: ${tenantId}`);
    const client = await pool.connect();
    let broken: Error | undefined;
    let sent = false;
    const standIn = {
      query: async (config: pg.QueryConfig, values?: unknown[]) => {
        if (sent) throw new Error("tenantStatement runs one statement; use tenant for more");
        sent = true;
        const text = config.text.replace(/\$(\d+)/g, (_, n: string) => literalOf(values?.[Number(n) - 1]));
        const { name: _name, values: _values, ...rest } = config;
        try {
          const results = (await client.query({
            ...rest,
            text: `begin; ${scopeStatement(tenantId)}; ${text}; commit`,
          })) as unknown as pg.QueryResult[];
          return results[2];
        } catch (error) {
          await client.query("rollback").catch((failure: Error) => {
            broken = failure;
          });
          throw error;
        }
      },
    };
    try {
      return await statement(over(standIn as unknown as pg.PoolClient));
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
    // In-process: the embedded engine has no round trips to save.
    tenantStatement: (tenantId, statement) => run(tenantId, statement),
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
  const runStatement = scopedStatement(db, pool);
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: "postgres",
    owner: db,
    tenant: (tenantId, fn) => run(tenantId, fn),
    tenantStatement: (tenantId, statement) => runStatement(tenantId, statement),
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
