import type { ResourceDef } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import type { Executor, Tx } from "../../platform/db/database.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { newRecordRow } from "../../platform/resources/recordValues.ts";
import type { ManyOutcome } from "../../platform/resources/resourceRules.ts";
import { createManyOutcomes, rulesOf } from "../../platform/resources/ruleRegistry.ts";
import { mapInSlices } from "../../platform/timeSlices.ts";
import { type CheckedRow, type ImportMapping, type RowChecker, rowChecker } from "./checkRows.ts";
import { assertMayImportInto, importableResource } from "./importAccess.ts";
import { refsStillThere } from "./previewMemory.ts";
import { asRowFailure, describeRowErrors, RowFailure } from "./rowFailure.ts";

/** What a row of an import does to the records: people imports also update or leave people as they are. */
export type RowOutcome = "create" | "update" | "unchanged";
export type OutcomeCounts = Partial<Record<RowOutcome, number>>;

/**
 * Writes the rows of one job, batch by batch, inside the job's transaction. `write` answers the
 * record of each row in order, or throws a RowFailure naming the row; `summary` is read once every
 * batch is written (the job's message and what the audit entry of the import adds).
 */
export type ImportWriter = {
  write: (rows: CheckedRow[]) => Promise<string[]>;
  /**
   * What `write` will need for these rows, done ahead while the previous batch's statements run in
   * the database: the job calls it with the next batch right after calling `write` with this one, so
   * the two processes' work overlaps. Computation only, unless the resource's rules judge ahead
   * (ResourceRules.judgesAhead): then the batch is judged too, its reads queued behind this batch's
   * statements. `write` must give the same answer whether or not `ahead` ran (it makes whatever was
   * not made ahead).
   */
  ahead?: (rows: CheckedRow[]) => Promise<void>;
  summary: () => { message: string; outcomes?: OutcomeCounts };
};

/**
 * How the engine (upload → mapping → preview → all-or-nothing commit as a job) fills one kind of
 * record. Registry resources share the generic one (their create schema, refs, unique checks and a
 * bulk insert); a kind that is not a registry resource (people) brings its own definition of the
 * columns, row check and writer, and the steps stay the same.
 */
export type Importer = {
  /** The importable fields, their labels and which are required (the mapping is checked against it). */
  def: ResourceDef;
  /** Refuses (403, or 403 `disabled`) a caller who may not write these records. */
  assertMay: (request: FastifyRequest) => void;
  checker: (options: { tenantId: string; mapping: ImportMapping; uniques: boolean }) => RowChecker;
  /**
   * When set, a preview without errors remembers its checked rows (previewMemory.ts) and the commit
   * in the same process checks them with this instead of `checker`: only what the tenant's records
   * may have changed since the preview. It must read nothing an import's writes change: the job runs
   * it on the next batch while this one is written. Left out by importers whose check depends on the records
   * throughout (people: dedup by cpf and e-mail), which check every row again.
   */
  confirm?: (options: { tenantId: string }) => (tx: Executor, rows: CheckedRow[]) => Promise<CheckedRow[]>;
  writer: (tx: Tx, options: { actor: Actor; batchRows?: number | undefined }) => ImportWriter;
};

export type ImporterFactory = (tx: Executor, options: { tenantId: string }) => Promise<Importer>;

const registered = new Map<string, ImporterFactory>();

/** A kind of record imported by its own importer rather than the registry's (named as in `imports.resource`). */
export const registerImporter = (resource: string, factory: ImporterFactory) => {
  registered.set(resource, factory);
};

const recordsMessage = (done: number) =>
  done === 1 ? "1 registro importado." : `${done} registros importados.`;

/** The row createRecord would insert for an import's row (what the resource's rules judge). */
const newRowOf = (def: ResourceDef, actor: Actor, row: CheckedRow) =>
  newRecordRow({ def, actor, parentId: row.parentId, body: row.body });

/**
 * A registry resource with the import action: rows become records through bulkInsert. A resource
 * with server rules (resourceRules: associations' settings and link code, a team's roster) has them
 * judge every row, set-wise where the rules offer it: at the preview (a refusal becomes the row's
 * error, counting the rows of the file before it) and again at the commit, batch by batch inside
 * the job's transaction (a refusal fails the job naming the row; the values they add are written
 * with the row), so an import creates what the form would, or nothing.
 */
export const resourceImporter = (def: ResourceDef): Importer => {
  const rules = rulesOf(def.name);
  const ruled = Boolean(rules?.beforeCreate || rules?.beforeCreateMany);
  return {
    def,
    assertMay: (request) => assertMayImportInto(request, def),
    checker: ({ tenantId, mapping, uniques }) => {
      // Only the preview judges here: the commit's writer judges each batch as it writes it (the
      // rows already written then count, which a memory of the checked rows would count twice).
      if (!ruled || !uniques) return rowChecker({ def, tenantId, mapping, uniques });
      const actor: Actor = { tenantId, userId: null, userName: null, ip: null };
      const memory = new Map<string, unknown>();
      return rowChecker({
        def,
        tenantId,
        mapping,
        uniques,
        rules: async (tx, rows) => {
          const ready = rows.filter((row) => !Object.keys(row.errors).length);
          const outcomes = await createManyOutcomes(tx, {
            resource: def.name,
            actor,
            rows: ready.map((row) => newRowOf(def, actor, row)),
            memory,
            checkOnly: true,
          });
          ready.forEach((row, index) => {
            const errors = outcomes[index]?.errors;
            if (errors) Object.assign(row.errors, errors);
          });
        },
      });
    },
    // The refs' ids still there; the rules run in the writer as for any commit (previewMemory.ts).
    confirm:
      ({ tenantId }) =>
      (tx, rows) =>
        refsStillThere(tx, { def, tenantId, rows }),
    writer: (tx, { actor, batchRows }) => {
      let done = 0;
      // Rules that count the earlier batches from their memory (judgesAhead) get one for the whole
      // write, and each batch is judged ahead, while the one before it is written; so is a batch of
      // a resource without rules. Other rules judge a batch once the one before it is written.
      const judgesAhead = !ruled || rules?.judgesAhead === true;
      const memory = new Map<string, unknown>();
      // Each row's `newRecordRow`, made ahead (while the previous batch was inserted), with the
      // body and parent it was made of: a row given another since then is made again.
      type Made = Pick<CheckedRow, "body" | "parentId"> & { newRow: Record<string, unknown> };
      const made = new WeakMap<CheckedRow, Made>();
      const newRowOfRow = (row: CheckedRow) => {
        const ready = made.get(row);
        made.delete(row);
        return ready && ready.body === row.body && ready.parentId === row.parentId
          ? ready.newRow
          : newRowOf(def, actor, row);
      };
      type Judged = { newRows: Record<string, unknown>[]; outcomes: ManyOutcome[] };
      const judgeNow = async (rows: CheckedRow[]): Promise<Judged> => {
        // Made once: the rules judge these rows and bulkInsert writes them.
        const newRows = await mapInSlices(rows, newRowOfRow);
        const outcomes = ruled
          ? await createManyOutcomes(tx, {
              resource: def.name,
              actor,
              rows: newRows,
              memory: judgesAhead ? memory : new Map(),
            })
          : [];
        return { newRows, outcomes };
      };
      // Batches judged ahead are judged one after the other in the order they are written (the
      // rules' memory and a register's numbers count on from the batch before).
      let judging: Promise<unknown> = Promise.resolve();
      const judge = (rows: CheckedRow[]) => {
        const judged = judging.then(() => judgeNow(rows));
        judging = judged.catch(() => undefined);
        return judged;
      };
      // The batches judged ahead, by their first row, with the rows and bodies they were judged with.
      type Ahead = { rows: CheckedRow[]; bodies: CheckedRow["body"][]; judged: Promise<Judged> };
      const judgedAhead = new WeakMap<CheckedRow, Ahead>();
      const takeJudged = (rows: CheckedRow[]) => {
        const ahead = rows[0] && judgedAhead.get(rows[0]);
        if (!ahead) return judgesAhead ? judge(rows) : judgeNow(rows);
        judgedAhead.delete(rows[0]!);
        // The memory already counts the rows judged ahead: other rows cannot be judged in their place.
        if (
          ahead.rows.length !== rows.length ||
          ahead.rows.some((row, index) => row !== rows[index] || ahead.bodies[index] !== row.body)
        )
          throw new Error("import writer: the batch written is not the batch judged ahead");
        return ahead.judged;
      };
      return {
        ahead: async (rows) => {
          if (judgesAhead && rows[0]) {
            const judged = judge(rows);
            judgedAhead.set(rows[0], { rows, bodies: rows.map((row) => row.body), judged });
            // Its failure is the write's of this batch, which takes it (takeJudged).
            await judged.then(
              () => undefined,
              () => undefined,
            );
            return;
          }
          await mapInSlices(rows, (row) => {
            made.set(row, { body: row.body, parentId: row.parentId, newRow: newRowOf(def, actor, row) });
          });
        },
        write: async (rows) => {
          const { newRows, outcomes } = await takeJudged(rows);
          const failed = outcomes.findIndex((outcome) => outcome.errors);
          if (failed >= 0)
            throw new RowFailure(rows[failed]!.rowNumber, describeRowErrors(def, outcomes[failed]!.errors!));
          const ids = await bulkInsert(tx, {
            def,
            actor,
            rows: rows.map((row, index) => ({
              parentId: row.parentId,
              body: row.body,
              // The record takes its row's id (both random): the row's outcome is then written
              // without sending an id per row (importStore.markRowsImported).
              id: row.id,
              newRow: newRows[index],
              serverValues: outcomes[index]?.values,
            })),
            ...(batchRows ? { batchSize: batchRows } : {}),
          }).catch(asRowFailure(def, rows));
          done += rows.length;
          return ids;
        },
        summary: () => ({ message: recordsMessage(done) }),
      };
    },
  };
};

/** The importer of `resource`: its own when registered, else the registry's (400 on `resource` if none). */
export const importerFor = async (
  tx: Executor,
  { tenantId, resource }: { tenantId: string; resource: string },
): Promise<Importer> => {
  const factory = registered.get(resource);
  return factory ? factory(tx, { tenantId }) : resourceImporter(importableResource(resource));
};
