import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { type AnyResourceTable, resourceTable } from "../../platform/resources/resourceTable.ts";

/**
 * When an entry approved on `today` stops holding, by its type's validity: annual → 31 December of
 * this year, season → the type's season end (null when none is set, or it already passed: then
 * the entry holds until staff end it), open_ended → never (null).
 */
export const validityEndOf = (
  type: { validity: string; season_ends_on: string | null },
  today: string,
): string | null => {
  if (type.validity === "annual") return `${today.slice(0, 4)}-12-31`;
  if (type.validity === "season")
    return type.season_ends_on && type.season_ends_on >= today ? type.season_ends_on : null;
  return null;
};

/** A membership's end: `months` after `today`, the day before (12 months from 2026-03-10 → 2027-03-09). */
export const monthsEndOf = (today: string, months: number): string => {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  // The same day of the target month, or its last day (31 Jan + 1 month → 28/29 Feb).
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  target.setUTCDate(target.getUTCDate() - 1);
  return target.toISOString().slice(0, 10);
};

/** Whole years between a birth date and `today` (both YYYY-MM-DD); null without a birth date. */
export const ageOn = (birthdate: string | null | undefined, today: string): number | null => {
  if (!birthdate) return null;
  const [by, bm, bd] = birthdate.slice(0, 10).split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

export type PriceBand = { id: string; name: string; amount_cents: number };

/**
 * The price band of a style that fits a person aged `age` on `today`: its age band holds the age
 * (an open end holds any; a band with limits never fits someone without a birth date) and its dates
 * hold today. Of several, the narrowest age band, then the most recent start.
 */
export const priceBandOf = async (
  tx: Executor,
  tenantId: string,
  kind: "register" | "membership",
  styleId: string | null | undefined,
  age: number | null,
  today: string,
): Promise<PriceBand | null> => {
  if (!styleId) return null;
  // Both price tables share the price columns; only the style's column is named differently.
  // Both price tables have the same price fields (priceFields of the catalog); typed as the first.
  const t = (
    kind === "register"
      ? resourceTable("registerstyleprices")
      : resourceTable("registermembershipstyleprices")
  ) as ReturnType<typeof resourceTable<"registerstyleprices">>;
  const styleColumn = (t as unknown as AnyResourceTable)[
    kind === "register" ? "registerstyle_id" : "registermembershipstyle_id"
  ]!;
  const ageFits =
    age === null
      ? and(isNull(t.age_min), isNull(t.age_max))
      : and(
          or(isNull(t.age_min), sql`${t.age_min} <= ${age}`),
          or(isNull(t.age_max), sql`${t.age_max} >= ${age}`),
        );
  const [band] = await tx
    .select({ id: t.id, name: t.name, amount_cents: t.amount_cents })
    .from(t)
    .where(
      and(
        eq(t.tenant_id, tenantId),
        eq(styleColumn, styleId),
        ageFits,
        or(isNull(t.valid_from), sql`${t.valid_from} <= ${today}`),
        or(isNull(t.valid_until), sql`${t.valid_until} >= ${today}`),
      ),
    )
    .orderBy(
      sql`coalesce(${t.age_max}, 200) - coalesce(${t.age_min}, 0)`,
      sql`${t.valid_from} desc nulls last`,
    )
    .limit(1);
  return band ? { id: band.id, name: band.name, amount_cents: Number(band.amount_cents) } : null;
};
