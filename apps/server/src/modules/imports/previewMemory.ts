import { PEOPLE_REF, type ResourceDef } from "@quadra/shared";
import type { Executor } from "../../platform/db/database.ts";
import { liveIdsOf, refTargetOf } from "../../platform/resources/refTargets.ts";
import { timeSlicer } from "../../platform/timeSlices.ts";
import type { CheckedRow, ImportMapping } from "./checkRows.ts";
import { REF_GONE_SINCE_PREVIEW } from "./rowFailure.ts";

/**
 * What a preview without errors found for each row (the create body, refs already ids, and the
 * parent), kept in this process until the import's commit, so the commit does not read, parse and
 * look every cell up again (bench/registers/README.md: about half of the commit's CPU).
 *
 * What the commit relies on when it takes these rows instead of checking them again:
 * - the cells cannot change: an import's rows are written once, at the upload (importitems is
 *   read-only on every path), and the memory is kept per mapping (a preview with another mapping
 *   replaces it; a commit whose stored mapping differs from the remembered one checks again);
 * - reading a cell, the create schema and an end before its start depend on the cell and the code
 *   alone: the same answer at the commit;
 * - what depends on the tenant's records is checked again at the commit: every ref's id must still
 *   be there and not deleted (`refsStillThere`, one query per ref field and batch; people by the
 *   write's foreign keys), and the
 *   resource's rules (RESOURCE_RULES beforeCreateMany) run on every row inside the job's
 *   transaction as before, with the records as they are then; unique values are refused by the
 *   unique indexes themselves, as before;
 * - a record renamed since the preview is still the one the preview named on the row (its id was
 *   kept): the person saw that row resolved and confirmed it.
 * Another process (a restart, a second server) has no memory and checks every row again, as a
 * commit always did.
 */
type Remembered = { mapping: string; rows: CheckedRow[]; at: number };

/** Rows remembered at most, over every import: past it the oldest go (their commit checks again). */
const MAX_ROWS = 200_000;
/** A preview not committed within this time is forgotten. */
const KEEP_MS = 60 * 60 * 1000;

const remembered = new Map<string, Remembered>();

/** The mapping as one text whatever its keys' order (jsonb answers them in its own order). */
const mappingKey = (mapping: ImportMapping) =>
  JSON.stringify(Object.entries(mapping).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const forgetOld = (now: number) => {
  for (const [id, entry] of remembered) if (now - entry.at > KEEP_MS) remembered.delete(id);
  let total = [...remembered.values()].reduce((sum, entry) => sum + entry.rows.length, 0);
  // A Map keeps insertion order: the oldest previews go first.
  for (const [id, entry] of remembered) {
    if (total <= MAX_ROWS) break;
    remembered.delete(id);
    total -= entry.rows.length;
  }
};

/** The rows of a preview that found no error (any earlier memory of the import replaced). */
export const rememberPreview = (importId: string, mapping: ImportMapping, rows: CheckedRow[]) => {
  remembered.delete(importId);
  if (rows.length > MAX_ROWS) return;
  // The cells themselves are not kept: the commit needs the body, and the stored rows have the data.
  const kept = rows.map(({ id, rowNumber, body, parentId }) => ({
    id,
    rowNumber,
    data: {},
    body,
    parentId,
    errors: {},
  }));
  remembered.set(importId, { mapping: mappingKey(mapping), rows: kept, at: Date.now() });
  forgetOld(Date.now());
};

/** A preview forgotten (its import committed, failed or previewed again elsewhere). */
export const forgetPreview = (importId: string) => remembered.delete(importId);

/**
 * The remembered rows of the import, when they are every row of it and checked with this mapping;
 * taken out of the memory (a commit runs once).
 */
export const takePreview = (importId: string, mapping: ImportMapping, totalRows: number) => {
  const entry = remembered.get(importId);
  remembered.delete(importId);
  if (!entry || entry.mapping !== mappingKey(mapping) || entry.rows.length !== totalRows) return undefined;
  return entry.rows;
};

/**
 * Each row whose ref (or parent) points at a record no longer there, or deleted since the preview,
 * gets that field's error: one query per ref field for the batch's distinct ids, sent together.
 * People are not looked up: a person is never soft-deleted, and every ref field is a foreign key,
 * which the write itself checks (bulkInsert: its batch's parents locked and counted in its INSERT
 * statement, or the constraint's triggers); a row it refuses for a person gone gets the same error
 * (rowFailure.ts), and the rules that read people find none rather than fail. Looking them up here
 * too was each 5,000-row batch's people probed twice: about a tenth of PostgreSQL's time in a
 * commit (bench/registers, round 18). Other refs name a few records per batch, which the resources'
 * rules may read as there: they are still looked up first.
 */
export const refsStillThere = async (
  tx: Executor,
  { def, tenantId, rows }: { def: ResourceDef; tenantId: string; rows: CheckedRow[] },
) => {
  const parentField = def.parent?.field;
  const refFields = Object.entries(def.fields).filter(
    ([, field]) => field.kind === "ref" && field.ref && field.ref !== PEOPLE_REF,
  );
  // The batch's ids gathered in slices of the event loop (5,000 rows, a few fields: timeSlices.ts).
  const slicer = timeSlicer();
  // The fields' queries sent together: the connection runs them back to back.
  await Promise.all(
    refFields.map(async ([key, field]) => {
      const idOf = (row: CheckedRow) => (key === parentField ? row.parentId : row.body[key]);
      const distinct = new Set<string>();
      for (const row of rows) {
        const id = idOf(row);
        if (typeof id === "string") distinct.add(id);
        if (slicer.due()) await slicer.next();
      }
      if (!distinct.size) return;
      const ids = [...distinct];
      const there = await liveIdsOf(tx, { target: refTargetOf(field.ref!), tenantId, ids });
      // All still there, as almost always: no row to look at again.
      if (there.size === ids.length) return;
      for (const row of rows) {
        const id = idOf(row);
        if (typeof id === "string" && !there.has(id)) row.errors[key] ??= REF_GONE_SINCE_PREVIEW;
      }
    }),
  );
  return rows;
};
