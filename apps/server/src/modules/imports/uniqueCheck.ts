import type { FieldDef, ResourceDef } from "@quadra/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { resourceTableOf } from "../../platform/resources/resourceTable.ts";

const BATCH = 500;
// The kinds whose unique index compares lower(value) (resourceTable.ts).
const CASE_FREE = ["text", "email", "textarea"];

export type UniqueRow = {
  rowNumber: number;
  /** The values as they will be stored, parent field included. */
  values: Record<string, unknown>;
  errors: Record<string, string>;
};

const comparable = (field: FieldDef | undefined, value: unknown) =>
  field && CASE_FREE.includes(field.kind) ? String(value).toLowerCase() : String(value);

/**
 * Marks the rows whose `unique` values would be refused by the database: a value an earlier row of
 * the same file already has, or one a record of the tenant already has (within the same parent and
 * `uniqueWith` fields, as the unique index counts them). Found at the preview, so the person fixes the
 * file instead of seeing the whole commit fail on that row.
 */
export const markUniqueConflicts = async (
  tx: Executor,
  { def, tenantId, rows }: { def: ResourceDef; tenantId: string; rows: UniqueRow[] },
) => {
  const t = resourceTableOf(def) as any;
  for (const [key, field] of Object.entries(def.fields)) {
    if (!field.unique) continue;
    const scope = [...(def.parent ? [def.parent.field] : []), ...(field.uniqueWith ?? [])];
    const keyOf = (values: Record<string, unknown>) =>
      JSON.stringify([
        ...scope.map((other) => comparable(def.fields[other], values[other] ?? null)),
        comparable(field, values[key]),
      ]);
    const present = (value: unknown) => value !== undefined && value !== null && value !== "";
    // A NULL never equals another in a unique index, so a row missing a scope value cannot clash.
    const candidates = rows.filter(
      (row) => !row.errors[key] && [key, ...scope].every((name) => present(row.values[name])),
    );

    const firstRow = new Map<string, number>();
    for (const row of candidates) {
      const unique = keyOf(row.values);
      const first = firstRow.get(unique);
      if (first === undefined) firstRow.set(unique, row.rowNumber);
      else row.errors[key] = `Valor repetido: a linha ${first} da planilha já tem esse valor.`;
    }

    const values = [...new Set(candidates.map((row) => comparable(field, row.values[key])))];
    const taken = new Set<string>();
    const column = CASE_FREE.includes(field.kind) ? sql`lower(${t[key]})` : sql`${t[key]}::text`;
    for (let start = 0; start < values.length; start += BATCH) {
      const existing = await tx
        .select(Object.fromEntries([key, ...scope].map((name) => [name, t[name]])))
        .from(t)
        .where(
          and(
            eq(t.tenant_id, tenantId),
            def.softDelete ? isNull(t.deleted_at) : undefined,
            sql`${column} in ${values.slice(start, start + BATCH)}`,
          ),
        );
      for (const row of existing as Record<string, unknown>[]) taken.add(keyOf(row));
    }
    for (const row of candidates) {
      if (!row.errors[key] && taken.has(keyOf(row.values)))
        row.errors[key] = "Já existe um registro com esse valor.";
    }
  }
};
