import { sql } from "drizzle-orm";
import type { Database } from "../src/platform/db/database.ts";

/** The rows of a raw `execute`, on both drivers (node-postgres and PGlite both answer `{rows}`). */
export const rowsOf = <T = Record<string, any>>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Columns a read writes, left out of the dump: a request with a session stamps its last_seen_at once
 * every five minutes (sessionStore's TOUCH_EVERY_MS), so a test whose refused writes take longer than
 * that on a busy machine would see the session "changed" by its own requests.
 */
const WRITTEN_BY_READS: Record<string, string[]> = { sessions: ["last_seen_at"] };

/**
 * Every row of every table of schema public, read with the owner connection (no RLS, no scope), as
 * sorted JSON: two dumps are equal exactly when nothing was written in between (but for what a read
 * writes, WRITTEN_BY_READS).
 */
export const dumpDatabase = async (db: Database): Promise<Record<string, string[]>> => {
  const tables = rowsOf<{ name: string }>(
    await db.owner.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.owner.execute(
        sql.raw(
          `select (to_jsonb(t)${(WRITTEN_BY_READS[name] ?? []).map((column) => ` - '${column}'`).join("")})::text as row from "${name}" t order by 1`,
        ),
      ),
    );
    dump[name] = rows.map((row) => row.row);
  }
  return dump;
};
