import { type ImportStatus, resourceOf } from "@quadra/shared";
import { and, asc, eq, gt, inArray, ne, SQL, type SQLChunk, StringChunk, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { insertMany } from "../../platform/db/insertMany.ts";
import { textArray } from "../../platform/db/textArray.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import type { RecordRow } from "../../platform/resources/recordRow.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import type { ImportMapping, ImportRow } from "./checkRows.ts";

const importsDef = resourceOf("imports");
const itemsDef = resourceOf("importitems");

// An import's status is read as the union of ImportRecordRow.
export const importsTable = () => resourceTableOf(importsDef);
export const itemsTable = () => resourceTableOf(itemsDef);

export type { ImportStatus };
/** An import (catalog/operations.ts `imports`). */
export type ImportRecordRow = RecordRow<{
  resource: string;
  file_name: string;
  status: ImportStatus;
  // Written by insertImport (0 before a preview): never empty.
  total_rows: number;
  valid_rows: number;
  error_rows: number;
  headers: string[];
  mapping: ImportMapping;
  idempotency_key: string | null;
  job_id: string | null;
  created_by_name: string | null;
}>;

/** Rows per multi-row insert of items (9 columns): well under PostgreSQL's 65,535 parameters. */
const BATCH = 1_000;
/**
 * Rows an import reads, checks and writes back per batch (preview and commit): 5 INSERTs of a
 * thousand rows and one UPDATE of the items' outcome (4 parameters a row). Larger than one INSERT
 * because the UPDATE's join reads the import's items from the table once per statement.
 */
export const IMPORT_BATCH_ROWS = 5_000;
const NOT_FOUND = "Importação não encontrada.";

export const findImport = async (
  tx: Executor,
  { tenantId, id, forUpdate = false }: { tenantId: string; id: string; forUpdate?: boolean },
): Promise<ImportRecordRow> => {
  const t = importsTable();
  const query = tx
    .select()
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id)))
    .limit(1);
  const [row] = await (forUpdate ? query.for("update") : query);
  if (!row) throw notFound(NOT_FOUND);
  return row as ImportRecordRow;
};

/** A new import and its rows (one multi-row insert per batch), in the caller's transaction. */
export const insertImport = async (
  tx: Executor,
  {
    actor,
    resource,
    fileName,
    headers,
    mapping,
    rows,
  }: {
    actor: Actor;
    resource: string;
    fileName: string;
    headers: string[];
    mapping: ImportMapping;
    rows: string[][];
  },
) => {
  const values = {
    resource,
    file_name: fileName,
    status: "uploaded",
    total_rows: rows.length,
    valid_rows: 0,
    error_rows: 0,
    headers,
    mapping,
    idempotency_key: null,
    job_id: null,
    created_by_name: actor.userName,
  };
  const [created] = await tx
    .insert(importsTable())
    .values({
      ...values,
      tenant_id: actor.tenantId,
      search_text: searchTextOf(importsDef, values),
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning();
  const importId = (created as { id: string }).id;
  for (let start = 0; start < rows.length; start += BATCH) {
    await insertMany(
      tx,
      itemsTable(),
      rows.slice(start, start + BATCH).map((cells, offset) => ({
        tenant_id: actor.tenantId,
        import_id: importId,
        // The header is line 1 of the sheet, so the first row of data is line 2.
        row_number: start + offset + 2,
        data: Object.fromEntries(headers.map((header, column) => [header, cells[column] ?? ""])),
        errors: {},
        status: "ok",
        created_by: actor.userId,
        updated_by: actor.userId,
      })),
    );
  }
  return importId;
};

/** A page of an import's rows in sheet order: those after line `after`, `limit` at most. */
const loadRows = async (
  tx: Executor,
  { tenantId, importId, after, limit }: { tenantId: string; importId: string; after: number; limit: number },
): Promise<ImportRow[]> => {
  const t = itemsTable();
  const rows = await tx
    .select({ id: t.id, rowNumber: t.row_number, data: t.data })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), eq(t.import_id, importId), gt(t.row_number, after)))
    .orderBy(asc(t.row_number))
    .limit(limit);
  return rows as ImportRow[];
};

/**
 * An import's rows in sheet order, `size` at a time (each page found by the index on the import and
 * the line): a file of 200,000 rows is never held in memory whole.
 */
export async function* rowBatches(
  tx: Executor,
  { tenantId, importId, size }: { tenantId: string; importId: string; size: number },
): AsyncGenerator<ImportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await loadRows(tx, { tenantId, importId, after, limit: size });
    if (!rows.length) return;
    yield rows;
    after = rows.at(-1)!.rowNumber;
  }
}

/** Every row back to valid with no errors (one statement): a new preview then writes only its errors. */
export const clearRowResults = async (
  tx: Executor,
  { tenantId, importId }: { tenantId: string; importId: string },
) => {
  const t = itemsTable();
  await tx
    .update(t)
    .set({
      status: "ok",
      errors: {},
      record_id: null,
      version: sql`${t.version} + 1`,
      updated_at: new Date(),
    })
    .where(and(eq(t.tenant_id, tenantId), eq(t.import_id, importId), ne(t.status, "ok")));
};

export type ItemUpdate = {
  id: string;
  status: "ok" | "error" | "imported";
  errors: Record<string, string>;
  recordId: string | null;
};

/**
 * Many rows' status, errors and record: one UPDATE … FROM (VALUES …) per batch of up to
 * IMPORT_BATCH_ROWS, built as one flat list of chunks like insertMany (nested SQL per row costs more
 * than the update itself). Few and large statements on purpose: PostgreSQL has no statistics yet for
 * items just uploaded and hash-joins the VALUES with all of the tenant's items, once per statement.
 */
const FIRST_ROW = new StringChunk("(");
const NEXT_ROW = new StringChunk("), (");
const AS_UUID = new StringChunk("::uuid, ");
const AS_TEXT = new StringChunk("::text, ");
const AS_JSONB = new StringChunk("::jsonb, ");
const LAST_AS_TEXT = new StringChunk("::text");

export const saveRowResults = async (
  tx: Executor,
  { tenantId, updates }: { tenantId: string; updates: ItemUpdate[] },
) => {
  for (let start = 0; start < updates.length; start += IMPORT_BATCH_ROWS) {
    const chunks: unknown[] = [
      sql`update ${itemsTable()} as item
      set status = v.status, errors = v.errors, record_id = v.record_id,
          version = item.version + 1, updated_at = now()
      from (values `,
    ];
    for (const [index, update] of updates.slice(start, start + IMPORT_BATCH_ROWS).entries()) {
      chunks.push(
        index ? NEXT_ROW : FIRST_ROW,
        update.id,
        AS_UUID,
        update.status,
        AS_TEXT,
        JSON.stringify(update.errors),
        AS_JSONB,
        update.recordId,
        LAST_AS_TEXT,
      );
    }
    chunks.push(
      sql`)) as v(id, status, errors, record_id) where item.tenant_id = ${tenantId} and item.id = v.id`,
    );
    await tx.execute(new SQL(chunks as SQLChunk[]));
  }
};

/**
 * The commit's outcome of a batch: each row imported with the record it made. When each record took
 * its row's id (the registry resources' importer: bulkInsert writes the item's id as the record's)
 * and the batch is a run of consecutive lines (a commit's batches are: the upload numbers every line
 * and a commit runs only with no row in error), one UPDATE of that range of lines found by the index
 * on (import, line), `record_id` read from the row itself: no parameter per row, no join (the
 * join of 5,000 ids took PostgreSQL about as long again as the update). Otherwise one UPDATE with the
 * ids and records as two array parameters (unnest). The errors stay as they are: a commit runs only
 * when the preview found none, so every row's are already empty.
 */
export const markRowsImported = async (
  tx: Executor,
  {
    tenantId,
    importId,
    rows,
  }: { tenantId: string; importId: string; rows: { id: string; rowNumber: number; recordId: string }[] },
) => {
  if (!rows.length) return;
  const first = rows[0]!.rowNumber;
  const last = rows.at(-1)!.rowNumber;
  const ownIds = rows.every((row, index) => row.recordId === row.id && row.rowNumber === first + index);
  if (ownIds && last - first + 1 === rows.length) {
    await tx.execute(sql`update ${itemsTable()} as item
      set status = 'imported', record_id = item.id::text, version = item.version + 1, updated_at = now()
      where item.tenant_id = ${tenantId} and item.import_id = ${importId}
        and item.row_number between ${first} and ${last}`);
    return;
  }
  const ids = textArray(rows.map((row) => row.id));
  const records = textArray(rows.map((row) => row.recordId));
  await tx.execute(sql`update ${itemsTable()} as item
    set status = 'imported', record_id = v.record_id, version = item.version + 1, updated_at = now()
    from unnest(${ids}::uuid[], ${records}::text[]) as v(id, record_id)
    where item.tenant_id = ${tenantId} and item.id = v.id`);
};

export const updateImport = async (
  tx: Executor,
  { tenantId, id, values }: { tenantId: string; id: string; values: Record<string, unknown> },
) => {
  const t = importsTable();
  await tx
    .update(t)
    .set({ ...values, version: sql`${t.version} + 1`, updated_at: new Date() })
    .where(and(eq(t.tenant_id, tenantId), eq(t.id, id)));
};

/** The imports whose job the start-up recovery marked failed end failed too. */
export const failImportsOfJobs = async (
  tx: Executor,
  { tenantId, jobIds }: { tenantId: string; jobIds: string[] },
) => {
  const t = importsTable();
  await tx
    .update(t)
    .set({ status: "failed", version: sql`${t.version} + 1`, updated_at: new Date() })
    .where(and(eq(t.tenant_id, tenantId), inArray(t.job_id, jobIds), eq(t.status, "running")));
};

/** Another import of the tenant that already holds this idempotency key (any case), if any. */
export const importWithKey = async (tx: Executor, { tenantId, key }: { tenantId: string; key: string }) => {
  const t = importsTable();
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenant_id, tenantId), sql`lower(${t.idempotency_key}) = lower(${key})`))
    .limit(1);
  return (row as { id: string } | undefined)?.id;
};
