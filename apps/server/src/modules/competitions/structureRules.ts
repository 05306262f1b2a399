import type { Executor } from "../../platform/db/database.ts";
import { type Refusal, type ResourceRules, refusalError } from "../../platform/resources/resourceRules.ts";
import { closedCompetitionRefusal, competitionOfLink, linkOf } from "./competitionLock.ts";
import { STRUCTURE_FIELD_LABELS } from "./structureLabels.ts";

type Row = Record<string, unknown>;
type LinkField = "competition_id" | "phase_id" | "group_id" | "round_id";

export const refuse = (refusal: Refusal | null) => {
  if (refusal) throw refusalError(refusal, STRUCTURE_FIELD_LABELS);
};

/** Refuses (409) a write under a finished or cancelled competition. */
export const assertOpenUnder = async (tx: Executor, field: LinkField, row: Row) => {
  if (row[field] === null || row[field] === undefined) return;
  const competition = await competitionOfLink(tx, linkOf(field, row));
  refuse(closedCompetitionRefusal(competition?.status, field));
};

/**
 * The hooks that keep a closed competition's rows as they are, for a resource linked by `field`
 * (its parent field): creating, changing and deleting are refused once the competition ended.
 */
export const lockedUnderCompetition = (
  field: LinkField,
): Pick<ResourceRules, "beforeCreate" | "beforeUpdate" | "beforeDelete"> => ({
  beforeCreate: async (tx, { values }) => {
    await assertOpenUnder(tx, field, values);
    return undefined;
  },
  beforeUpdate: async (tx, { current }) => {
    await assertOpenUnder(tx, field, current);
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await assertOpenUnder(tx, field, row);
  },
});
