import type { ResourceDef } from "@quadra/shared";
import type { FastifyRequest } from "fastify";
import type { Executor, Tx } from "../../platform/db/database.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { bulkInsert } from "../../platform/resources/bulkInsert.ts";
import { newRecordRow } from "../../platform/resources/recordValues.ts";
import { hooksOf } from "../../platform/resources/resourceHooks.ts";
import { type CheckedRow, type ImportMapping, type RowChecker, rowChecker } from "./checkRows.ts";
import { assertMayImportInto, importableResource } from "./importAccess.ts";
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

/**
 * What the resource's create hook (resourceHooks: rules from the tenant's settings, values the server
 * makes) answers for a row as createRecord would insert it: its values, or the row's field errors.
 */
const hookedValues = async (
  tx: Executor,
  { def, actor, row }: { def: ResourceDef; actor: Actor; row: CheckedRow },
): Promise<{ values?: Record<string, unknown>; errors?: Record<string, string> }> => {
  const beforeCreate = hooksOf(def.name)?.beforeCreate;
  if (!beforeCreate) return {};
  const values = newRecordRow({ def, actor, parentId: row.parentId, body: row.body });
  try {
    return { values: (await beforeCreate(tx, { actor, values })) ?? {} };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400 && error.errors)
      return { errors: error.errors };
    throw error;
  }
};

/**
 * A registry resource with the import action: rows become records through bulkInsert. A resource
 * with a create hook (associations: CNPJ and mandatory fields of the tenant's settings, status, link
 * code) has it run on every row, at the preview (its refusals become the row's errors) and at the
 * commit (its values are written with the row), so an import creates what the form would.
 */
export const resourceImporter = (def: ResourceDef): Importer => ({
  def,
  assertMay: (request) => assertMayImportInto(request, def),
  checker: ({ tenantId, mapping, uniques }) => {
    const check = rowChecker({ def, tenantId, mapping, uniques });
    if (!hooksOf(def.name)?.beforeCreate) return check;
    const actor: Actor = { tenantId, userId: null, userName: null, ip: null };
    return async (tx, batch) => {
      const rows = await check(tx, batch);
      for (const row of rows) {
        if (Object.keys(row.errors).length) continue;
        const { errors } = await hookedValues(tx, { def, actor, row });
        if (errors) Object.assign(row.errors, errors);
      }
      return rows;
    };
  },
  writer: (tx, { actor, batchRows }) => {
    let done = 0;
    return {
      write: async (rows) => {
        const serverValues: (Record<string, unknown> | undefined)[] = [];
        for (const row of rows) {
          const { values, errors } = await hookedValues(tx, { def, actor, row });
          if (errors) throw new RowFailure(row.rowNumber, describeRowErrors(def, errors));
          serverValues.push(values);
        }
        const ids = await bulkInsert(tx, {
          def,
          actor,
          rows: rows.map((row, index) => ({
            parentId: row.parentId,
            body: row.body,
            serverValues: serverValues[index],
          })),
          ...(batchRows ? { batchSize: batchRows } : {}),
        }).catch(asRowFailure(def, rows));
        done += rows.length;
        return ids;
      },
      summary: () => ({ message: recordsMessage(done) }),
    };
  },
});

/** The importer of `resource`: its own when registered, else the registry's (400 on `resource` if none). */
export const importerFor = async (
  tx: Executor,
  { tenantId, resource }: { tenantId: string; resource: string },
): Promise<Importer> => {
  const factory = registered.get(resource);
  return factory ? factory(tx, { tenantId }) : resourceImporter(importableResource(resource));
};
