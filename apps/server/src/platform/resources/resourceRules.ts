import type { SQL } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { AppError, conflict, invalidFields } from "../http/errors.ts";
import type { Actor } from "./auditLog.ts";

/** Who reads: enough of a principal to decide what they may see. */
export type Viewer = { master: boolean; permissions: readonly string[] };

type Row = Record<string, unknown>;

/**
 * A rule's refusal of one change, whatever path made it: the field it is about and the pt-BR
 * sentence shown on that field; `summary` is the message of the HTTP answer when it is not
 * "<field's label>: <message>". An HTTP write answers it as a 400 or 409; an import shows it on the
 * row (its job's message names the row), so the same bad change reads the same on every path.
 */
export type Refusal = { status: 400 | 409; field: string; message: string; summary?: string };

/** A Refusal as the error an HTTP write throws (labels: the field names of the route's messages). */
export const refusalError = (refusal: Refusal, labels: Record<string, string>): AppError =>
  refusal.status === 400
    ? invalidFields({ [refusal.field]: refusal.message }, labels)
    : conflict(refusal.summary ?? `${labels[refusal.field] ?? refusal.field}: ${refusal.message}`, {
        [refusal.field]: refusal.message,
      });

/** The outcome of the rules for one row of a set-wise create: values the server adds, or the row's field errors. */
export type ManyOutcome = { values?: Row; errors?: Record<string, string> };

/**
 * The rules of one resource, declared by its module in a `<name>.rules.ts` file next to it and
 * listed in `apps/server/src/modules/resourceRules.ts` (a test fails when a rules file is not
 * listed). Every path that writes the resource runs them: the generic CRUD (resourceStore), the
 * spreadsheet import (imports/) and the module's own operations, all inside the write's transaction.
 */
export type ResourceRules = {
  resource: string;
  /**
   * The rules count or compare the parent's other children (a team's members): every update and
   * delete locks the parent record (FOR UPDATE) before the row, in the same order as a create and
   * as the module's own routes, so two writes cannot both pass a limit and never deadlock.
   */
  locksParent?: boolean;
  /**
   * Before an insert; `values` is the row to insert (defaults, parent field). A thrown 4xx leaves
   * nothing written; what it answers is merged into the row (values only the server sets).
   */
  beforeCreate?: (tx: Executor, input: { actor: Actor; values: Row }) => Promise<Row | undefined>;
  /** Before an update; `current` is the stored row, locked. Answers values to merge, like beforeCreate. */
  beforeUpdate?: (
    tx: Executor,
    input: { actor: Actor; current: Row; values: Row },
  ) => Promise<Row | undefined>;
  /** Before a delete of these rows (locked); throws to refuse all of them. */
  beforeDelete?: (tx: Executor, input: { actor: Actor; rows: Row[] }) => Promise<void>;
  /**
   * beforeCreate for many rows at once (an import's batch), in a few set-wise queries rather than
   * one round per row: one outcome per row, in order. `memory` is the caller's, kept across the
   * batches it checks without writing them (an import's preview), so later rows count the earlier
   * ones; a writer that inserts each batch passes a new one per batch (unless `judgesAhead`). `checkOnly` is set when the
   * rows are only judged, not written (a preview): rules that take values from a sequence (a
   * register's numbers) leave them for the write. Without it the importer runs beforeCreate row by row.
   */
  beforeCreateMany?: (
    tx: Executor,
    input: { actor: Actor; rows: Row[]; memory: Map<string, unknown>; checkOnly?: boolean },
  ) => Promise<ManyOutcome[]>;
  /**
   * beforeCreateMany counts the rows of the earlier batches of a write from `memory` (the importer
   * then keeps one memory for the whole write), each once whether or not its batch is written yet:
   * an import's commit may judge a batch while the one before it is still being written. Without
   * it, each batch is judged after the one before is written, with a memory of its own.
   */
  judgesAhead?: boolean;
  /**
   * Rows some holders of the resource's permission must not see (health documents without `parqs`):
   * a condition on the resource's table, or undefined for every row. The generic list, export, get,
   * update and delete apply it, so a row outside it is answered as absent (404).
   */
  visibleTo?: (input: { viewer: Viewer; table: any; tenantId: string }) => SQL | undefined;
};

export const defineResourceRules = <const T extends ResourceRules>(rules: T): T => rules;

/** A 400 with field errors thrown by a rule, as a row's errors (an import); anything else is rethrown. */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (error instanceof AppError && error.errors && (error.statusCode === 400 || error.statusCode === 409))
    return error.errors;
  throw error;
};
