import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type Database } from "../../apps/server/src/platform/db/database.ts";

/** The PostgreSQL the benchmarks create their databases in (never the repository's data folder). */
export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type BenchDatabase = {
  name: string;
  url: string;
  db: Database;
  /** Drops the database unless BENCH_KEEP_DB asked to keep it (it prints how to reuse it). */
  finish: () => Promise<void>;
};

const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh `quadra_bench_<prefix>_<random>` database, migrated like a deployment, or the one named by
 * BENCH_REUSE_DB (migrated, and maybe seeded, by an earlier run kept with BENCH_KEEP_DB=1).
 */
export const openBenchDatabase = async (prefix: string): Promise<BenchDatabase> => {
  const reuse = process.env.BENCH_REUSE_DB;
  const name = reuse ?? `quadra_bench_${prefix}_${randomBytes(4).toString("hex")}`;
  if (!/^quadra_bench_[a-z0-9_]+$/.test(name)) throw new Error(`not a benchmark database: ${name}`);
  if (!reuse) await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = urlOf(name);
  const db = await createDatabase({ url });
  if (!reuse) await db.migrate();
  return {
    name,
    url,
    db,
    finish: async () => {
      await db.close();
      if (process.env.BENCH_KEEP_DB === "1" || reuse) {
        console.log(`kept database ${name} (BENCH_REUSE_DB=${name} reuses it; drop it when done)`);
        return;
      }
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
};
