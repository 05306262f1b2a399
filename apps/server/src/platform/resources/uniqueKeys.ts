import { type FieldDef, type ResourceDef, tableOf } from "@quadra/shared";
import { and, eq, inArray, isNull, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { CASE_FREE_UNIQUE_KINDS, columnNamed, resourceTableOf } from "./resourceTable.ts";

/** A `unique` field's index as resourceTable.ts builds it: the field and what it is unique within. */
export type UniqueIndex = {
  /** The index's name, as a violation reports it. */
  name: string;
  field: string;
  /** The parent field and the `uniqueWith` fields, compared as stored. */
  scope: string[];
};

/** Values per lookup: a few thousand parameters at most. */
const LOOKUP = 1_000;

export const uniqueIndexesOf = (def: ResourceDef): UniqueIndex[] =>
  Object.entries(def.fields)
    .filter(([, field]) => field.unique)
    .map(([key, field]) => ({
      name: `${tableOf(def)}_${key}_key`,
      field: key,
      scope: [...(def.parent ? [def.parent.field] : []), ...(field.uniqueWith ?? [])],
    }));

const present = (value: unknown) => value !== undefined && value !== null && value !== "";
const lowered = (field: FieldDef | undefined) => !!field && CASE_FREE_UNIQUE_KINDS.includes(field.kind);

/** A value as the index compares it, the same whether it comes from a body or a row read back. */
const comparable = (field: FieldDef | undefined, value: unknown, lower: boolean) => {
  if (field?.kind === "datetime") return new Date(value as string).toISOString();
  if (field?.kind === "time") return String(value).slice(0, 5);
  return lower ? String(value).toLowerCase() : String(value);
};

/**
 * The key a unique index compares for a record's values, or undefined when a part is empty: NULLs
 * never equal each other in a unique index, so such a record cannot clash.
 */
export const uniqueKeyOf = (def: ResourceDef, index: UniqueIndex, values: Record<string, unknown>) => {
  const parts = [...index.scope, index.field];
  if (!parts.every((name) => present(values[name]))) return undefined;
  return JSON.stringify(
    parts.map((name) =>
      comparable(def.fields[name], values[name], name === index.field && lowered(def.fields[name])),
    ),
  );
};

/**
 * The keys of `rows` that live records of the tenant already hold, for one unique index. Reads in
 * the caller's transaction, so its own earlier writes count.
 */
export const takenUniqueKeys = async (
  tx: Executor,
  {
    def,
    tenantId,
    index,
    rows,
  }: { def: ResourceDef; tenantId: string; index: UniqueIndex; rows: Record<string, unknown>[] },
): Promise<Set<string>> => {
  const t = resourceTableOf(def);
  const field = def.fields[index.field];
  const lower = lowered(field);
  const column: SQLWrapper = lower ? sql`lower(${columnNamed(t, index.field)})` : columnNamed(t, index.field);
  const values = [
    ...new Set(
      rows
        .filter((row) => uniqueKeyOf(def, index, row) !== undefined)
        .map((row) => (lower ? String(row[index.field]).toLowerCase() : row[index.field])),
    ),
  ];
  const taken = new Set<string>();
  for (let start = 0; start < values.length; start += LOOKUP) {
    const existing = await tx
      .select(Object.fromEntries([index.field, ...index.scope].map((name) => [name, columnNamed(t, name)])))
      .from(t)
      .where(
        and(
          eq(t.tenant_id, tenantId),
          def.softDelete ? isNull(columnNamed(t, "deleted_at")) : undefined,
          inArray(column, values.slice(start, start + LOOKUP)),
        ),
      );
    for (const row of existing as Record<string, unknown>[]) {
      const key = uniqueKeyOf(def, index, row);
      if (key !== undefined) taken.add(key);
    }
  }
  return taken;
};
