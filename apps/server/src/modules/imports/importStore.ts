import { resourceOf } from "@quadra/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../platform/resources/auditLog.ts";
import { searchTextOf } from "../../platform/resources/recordValues.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";
import type { ImportMapping, ImportRow } from "./checkRows.ts";

const importsDef = resourceOf("imports");
const itemsDef = resourceOf("importitems");

export const importsTable = () => resourceTableOf(importsDef) as any;
export const itemsTable = () => resourceTableOf(itemsDef) as any;

export type ImportStatus = "uploaded" | "previewed" | "running" | "committed" | "failed";
export type ImportRecordRow = Record<string, any> & {
  id: string;
  resource: string;
  file_name: string;
  status: ImportStatus;
  headers: string[];
  mapping: ImportMapping;
  job_id: string | null;
  idempotency_key: string | null;
};

/** Rows per multi-row statement: well under PostgreSQL's 65,535 parameters per statement. */
const BATCH = 1_000;
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
    await tx.insert(itemsTable()).values(
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

/** An import's rows in sheet order, optionally only those with a status. */
export const loadRows = async (
  tx: Executor,
  { tenantId, importId, status }: { tenantId: string; importId: string; status?: string },
): Promise<ImportRow[]> => {
  const t = itemsTable();
  const rows = await tx
    .select({ id: t.id, rowNumber: t.row_number, data: t.data })
    .from(t)
    .where(
      and(eq(t.tenant_id, tenantId), eq(t.import_id, importId), status ? eq(t.status, status) : undefined),
    )
    .orderBy(asc(t.row_number));
  return rows as ImportRow[];
};

export type ItemUpdate = {
  id: string;
  status: "ok" | "error" | "imported";
  errors: Record<string, string>;
  recordId: string | null;
};

/** Many rows' status, errors and record in one statement per batch (an UPDATE ... FROM VALUES). */
export const saveRowResults = async (
  tx: Executor,
  { tenantId, updates }: { tenantId: string; updates: ItemUpdate[] },
) => {
  for (let start = 0; start < updates.length; start += BATCH) {
    const values = updates
      .slice(start, start + BATCH)
      .map(
        (update) =>
          sql`(${update.id}::uuid, ${update.status}::text, ${JSON.stringify(update.errors)}::jsonb, ${update.recordId}::text)`,
      );
    await tx.execute(sql`
      update ${itemsTable()} as item
      set status = v.status, errors = v.errors, record_id = v.record_id,
          version = item.version + 1, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, status, errors, record_id)
      where item.tenant_id = ${tenantId} and item.id = v.id`);
  }
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
