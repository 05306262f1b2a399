import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./database.ts";
import { rowsOf } from "./resultRows.ts";
import { textArray } from "./textArray.ts";

/**
 * Foreign keys checked set-wise for a bulk write (docs/decisions.md, "Bulk writes check foreign keys
 * set-wise"). PostgreSQL checks a foreign key by a trigger per row and key: for an import of 50,000
 * memberships that is 350,000 lookups, each locking its parent row, and it was half of the INSERT's
 * time (bench/registers, round 13). A batch instead locks the parent rows it refers to in one
 * statement, `FOR KEY SHARE` as the triggers do (a parent cannot be deleted, nor its key changed,
 * until the transaction ends), checks that every one is there, and runs its INSERT with the row
 * triggers off (`session_replication_role = replica`): what the database guarantees is the same, the
 * work is one lookup per distinct parent instead of one per row and key.
 *
 * Turning the triggers off needs the connection's user to be a superuser, or on PostgreSQL 15 and
 * later to hold `GRANT SET ON PARAMETER session_replication_role` (docs/operations.md); without it
 * bulk writes keep the triggers' row-by-row checks. The app's role (`quadra_app`) never holds it:
 * the setting is changed as the connection's user for the write's INSERTs and back, the role
 * restored in the same statement, so every statement still runs under row-level security. The
 * schema has no trigger but the foreign keys' (bulkInsert.test.ts keeps it so); replica mode would
 * skip any other.
 */

type ForeignKey = {
  name: string;
  parent: string;
  /** The child's columns, in the key's order, by their names in the database. */
  columns: string[];
  parentColumns: string[];
  /** Each column's SQL type, for the array parameters. */
  types: string[];
};

const foreignKeysByTable = new Map<string, Promise<ForeignKey[]>>();

/** A table's foreign keys as the catalog declares them: read once per table and process. */
const foreignKeysOf = (tx: Executor, table: string): Promise<ForeignKey[]> => {
  let keys = foreignKeysByTable.get(table);
  if (!keys) {
    keys = tx
      .execute(
        sql`select c.conname as name, c.confrelid::regclass::text as parent,
              array(select a.attname::text from unnest(c.conkey) with ordinality k(num, pos)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.pos) as columns,
              array(select a.attname::text from unnest(c.confkey) with ordinality k(num, pos)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.num order by k.pos) as parent_columns,
              array(select format_type(a.atttypid, a.atttypmod) from unnest(c.conkey) with ordinality k(num, pos)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.num order by k.pos) as types
            from pg_constraint c
            where c.contype = 'f' and c.conrelid = ${table}::regclass
            order by c.conname`,
      )
      .then((result) =>
        rowsOf<{
          name: string;
          parent: string;
          columns: string[];
          parent_columns: string[];
          types: string[];
        }>(result).map((row) => ({
          name: row.name,
          parent: row.parent,
          columns: row.columns,
          parentColumns: row.parent_columns,
          types: row.types,
        })),
      );
    keys.catch(() => foreignKeysByTable.delete(table));
    foreignKeysByTable.set(table, keys);
  }
  return keys;
};

/**
 * Whether this connection's user may turn row triggers off: a superuser, or (PostgreSQL 15+) a user
 * granted SET on the parameter. Asked once per transaction (an import's job writes many times).
 */
const skippableByTransaction = new WeakMap<Executor, Promise<boolean>>();

export const canSkipRowTriggers = (tx: Executor): Promise<boolean> => {
  let answer = skippableByTransaction.get(tx);
  if (!answer) {
    answer = askCanSkipRowTriggers(tx);
    skippableByTransaction.set(tx, answer);
  }
  return answer;
};

const askCanSkipRowTriggers = async (tx: Executor): Promise<boolean> => {
  const [own] = rowsOf<{ superuser: boolean; version: number }>(
    await tx.execute(
      sql`select coalesce((select rolsuper from pg_roles where rolname = session_user), false) as superuser,
            current_setting('server_version_num')::int as version`,
    ),
  );
  if (!own) return false;
  if (own.superuser) return true;
  if (own.version < 150_000) return false;
  const [granted] = rowsOf<{ granted: boolean }>(
    await tx.execute(
      sql`select has_parameter_privilege(session_user, 'session_replication_role', 'SET') as granted`,
    ),
  );
  return granted?.granted === true;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A batch's lock of its parent rows: the statement, and the verdict on what it answers. */
export type ParentRowsLock = {
  statement: SQL;
  /** The name of the first foreign key one of whose parents is missing, undefined when all are there. */
  missing: (result: unknown) => string | undefined;
};

/**
 * The lock of the parent rows these rows refer to, `FOR KEY SHARE`, as one statement, built without
 * a round trip so that a bulk write can queue it behind the statements already sent (undefined when
 * no row refers to a parent not locked before). `rows` are keyed as the table's drizzle columns are
 * (what bulk inserts build); a key with any column null is not checked (MATCH SIMPLE, as the
 * constraints are declared). `locked`, kept by the caller across the batches of one transaction,
 * holds the keys already locked, which are not locked again (the same tenant, type and plan in every
 * batch of an import): a key counts as locked once its statement is built, since a statement queued
 * after it runs after it, and a parent found missing fails the whole write.
 */
export const parentRowsLockOf = async (tx: Executor, table: PgTable) => {
  const keyOfName = new Map(
    Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]),
  );
  const keys = await foreignKeysOf(tx, getTableName(table));
  return (
    rows: readonly Record<string, unknown>[],
    locked: Map<string, Set<unknown>> = new Map(),
  ): ParentRowsLock | undefined => {
    const parts: SQL[] = [];
    // Per key checked: its name and how many parent rows this batch locks.
    const expected: { name: string; count: number }[] = [];
    for (const key of keys) {
      const fields = key.columns.map((name) => keyOfName.get(name));
      if (fields.some((field) => field === undefined)) continue;
      // The distinct keys not locked before, each column's values in step. A key is kept as its last
      // column's value (the parent's id) in a set per value of its other columns (the tenant), so no
      // text is made per row: those columns are shared by every row of a batch, and looked up once.
      const complete = rows.filter((row) =>
        fields.every((field) => row[field!] !== null && row[field!] !== undefined),
      );
      if (!complete.length) continue;
      const last = fields[fields.length - 1]!;
      const others = fields.slice(0, -1);
      const lockedOf = (row: Record<string, unknown>) => {
        const within = `${key.name}\n${others.map((field) => String(row[field!])).join("\u0000")}`;
        const already = locked.get(within) ?? new Set<unknown>();
        locked.set(within, already);
        return already;
      };
      const first = complete[0]!;
      const shared = complete.every((row) => others.every((field) => row[field!] === first[field!]))
        ? lockedOf(first)
        : undefined;
      const distinct: Record<string, unknown>[] = [];
      for (const row of complete) {
        const already = shared ?? lockedOf(row);
        if (already.has(row[last])) continue;
        already.add(row[last]);
        distinct.push(row);
      }
      if (!distinct.length) continue;
      const values = fields.map((field) => distinct.map((row) => String(row[field!])));
      const arrays = key.types.map((type, index) => sql`${textArray(values[index]!)}::${sql.raw(type)}[]`);
      const parentColumns = key.parentColumns.map((name) => `p.${quoted(name)}`).join(", ");
      parts.push(
        sql`select ${expected.length}::int as key, count(*)::int as found from (select 1 from ${sql.raw(
          key.parent,
        )} p where (${sql.raw(parentColumns)}) in (select * from unnest(${sql.join(arrays, sql`, `)})) for key share of p) locked`,
      );
      expected.push({ name: key.name, count: distinct.length });
    }
    if (!parts.length) return undefined;
    return {
      statement: sql.join(parts, sql` union all `),
      missing: (result) => {
        const short = rowsOf<{ key: number; found: number }>(result)
          .filter((row) => row.found < expected[row.key]!.count)
          .map((row) => row.key);
        return short.length ? expected[Math.min(...short)]!.name : undefined;
      },
    };
  };
};

/**
 * `session_replication_role` set to `mode` as the connection's user, then the role in effect before
 * (the app's, under row-level security) taken again, in one statement: the FROM is read first
 * (`offset 0` keeps it from being folded into the list, after the first set_config).
 */
const replicationRole = (mode: "replica" | "origin") =>
  sql.raw(
    `select set_config('role', 'none', true), set_config('session_replication_role', '${mode}', true), set_config('role', r.role, true) from (select current_setting('role') as role offset 0) r`,
  );
/** Row triggers off for the statements that follow. */
export const ROW_TRIGGERS_OFF = replicationRole("replica");
/** Row triggers back on. */
export const ROW_TRIGGERS_ON = replicationRole("origin");
