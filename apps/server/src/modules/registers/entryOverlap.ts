import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { textArray } from "../../platform/db/textArray.ts";
import type { Refusal } from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { mapInSlices } from "../../platform/timeSlices.ts";
import { brDate, isoDate } from "./registerLabels.ts";

type Row = Record<string, unknown>;
export type EntryResource = "registers" | "registermemberships";

/** The statuses in which an entry is (or is about to be, once paid) the person's register. */
export const IN_FORCE = ["pending_payment", "active", "suspended"];

/** Whether a row's status keeps it in force (a new entry without one takes the default, pending payment). */
const inForce = (row: Row) => IN_FORCE.includes(String(row.status ?? "pending_payment"));

export type Held = {
  id: string;
  user_id: string;
  registertype_id: string;
  number: string | null;
  starts: string | null;
  ends: string | null;
};

/** Two validities overlap: a missing start is "always was", a missing end "open-ended". */
const overlaps = (a: Pick<Held, "starts" | "ends">, b: Pick<Held, "starts" | "ends">) =>
  (a.starts === null || b.ends === null || a.starts <= b.ends) &&
  (b.starts === null || a.ends === null || b.starts <= a.ends);

/** How refusals name an entry of each kind in force (the adjective agrees with the noun). */
export const ENTRY_WORDING: Record<EntryResource, { entry: string; valid: string }> = {
  registers: { entry: "um registro deste tipo em vigor", valid: "válido" },
  registermemberships: { entry: "uma associação deste tipo em vigor", valid: "válida" },
};

/** Either kind's table, typed as `registers` (both have the entry fields: number, status, validity). */
export const entryTable = (resource: EntryResource) =>
  resourceTable(resource) as unknown as ReturnType<typeof resourceTable<"registers">>;

const spanOf = (held: Pick<Held, "starts" | "ends">, valid: string) =>
  held.ends ? `${valid} até ${brDate(held.ends)}` : "sem data de fim";

/**
 * The entries in force an import made in its earlier batches (written or not yet), per
 * "person\ntype", and their "type\nnumber": kept in the write's memory across its batches.
 */
export type EarlierEntries = { byPerson: Map<string, Held[]>; numbers: Set<string> };

/** The earlier entries of `resource` kept in a write's memory (made on first use). */
export const earlierEntriesIn = (memory: Map<string, unknown>, resource: EntryResource) => {
  const key = `entries:${resource}`;
  let earlier = memory.get(key) as EarlierEntries | undefined;
  if (!earlier) {
    earlier = { byPerson: new Map(), numbers: new Set() };
    memory.set(key, earlier);
  }
  return earlier;
};

/**
 * For each row, the refusal when the person already holds an entry of the same type in force whose
 * validity overlaps the row's (or an earlier row of the same write does): one person, one entry of a
 * type at a time, on every path that writes an entry (staff's form, an import, an approval; a
 * request is refused earlier, with the renewal window: requestChecks.ts). Cancelled and expired
 * entries are history and never count; a row not in force is not checked. One read for all rows;
 * `exceptId` leaves out the entry being edited. `earlier`, an import's, holds the rows of its earlier
 * batches, each counted once whether or not its batch is written yet (a stored entry whose number
 * is one of theirs is theirs), and gets this batch's rows; `numbers` are the rows' own.
 */
export const overlapRefusals = async (
  tx: Executor,
  {
    tenantId,
    resource,
    rows,
    exceptId,
    earlier,
    numbers,
  }: {
    tenantId: string;
    resource: EntryResource;
    rows: Row[];
    exceptId?: string;
    earlier?: EarlierEntries | undefined;
    numbers?: (string | null)[] | undefined;
  },
): Promise<(Refusal | null)[]> => {
  const checked = rows.map((row) => (inForce(row) && row.user_id && row.registertype_id ? row : null));
  const people = [...new Set(checked.flatMap((row) => (row ? [String(row.user_id)] : [])))];
  if (!people.length) return rows.map(() => null);
  const types = [...new Set(checked.flatMap((row) => (row ? [String(row.registertype_id)] : [])))];
  const e = entryTable(resource);
  const found = await tx
    .select({
      id: e.id,
      user_id: e.user_id,
      registertype_id: e.registertype_id,
      number: e.number,
      starts_on: e.starts_on,
      ends_on: e.ends_on,
    })
    .from(e)
    .where(
      and(
        eq(e.tenant_id, tenantId),
        // One array parameter each (an import's batch names 5,000 people).
        sql`${e.user_id} = any(${textArray(people)}::uuid[])`,
        sql`${e.registertype_id} = any(${textArray(types)}::uuid[])`,
        inArray(e.status, IN_FORCE),
        exceptId ? ne(e.id, exceptId) : undefined,
      ),
    );
  // The stored entries, and the write's own rows (an import's earlier batches too, from `earlier`).
  const stored = new Map<string, Held[]>();
  const sheet = earlier?.byPerson ?? new Map<string, Held[]>();
  const add = (into: Map<string, Held[]>, entry: Held) => {
    const key = `${entry.user_id}\n${entry.registertype_id}`;
    const list = into.get(key);
    if (list) list.push(entry);
    else into.set(key, [entry]);
  };
  for (const entry of found) {
    // An entry an earlier batch of this import wrote is counted from `earlier`, as the sheet's.
    if (entry.number && earlier?.numbers.has(`${entry.registertype_id}\n${entry.number}`)) continue;
    add(stored, {
      id: String(entry.id),
      user_id: String(entry.user_id),
      registertype_id: String(entry.registertype_id),
      number: entry.number ? String(entry.number) : null,
      starts: isoDate(entry.starts_on),
      ends: isoDate(entry.ends_on),
    });
  }
  const { entry, valid } = ENTRY_WORDING[resource];
  const words = `${entry} nesse período`;
  // In slices of the event loop: an import's batch judges 5,000 rows (timeSlices.ts).
  return mapInSlices(checked, (row, index): Refusal | null => {
    if (!row) return null;
    const mine: Held = {
      id: "",
      user_id: String(row.user_id),
      registertype_id: String(row.registertype_id),
      number: numbers?.[index] ?? null,
      starts: isoDate(row.starts_on),
      ends: isoDate(row.ends_on),
    };
    const key = `${mine.user_id}\n${mine.registertype_id}`;
    const clash =
      stored.get(key)?.find((other) => overlaps(mine, other)) ??
      sheet.get(key)?.find((other) => overlaps(mine, other));
    if (!clash) {
      add(sheet, mine);
      if (mine.number) earlier?.numbers.add(`${mine.registertype_id}\n${mine.number}`);
      return null;
    }
    return {
      status: 409,
      field: "user_id",
      message: clash.id
        ? `Esta pessoa já tem ${words} (${clash.number ? `nº ${clash.number}, ` : ""}${spanOf(clash, valid)}).`
        : `Esta pessoa já tem, em outra linha desta gravação, ${words} (${spanOf(clash, valid)}).`,
    };
  });
};
