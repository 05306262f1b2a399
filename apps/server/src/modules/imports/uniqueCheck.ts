import type { ResourceDef } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { takenUniqueKeys, uniqueIndexesOf, uniqueKeyOf } from "../../platform/resources/uniqueKeys.ts";

export type UniqueRow = {
  rowNumber: number;
  /** The values as they will be stored, parent field included. */
  values: Record<string, unknown>;
  errors: Record<string, string>;
};

/** The sheet line that first holds each unique key, kept across the batches of one file. */
export type SeenUniqueKeys = Map<string, number>;

/**
 * Marks the rows whose `unique` values would be refused by the database: a value an earlier row of
 * the same file already has (`seen` remembers the earlier batches), or one a record of the tenant
 * already has (within the same parent and `uniqueWith` fields, as the unique index counts them).
 * Found at the preview, so the person fixes the file instead of seeing the whole commit fail on it.
 */
export const markUniqueConflicts = async (
  tx: Executor,
  {
    def,
    tenantId,
    rows,
    seen,
  }: { def: ResourceDef; tenantId: string; rows: UniqueRow[]; seen: SeenUniqueKeys },
) => {
  for (const index of uniqueIndexesOf(def)) {
    const candidates = rows.filter(
      (row) => !row.errors[index.field] && uniqueKeyOf(def, index, row.values) !== undefined,
    );
    for (const row of candidates) {
      const key = `${index.name}\n${uniqueKeyOf(def, index, row.values)}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.rowNumber);
      else row.errors[index.field] = `Valor repetido: a linha ${first} da planilha já tem esse valor.`;
    }
    const taken = await takenUniqueKeys(tx, {
      def,
      tenantId,
      index,
      rows: candidates.map((row) => row.values),
    });
    for (const row of candidates) {
      if (!row.errors[index.field] && taken.has(uniqueKeyOf(def, index, row.values)!))
        row.errors[index.field] = "Já existe um registro com esse valor.";
    }
  }
};
