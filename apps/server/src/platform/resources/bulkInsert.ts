import { randomUUID } from "node:crypto";
import { fieldOrderErrors, type ResourceDef, tableOf } from "@quadra/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { insertFromRowsSql } from "../db/insertMany.ts";
import {
  canSkipRowTriggers,
  parentRowsLockOf,
  ROW_TRIGGERS_OFF,
  ROW_TRIGGERS_ON,
} from "../db/setWiseForeignKeys.ts";
import { firstFailure, type Settled, settled } from "../settled.ts";
import { mapInSlices, timeSlicer } from "../timeSlices.ts";
import type { Actor } from "./auditLog.ts";
import { newRecordRow } from "./recordValues.ts";
import { liveIdsOf, refTargetOf } from "./refTargets.ts";
import { resourceTableOf } from "./resourceTable.ts";
import { takenUniqueKeys, uniqueIndexesOf, uniqueKeyOf } from "./uniqueKeys.ts";

/**
 * A record to create: a body the resource's create schema has validated, refs already ids, and the
 * values the server makes itself (a resource hook's read-only status or link code), merged last.
 */
export type BulkRow = {
  parentId?: string | undefined;
  body: Record<string, unknown>;
  serverValues?: Record<string, unknown> | undefined;
  /** The new record's id when the caller gives it (an import: its row's id); else a random one. */
  id?: string | undefined;
  /** `newRecordRow` of this row when the caller already made it (an import's rules judged it). */
  newRow?: Record<string, unknown> | undefined;
};

/** A row a bulk insert refused: its position in the input, and each field's reason in pt-BR. */
export class BulkRowError extends Error {
  constructor(
    readonly index: number,
    readonly errors: Record<string, string>,
    /** When the row repeats a unique value of an earlier row of the same input: that row. */
    readonly repeats?: { field: string; index: number },
    /** The fields whose chosen record is no longer there (deleted since the rows were checked). */
    readonly refsGone: readonly string[] = [],
  ) {
    super(Object.values(errors).join(" "));
  }
}

/**
 * Rows per statement. The rows travel as one array parameter per column or one json parameter
 * (insertFromRowsSql), so no parameter limit applies, but a batch is built in this process (its
 * rows, their order check, its arrays): a
 * thousand keeps each build to a few milliseconds of the API's event loop, and the next one is
 * built while PostgreSQL runs this one.
 */
const MAX_ROWS = 1_000;
const SAVEPOINT = sql.raw("savepoint bulk_insert");
const ROLLBACK_TO_SAVEPOINT = sql.raw("rollback to savepoint bulk_insert");
const RELEASE_SAVEPOINT = sql.raw("release savepoint bulk_insert");
const REF_GONE = "Registro escolhido não existe mais. Escolha outro.";
const TAKEN = "Já existe um registro com esse valor.";
const REPEATED = "Valor repetido: outro registro desta gravação já tem esse valor.";

/** A batch's parent row found missing by the set-wise check: read as the foreign key's own refusal. */
class MissingParent extends Error {
  readonly code = "23503";
  constructor(readonly constraint: string) {
    super(`missing parent row of ${constraint}`);
  }
}

const failureOf = (error: unknown) =>
  ((error as { cause?: unknown }).cause ?? error) as { code?: unknown; constraint?: unknown };

/** The first row of a refused batch that points at a record no longer there (or soft-deleted). */
const firstStaleRef = async (
  tx: Executor,
  { def, tenantId, rows, constraint }: Explain & { constraint: string | undefined },
) => {
  const prefix = `${tableOf(def)}_`;
  const violated =
    constraint?.startsWith(prefix) && constraint.endsWith("_fk")
      ? constraint.slice(prefix.length, -"_fk".length)
      : "";
  // The field the foreign key names; every ref field when the name says nothing we know.
  const fields = Object.entries(def.fields).filter(
    ([key, field]) => field.kind === "ref" && field.ref && (!def.fields[violated] || key === violated),
  );
  const gone = new Map<string, Set<string>>();
  for (const [key, field] of fields) {
    const ids = [...new Set(rows.map((row) => row[key]).filter((id) => typeof id === "string"))] as string[];
    const found = await liveIdsOf(tx, { target: refTargetOf(field.ref!), tenantId, ids });
    gone.set(key, new Set(ids.filter((id) => !found.has(id))));
  }
  for (const [index, row] of rows.entries()) {
    const errors: Record<string, string> = {};
    for (const [key, ids] of gone) if (ids.has(row[key] as string)) errors[key] = REF_GONE;
    if (Object.keys(errors).length) return new BulkRowError(index, errors, undefined, Object.keys(errors));
  }
  return undefined;
};

/** The first row of a refused batch whose unique value is taken, or repeats an earlier row's. */
const firstUniqueClash = async (
  tx: Executor,
  { def, tenantId, rows, constraint }: Explain & { constraint: string | undefined },
) => {
  const all = uniqueIndexesOf(def);
  const indexes = all.some((index) => index.name === constraint)
    ? all.filter((index) => index.name === constraint)
    : all;
  const taken = new Map<string, Set<string>>();
  for (const index of indexes)
    taken.set(index.name, await takenUniqueKeys(tx, { def, tenantId, index, rows }));
  const firstRow = new Map<string, number>();
  for (const [position, row] of rows.entries()) {
    for (const index of indexes) {
      const key = uniqueKeyOf(def, index, row);
      if (key === undefined) continue;
      if (taken.get(index.name)!.has(key)) return new BulkRowError(position, { [index.field]: TAKEN });
      const earlier = firstRow.get(`${index.name}\n${key}`);
      if (earlier !== undefined)
        return new BulkRowError(
          position,
          { [index.field]: REPEATED },
          {
            field: index.field,
            index: earlier,
          },
        );
      firstRow.set(`${index.name}\n${key}`, position);
    }
  }
  return undefined;
};

type Explain = { def: ResourceDef; tenantId: string; rows: Record<string, unknown>[] };

/**
 * Which row of a write the database refused, and why, when the refusal is a foreign key (a record
 * deleted since the rows were checked) or a unique index (a value someone else took meanwhile):
 * found by checking the refused batch's refs, or the unique values of every row written so far
 * (a value may repeat one of an earlier batch). Runs after the write's savepoint was rolled back,
 * so it sees the transaction as it was before the write. Positions count from the write's first row.
 */
const explainRefusal = async (
  tx: Executor,
  {
    error,
    def,
    tenantId,
    earlier,
    batch,
  }: {
    def: ResourceDef;
    tenantId: string;
    earlier: Record<string, unknown>[];
    batch: Record<string, unknown>[];
    error: unknown;
  },
) => {
  const failure = failureOf(error);
  const constraint = typeof failure.constraint === "string" ? failure.constraint : undefined;
  if (failure.code === "23503") {
    const stale = await firstStaleRef(tx, { def, tenantId, rows: batch, constraint });
    return stale && new BulkRowError(earlier.length + stale.index, stale.errors, undefined, stale.refsGone);
  }
  if (failure.code === "23505")
    return firstUniqueClash(tx, { def, tenantId, rows: [...earlier, ...batch], constraint });
  return undefined;
};

/**
 * Creates many records of a resource in the caller's transaction, one INSERT per batch (its rows
 * as one array parameter per column, or one json parameter: insertFromRowsSql),
 * each row exactly what createRecord inserts (`newRecordRow`), and answers their ids in input order.
 * For imports: the caller has validated the bodies with the create schema and resolved refs to ids
 * of the tenant; nothing is read back, no per-record audit entry is written (the caller writes its
 * own). What may have changed since the check is still guaranteed by the database: a ref deleted
 * meanwhile fails the composite foreign key, a value taken meanwhile the unique index; either way
 * the batch fails as a whole and a BulkRowError names its first offending row. A ref soft-deleted
 * meanwhile is not seen by the foreign key (the row is still there), as with createRecord between
 * its check and its insert. Where the connection may, each batch's foreign keys are checked set-wise
 * (setWiseForeignKeys.ts: its parent rows locked by its INSERT statement itself, which runs
 * without the triggers' check per row and key), which refuses what the constraints refuse. An end before its
 * start (`notBefore`) is refused before its batch is written. The write runs in one savepoint: a
 * refusal undoes every row of it, and the caller's transaction can still go on (every caller rolls
 * everything back). The caller runs no other write on the transaction while this one runs: the row
 * triggers are off from its first batch to its last.
 */
export const bulkInsert = async (
  tx: Executor,
  {
    def,
    actor,
    rows,
    batchSize = MAX_ROWS,
  }: { def: ResourceDef; actor: Actor; rows: BulkRow[]; batchSize?: number },
): Promise<string[]> => {
  const table = resourceTableOf(def);
  // A batch is made in slices of the event loop (timeSlices.ts): the API's requests wait on it at
  // most a slice, not the whole batch (tens of milliseconds on a loaded machine: bench/registers).
  const slicer = timeSlicer();
  type Prepared = { start: number; batch: (Record<string, unknown> & { id: string })[]; statements: SQL[] };
  const prepare = async (start: number): Promise<Prepared> => {
    const batch = await mapInSlices(
      rows.slice(start, start + batchSize),
      (row, offset) => {
        // One object per row, this write's own: made here, or the caller's copied once (it was copied
        // twice, once for the server's values and once for the id).
        const values = row.newRow
          ? Object.assign({}, row.newRow, row.serverValues)
          : Object.assign(
              newRecordRow({ def, actor, parentId: row.parentId, body: row.body }),
              row.serverValues,
            );
        const errors = fieldOrderErrors(def, values);
        if (Object.keys(errors).length) throw new BulkRowError(start + offset, errors);
        // The id is made here rather than by the column's default (both are random UUIDs): the caller
        // gets the ids in input order without reading anything back.
        values.id = row.id ?? randomUUID();
        return values as typeof values & { id: string };
      },
      slicer,
    );
    return { start, batch, statements: await insertFromRowsSql(table, batch, slicer) };
  };
  if (!rows.length) return [];
  const ids: string[] = [];
  // The rows of the batches written, for explaining a refusal of a later one.
  const written: Record<string, unknown>[] = [];
  // The parents locked by earlier batches (parentRowsLockOf).
  const locked = new Map<string, Set<unknown>>();
  // The first batch is made while the write's opening statements run.
  const first = settled(prepare(0));
  const setWise = await canSkipRowTriggers(tx);
  const lockOf = setWise ? await parentRowsLockOf(tx, table) : undefined;
  // One savepoint for the whole write: after a refusal the transaction can still read to explain it
  // (the batches before are rolled back with it, and the explanation counts their rows). It and the
  // triggers' switch are queued, not waited for: the first batch follows them on the connection.
  const opening = Promise.all([
    settled(tx.execute(SAVEPOINT)),
    setWise ? settled(tx.execute(ROW_TRIGGERS_OFF)) : undefined,
  ]).then(firstFailure);
  // Undoes the whole write (and turns the row triggers back on with it).
  const undo = async () => {
    await tx.execute(ROLLBACK_TO_SAVEPOINT);
    await tx.execute(RELEASE_SAVEPOINT);
  };
  const opened = await first;
  if ("error" in opened) {
    const notOpened = await opening;
    if (notOpened) throw notOpened.error;
    await undo();
    throw opened.error;
  }
  /**
   * A batch's statements sent at once, queued on the connection behind those already sent, so that
   * PostgreSQL runs them one after the other without waiting for this process to answer each. The
   * lock of the batch's parents travels in its first INSERT (`with written as (insert …) select …
   * for key share`: one round trip, where a lock and then an INSERT left the connection idle between
   * them while this process made the next batch); the INSERT runs without its row triggers, so the
   * order of the two inside the statement does not matter, and a parent found missing undoes the
   * write as a whole. The outcome settles when all of the batch's statements have run: the first
   * failure, or the missing parent. The statements queued behind a failure fail too ("current
   * transaction is aborted"); the first failure is the one reported.
   */
  type Sent = { start: number; batch: Prepared["batch"]; outcome: Promise<{ error: unknown } | undefined> };
  const send = ({ start, batch, statements }: Prepared): Sent => {
    const lock = lockOf?.(batch, locked);
    const [first, ...others] = statements;
    const results = [
      settled(tx.execute(lock ? sql`with written as (${first!}) ${lock.statement}` : first!)),
      ...others.map((statement) => settled(tx.execute(statement))),
    ];
    const outcome = Promise.all(results).then(([locking, ...rest]) => {
      if (!locking || "error" in locking) return locking;
      const missing = lock?.missing(locking.value);
      if (missing) return { error: new MissingParent(missing) };
      return firstFailure(rest);
    });
    return { start, batch, outcome };
  };
  let sending: Sent | undefined = send(opened.value);
  // Without its savepoint the write cannot be undone on its own: the caller's transaction has failed.
  const notOpened = await opening;
  if (notOpened) {
    await sending.outcome;
    throw notOpened.error;
  }
  while (sending) {
    const { start, batch, outcome }: Sent = sending;
    // While PostgreSQL runs this batch, the next one is made and queued behind it.
    const made: Settled<Prepared> | undefined =
      start + batchSize < rows.length ? await settled(prepare(start + batchSize)) : undefined;
    const following: Sent | undefined = made && "value" in made ? send(made.value) : undefined;
    const failed = await outcome;
    if (failed) {
      await following?.outcome;
      await undo();
      const refused = await explainRefusal(tx, {
        def,
        tenantId: actor.tenantId,
        earlier: written,
        batch,
        error: failed.error,
      });
      throw refused ?? failed.error;
    }
    for (const row of batch) {
      ids.push(row.id);
      written.push(row);
    }
    if (made && "error" in made) {
      await undo();
      throw made.error;
    }
    sending = following;
  }
  const notClosed = firstFailure(
    await Promise.all([
      setWise ? settled(tx.execute(ROW_TRIGGERS_ON)) : undefined,
      settled(tx.execute(RELEASE_SAVEPOINT)),
    ]),
  );
  if (notClosed) throw notClosed.error;
  return ids;
};
