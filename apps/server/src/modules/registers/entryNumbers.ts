import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { rowsOf } from "../../platform/db/resultRows.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brazilDay } from "../../platform/time.ts";
import { mapInSlices } from "../../platform/timeSlices.ts";
import { isoDate } from "./registerLabels.ts";

/** The records numbered PREFIX-YEAR-SEQUENCE: one sequence per register type and year across them. */
export const NUMBERED_ENTRIES = ["registers", "registermemberships", "registercontracts"] as const;
export type NumberedEntry = (typeof NUMBERED_ENTRIES)[number];

/** Small words left out of a type's initials ("Filiação de atletas" → "FA"). */
const STOP_WORDS = new Set(["a", "as", "o", "os", "e", "de", "da", "das", "do", "dos", "em", "para", "por"]);

/**
 * A type's number prefix: its own `number_prefix` (upper-cased, letters and digits), else the
 * initials of its name without accents and small words (up to 6), else "REG".
 */
export const numberPrefixOf = (type: { name?: unknown; number_prefix?: unknown }): string => {
  const own = String(type.number_prefix ?? "")
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase();
  if (own) return own;
  const initials = String(type.name ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word.toLowerCase()))
    .map((word) => word[0]!.toUpperCase())
    .join("")
    .slice(0, 6);
  return initials || "REG";
};

/**
 * What a transaction already read and gave: the sequences per "tenant:type" (read) and
 * "tenant:type:year" (the last one given), and the types' prefixes per "tenant:type". The type's lock
 * is held until that transaction ends, so no one else numbers its entries meanwhile: an import's
 * later batches count on from here instead of reading the three tables again (one read per type
 * per transaction), with the prefix its type had at the first batch.
 */
const numberingIn = new WeakMap<Executor, { taken: Map<string, number>; prefixes: Map<string, string> }>();

/** The year a new entry is numbered in: its start's, else São Paulo's current year. */
const yearOf = (row: { starts_on?: unknown }) => (isoDate(row.starts_on) ?? brazilDay()).slice(0, 4);

const pad = (sequence: number) => String(sequence).padStart(5, "0");

/**
 * Numbers for new entries of these register types, in order: PREFIX-YEAR-SEQUENCE (FPJ-2026-00042),
 * the sequence counting per type and year over the three numbered tables together, so a number
 * names one record of its type. Race-safe: a transaction-scoped advisory lock per type (taken in
 * id order, so two writers never wait on each other crosswise) is held until the commit, and the
 * last sequence is read after it. Set-wise: one lock statement per type and one read for the whole
 * batch, once per transaction (numberingIn): an import of 50,000 rows reads at its first batch and
 * counts on. The unique index on (type, number) stays the last word.
 */
export const assignEntryNumbers = async (
  tx: Executor,
  { tenantId, rows }: { tenantId: string; rows: { registertype_id?: unknown; starts_on?: unknown }[] },
): Promise<(string | null)[]> => {
  const typeIds = [
    ...new Set(rows.map((row) => row.registertype_id).filter((id): id is string => typeof id === "string")),
  ].sort();
  if (!typeIds.length) return rows.map(() => null);
  const numbering = numberingIn.get(tx) ?? { taken: new Map(), prefixes: new Map() };
  numberingIn.set(tx, numbering);
  const { taken, prefixes } = numbering;
  const types = resourceTable("registertypes");
  const unnamed = typeIds.filter((typeId) => !prefixes.has(`${tenantId}:${typeId}`));
  // Read while the locks are taken (it needs none): the same connection runs it in turn.
  const naming =
    unnamed.length > 0 &&
    tx
      .select({ id: types.id, name: types.name, number_prefix: types.number_prefix })
      .from(types)
      .where(and(eq(types.tenant_id, tenantId), inArray(types.id, unnamed)))
      .then((found) => {
        for (const type of found) prefixes.set(`${tenantId}:${type.id}`, numberPrefixOf(type));
      });
  // Awaited below; handled here too, so a lock failing first leaves no rejection unhandled.
  if (naming) naming.catch(() => undefined);
  const unread = typeIds.filter((typeId) => !taken.has(`${tenantId}:${typeId}`));
  for (const typeId of unread)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`registers.number:${tenantId}:${typeId}`}))`,
    );
  if (unread.length) {
    for (const [key, sequence] of await lastSequences(tx, tenantId, unread))
      taken.set(`${tenantId}:${key}`, sequence);
    for (const typeId of unread) taken.set(`${tenantId}:${typeId}`, 0);
  }
  await naming;
  // In slices of the event loop: an import's batch numbers 5,000 rows (timeSlices.ts).
  return mapInSlices(rows, (row) => {
    const typeId = typeof row.registertype_id === "string" ? row.registertype_id : null;
    const prefix = typeId ? prefixes.get(`${tenantId}:${typeId}`) : undefined;
    if (!typeId || !prefix) return null;
    const year = yearOf(row);
    const key = `${tenantId}:${typeId}:${year}`;
    const next = (taken.get(key) ?? 0) + 1;
    taken.set(key, next);
    return `${prefix}-${year}-${pad(next)}`;
  });
};

/** The highest sequence taken per "type:year" among the numbered entries of these types. */
const lastSequences = async (tx: Executor, tenantId: string, typeIds: string[]) => {
  const parts = NUMBERED_ENTRIES.map((name) => {
    const t = resourceTable(name);
    return sql`select ${t.registertype_id} as type_id, substring(${t.number} from '-([0-9]{4})-[0-9]+$') as year,
      max(substring(${t.number} from '-([0-9]+)$')::int) as last
      from ${t} where ${t.tenant_id} = ${tenantId} and ${inArray(t.registertype_id, typeIds)}
      and ${t.number} ~ '-[0-9]{4}-[0-9]+$' group by 1, 2`;
  });
  const result = await tx.execute(sql.join(parts, sql` union all `));
  const last = new Map<string, number>();
  for (const row of rowsOf<{ type_id: string; year: string; last: number | string }>(result)) {
    const key = `${row.type_id}:${row.year}`;
    last.set(key, Math.max(last.get(key) ?? 0, Number(row.last)));
  }
  return last;
};

/** One new entry's number (an approval that makes one entry): assignEntryNumbers for one row. */
export const nextEntryNumber = async (
  tx: Executor,
  input: { tenantId: string; registertype_id: string; starts_on?: string | null },
) => (await assignEntryNumbers(tx, { tenantId: input.tenantId, rows: [input] }))[0] ?? null;
