import {
  createSchemaOf,
  fieldOrderErrors,
  importScopeField,
  RESOURCES,
  type ResourceDef,
} from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { mapInSlices, type TimeSlicer, timeSlicer } from "../../platform/timeSlices.ts";
import { cellValue } from "./importCells.ts";
import type { RowOutcome } from "./importers.ts";
import { type RefResult, resolveRefs } from "./refLookup.ts";
import { markUniqueConflicts, type SeenUniqueKeys } from "./uniqueCheck.ts";

/** The spreadsheet column each field is read from: `{header: fieldKey | null}`. */
export type ImportMapping = Record<string, string | null>;

export type ImportRow = { id: string; rowNumber: number; data: Record<string, string> };

export type CheckedRow = ImportRow & {
  /** The create body, as the resource's create schema outputs it (parent field apart). */
  body: Record<string, unknown>;
  parentId: string | undefined;
  /** Field key → pt-BR sentence; empty when the row can be imported. */
  errors: Record<string, string>;
  /** What the row would do, for importers that may also update or leave a record as it is. */
  outcome?: RowOutcome;
};

const REQUIRED = "Campo obrigatório.";

/** Checks one batch of an import's rows; a checker remembers what the whole file needs. */
export type RowChecker = ((tx: Executor, rows: ImportRow[]) => Promise<CheckedRow[]>) & {
  /**
   * What the check of these rows can do before it runs without reading the database (each row's
   * cells read), done ahead while the previous batch's statements run (the commit's job): the
   * check then gives the same answer, in less time.
   */
  ahead?: (rows: ImportRow[]) => Promise<void>;
};

/**
 * Validates an import's rows, batch by batch, as the resource's create route would: each mapped
 * cell is read as its field's kind, refs are found by title or id within the tenant, the create
 * schema runs, an end before its start is refused and, with `uniques`, unique values are checked
 * against the file and the tenant's records. Across batches it remembers the refs it resolved (a
 * file names the same few cities thousands of times) and the unique values earlier rows hold. Reads
 * only; the caller stores the errors (preview) or inserts the rows (commit, where the unique indexes
 * themselves refuse a value taken since the preview).
 */
export const rowChecker = ({
  def,
  tenantId,
  mapping,
  uniques,
  rules,
  slicer: newSlicer = timeSlicer,
}: {
  def: ResourceDef;
  tenantId: string;
  mapping: ImportMapping;
  uniques: boolean;
  /**
   * The resource's rules over the rows that passed the field checks, adding their refusals to the
   * rows' errors; run before the unique check, so a rule's own sentence ("already on the team")
   * wins over the generic "already exists".
   */
  rules?: ((tx: Executor, rows: CheckedRow[]) => Promise<void>) | undefined;
  /** Makes the slicer of each batch's check (tests give it a clock of their own). */
  slicer?: () => TimeSlicer;
}): RowChecker => {
  const parentField = def.parent?.field;
  // The column naming the parent's own parent (a price band's register type): read as a ref, used
  // only to name the parent within it, never stored.
  const [scopeKey, scopeField] = importScopeField(def) ?? [undefined, undefined];
  const fieldOf = (key: string) => (key === scopeKey ? scopeField : def.fields[key]);
  const columns = Object.entries(mapping).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === "string" && (entry[1] in def.fields || entry[1] === scopeKey),
  );
  const schema = createSchemaOf(def);
  const resolved = new Map<string, Map<string, RefResult>>();
  const seen: SeenUniqueKeys = new Map();

  /**
   * The answers for a ref field's cells (under one parent of the target, for a sibling catalog):
   * those of earlier batches, the rest looked up now.
   */
  const answersFor = async (tx: Executor, target: string, texts: string[], parentId?: string) => {
    const cacheKey = `${target}\n${parentId ?? ""}`;
    const known = resolved.get(cacheKey) ?? new Map<string, RefResult>();
    resolved.set(cacheKey, known);
    const missing = [...new Set(texts.map((text) => text.trim()))].filter((text) => !known.has(text));
    if (missing.length)
      for (const [text, answer] of await resolveRefs(tx, { target, tenantId, texts: missing, parentId }))
        known.set(text, answer);
    return known;
  };
  /**
   * A ref to a catalog kept under the same parent as this resource (a register entry's role, both
   * under one register type) is named within the row's own parent: "Atleta" of this type, not of
   * another. The parent's column is read first.
   */
  const siblingRef = (target: string) =>
    Boolean(def.parent && RESOURCES[target]?.parent?.resource === def.parent.resource);
  // The scope's column first, then the parent's, then the rest: each may be named within the one before.
  const order = (key: string) => (key === scopeKey ? 2 : key === parentField ? 1 : 0);
  const refColumns = columns
    .filter(([, key]) => fieldOf(key)?.kind === "ref" && fieldOf(key)?.ref)
    .sort(([, a], [, b]) => order(b) - order(a));

  return async (tx, rows) => {
    // The job runs in the API's process: the rows are read and parsed in short slices, so a request
    // arriving meanwhile waits milliseconds, not the whole batch (platform/timeSlices.ts).
    const slicer = newSlicer();
    const checked = await mapInSlices(
      rows,
      (row) => {
        const values: Record<string, unknown> = {};
        const errors: Record<string, string> = {};
        for (const [header, key] of columns) {
          const text = (row.data[header] ?? "").trim();
          if (text === "") continue;
          const result = cellValue(fieldOf(key)!, text);
          if ("error" in result) errors[key] = result.error;
          else values[key] = result.value;
        }
        return { ...row, values, errors };
      },
      slicer,
    );

    for (const [, key] of refColumns) {
      const target = fieldOf(key)!.ref!;
      // The parent within the scope's record; a sibling catalog within the row's parent.
      const within =
        key === parentField ? scopeKey : key !== scopeKey && siblingRef(target) ? parentField : undefined;
      const groups = new Map<string | undefined, typeof checked>();
      for (const row of checked) {
        if (typeof row.values[key] !== "string") continue;
        const parent = within ? row.values[within] : undefined;
        const scope = typeof parent === "string" ? parent : undefined;
        const group = groups.get(scope);
        if (group) group.push(row);
        else groups.set(scope, [row]);
      }
      for (const [scope, pending] of groups) {
        const answers = await answersFor(
          tx,
          target,
          pending.map((row) => row.values[key] as string),
          scope,
        );
        for (const row of pending) {
          const answer = answers.get(String(row.values[key]).trim());
          if (answer && "id" in answer) row.values[key] = answer.id;
          else {
            row.errors[key] = answer?.error ?? REQUIRED;
            delete row.values[key];
          }
        }
      }
    }

    const results: CheckedRow[] = await mapInSlices(
      checked,
      ({ values, errors, ...row }) => {
        const parentId = parentField ? (values[parentField] as string | undefined) : undefined;
        if (parentField && !parentId && !errors[parentField]) errors[parentField] = REQUIRED;
        const body = Object.fromEntries(
          Object.entries(values).filter(([key]) => key !== parentField && key !== scopeKey && !errors[key]),
        );
        const parsed = schema.safeParse(body);
        if (!parsed.success) {
          for (const issue of parsed.error.issues) {
            const key = String(issue.path[0] ?? "");
            // A cell that could not be read has its own message; the schema would only say "required".
            if (key && !errors[key]) errors[key] = issue.message;
          }
        } else {
          // createRecord refuses an end before its start: said here, on the row, not at the commit.
          for (const [key, message] of Object.entries(fieldOrderErrors(def, parsed.data)))
            errors[key] ??= message;
        }
        return {
          ...row,
          body: parsed.success ? (parsed.data as Record<string, unknown>) : body,
          parentId,
          errors,
        };
      },
      slicer,
    );

    if (rules) await rules(tx, results);
    if (uniques)
      await markUniqueConflicts(tx, {
        def,
        tenantId,
        seen,
        rows: results.map((row) => ({
          rowNumber: row.rowNumber,
          values: parentField ? { ...row.body, [parentField]: row.parentId } : row.body,
          errors: row.errors,
        })),
      });
    return results;
  };
};
