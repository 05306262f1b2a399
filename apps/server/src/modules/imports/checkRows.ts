import { createSchemaOf, type ResourceDef } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { cellValue } from "./importCells.ts";
import { resolveRefs } from "./refLookup.ts";
import { markUniqueConflicts } from "./uniqueCheck.ts";

/** The spreadsheet column each field is read from: `{header: fieldKey | null}`. */
export type ImportMapping = Record<string, string | null>;

export type ImportRow = { id: string; rowNumber: number; data: Record<string, string> };

export type CheckedRow = ImportRow & {
  /** The create body, as the resource's create schema outputs it (parent field apart). */
  body: Record<string, unknown>;
  parentId: string | undefined;
  /** Field key → pt-BR sentence; empty when the row can be imported. */
  errors: Record<string, string>;
};

const REQUIRED = "Campo obrigatório.";

/**
 * Validates every row of an import as the resource's create route would: each mapped cell is read
 * as its field's kind, refs are found by title or id within the tenant, the create schema runs, and
 * unique values are checked against the file and the tenant's records. Reads only; the caller
 * stores the errors (preview) or inserts the rows (commit).
 */
export const checkRows = async (
  tx: Executor,
  {
    def,
    tenantId,
    mapping,
    rows,
  }: { def: ResourceDef; tenantId: string; mapping: ImportMapping; rows: ImportRow[] },
): Promise<CheckedRow[]> => {
  const columns = Object.entries(mapping).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] in def.fields,
  );
  const checked = rows.map((row) => {
    const values: Record<string, unknown> = {};
    const errors: Record<string, string> = {};
    for (const [header, key] of columns) {
      const text = (row.data[header] ?? "").trim();
      if (text === "") continue;
      const result = cellValue(def.fields[key]!, text);
      if ("error" in result) errors[key] = result.error;
      else values[key] = result.value;
    }
    return { ...row, values, errors };
  });

  for (const [, key] of columns) {
    const field = def.fields[key]!;
    if (field.kind !== "ref" || !field.ref) continue;
    const pending = checked.filter((row) => typeof row.values[key] === "string");
    const answers = await resolveRefs(tx, {
      target: field.ref,
      tenantId,
      texts: pending.map((row) => row.values[key] as string),
    });
    for (const row of pending) {
      const answer = answers.get(String(row.values[key]).trim());
      if (answer && "id" in answer) row.values[key] = answer.id;
      else {
        row.errors[key] = answer?.error ?? REQUIRED;
        delete row.values[key];
      }
    }
  }

  const schema = createSchemaOf(def);
  const parentField = def.parent?.field;
  const results: CheckedRow[] = checked.map(({ values, errors, ...row }) => {
    const parentId = parentField ? (values[parentField] as string | undefined) : undefined;
    if (parentField && !parentId && !errors[parentField]) errors[parentField] = REQUIRED;
    const body = Object.fromEntries(
      Object.entries(values).filter(([key]) => key !== parentField && !errors[key]),
    );
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        // A cell that could not be read has its own message; the schema would only say "required".
        if (key && !errors[key]) errors[key] = issue.message;
      }
    }
    return {
      ...row,
      body: parsed.success ? (parsed.data as Record<string, unknown>) : body,
      parentId,
      errors,
    };
  });

  await markUniqueConflicts(tx, {
    def,
    tenantId,
    rows: results.map((row) => ({
      rowNumber: row.rowNumber,
      values: parentField ? { ...row.body, [parentField]: row.parentId } : row.body,
      errors: row.errors,
    })),
  });
  return results;
};
