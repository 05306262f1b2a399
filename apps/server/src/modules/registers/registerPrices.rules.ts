import { and, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import {
  defineResourceRules,
  type ManyOutcome,
  type Refusal,
} from "../../platform/resources/resourceRules.ts";
import { resourceTable } from "../../platform/resources/resourceTable.ts";
import { brDate, isoDate, refuseFor, rowErrors } from "./registerLabels.ts";

type Row = Record<string, unknown>;

/** A price band as the overlap check reads it: ages and dates, open ends unbounded. */
type Band = {
  id: string | null;
  style: string;
  name: string;
  ageMin: number;
  ageMax: number;
  from: string;
  until: string;
};

const bandOf = (row: Row, styleField: string): Band => ({
  id: typeof row.id === "string" ? row.id : null,
  style: String(row[styleField]),
  name: String(row.name ?? ""),
  ageMin: typeof row.age_min === "number" ? row.age_min : 0,
  ageMax: typeof row.age_max === "number" ? row.age_max : 999,
  from: isoDate(row.valid_from) ?? "0000-01-01",
  until: isoDate(row.valid_until) ?? "9999-12-31",
});

const describe = (band: Band) => {
  const ages =
    band.ageMin === 0 && band.ageMax === 999
      ? "todas as idades"
      : band.ageMax === 999
        ? `${band.ageMin} anos ou mais`
        : `${band.ageMin} a ${band.ageMax} anos`;
  const dates =
    band.from === "0000-01-01" && band.until === "9999-12-31"
      ? "sem prazo"
      : band.until === "9999-12-31"
        ? `a partir de ${brDate(band.from)}`
        : band.from === "0000-01-01"
          ? `até ${brDate(band.until)}`
          : `de ${brDate(band.from)} a ${brDate(band.until)}`;
  return `“${band.name}” (${ages}, ${dates})`;
};

/**
 * Two bands of one style may not both price the same person on the same day: their ages and their
 * dates may not both intersect. The refusal names the other band, so the price a request gets is
 * never a guess between two.
 */
const overlapRefusal = (band: Band, others: readonly Band[]): Refusal | null => {
  const other = others.find(
    (candidate) =>
      (band.id === null || candidate.id !== band.id) &&
      candidate.style === band.style &&
      band.ageMin <= candidate.ageMax &&
      candidate.ageMin <= band.ageMax &&
      band.from <= candidate.until &&
      candidate.from <= band.until,
  );
  return other
    ? {
        status: 409,
        field: "age_min",
        message: `Esta faixa se sobrepõe à faixa ${describe(other)} da mesma modalidade; ajuste as idades ou as datas.`,
      }
    : null;
};

/**
 * The price bands (`registerstyleprices`, `registermembershipstyleprices`) of one style never
 * overlap (overlapRefusal) on any path: staff CRUD and an import. The style is locked first, so two
 * writes of its bands are judged one after the other.
 */
const priceRules = (
  resource: "registerstyleprices" | "registermembershipstyleprices",
  styleField: string,
) => {
  const refuse = refuseFor(resource);
  const stylesTable = resource === "registerstyleprices" ? "registerstyles" : "registermembershipstyles";
  const loadBands = async (tx: Executor, tenantId: string, styles: string[], except?: string) => {
    if (!styles.length) return [];
    const s = resourceTable(stylesTable);
    // The styles locked in id order (FOR UPDATE), then their bands read.
    await tx
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.tenant_id, tenantId), inArray(s.id, [...styles].sort())))
      .orderBy(s.id)
      .for("update");
    const t = resourceTable(resource);
    const rows = await tx
      .select()
      .from(t)
      .where(
        and(
          eq(t.tenant_id, tenantId),
          inArray(t[styleField as "id"], styles),
          except ? ne(t.id, except) : undefined,
        ),
      );
    return rows.map((row) => bandOf(row as Row, styleField));
  };
  return defineResourceRules({
    resource,
    locksParent: true,
    beforeCreate: async (tx, { actor, values }) => {
      const band = bandOf(values, styleField);
      refuse(overlapRefusal(band, await loadBands(tx, actor.tenantId, [band.style])));
      return undefined;
    },
    beforeUpdate: async (tx, { actor, current, values }) => {
      const band = bandOf({ ...current, ...values }, styleField);
      refuse(overlapRefusal(band, await loadBands(tx, actor.tenantId, [band.style], String(current.id))));
      return undefined;
    },
    beforeCreateMany: async (tx, { actor, rows, memory }) => {
      const bands = rows.map((row) => bandOf(row, styleField));
      const stored = await loadBands(tx, actor.tenantId, [...new Set(bands.map((band) => band.style))]);
      const earlier = (memory.get("bands") as Band[] | undefined) ?? [];
      memory.set("bands", earlier);
      return bands.map((band): ManyOutcome => {
        const refusal = overlapRefusal(band, [...stored, ...earlier]);
        if (refusal) return rowErrors(refusal);
        earlier.push(band);
        return {};
      });
    },
  });
};

export const stylePriceRules = priceRules("registerstyleprices", "registerstyle_id");
export const membershipStylePriceRules = priceRules(
  "registermembershipstyleprices",
  "registermembershipstyle_id",
);
