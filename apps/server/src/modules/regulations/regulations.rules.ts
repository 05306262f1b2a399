import { fieldLabelsOf } from "@quadra/shared";
import type { RegulationScoring } from "@quadra/shared/resources/catalog/competitionRules";
import { regulations } from "@quadra/shared/resources/catalog/competitionRules";
import { invalidFields } from "../../platform/http/errors.ts";
import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { regulationRowErrors } from "./regulationChecks.ts";
import { defaultRules, type RegulationRules } from "./regulationDefaults.ts";

type Row = Record<string, unknown>;

const LABELS = fieldLabelsOf(regulations);
const RULE_COLUMNS = ["points", "sequences", "doublesequences", "multiplesequences", "fair_play"] as const;

/**
 * The rules a row lacks, from its scoring's default: a part that is absent gets the default's,
 * a part that is there is kept (the person's or the preset's). `fair_play` is absent only when
 * undefined: a volleyball regulation stores null on purpose.
 */
const missingRules = (row: Row): Partial<RegulationRules> => {
  const defaults = defaultRules((row.scoring as RegulationScoring | undefined) ?? "goals");
  const filled: Partial<RegulationRules> = {};
  for (const column of RULE_COLUMNS) {
    const value = row[column];
    const absent = column === "fair_play" ? value === undefined : value === null || value === undefined;
    if (absent) Object.assign(filled, { [column]: defaults[column] });
  }
  return filled;
};

/** Refuses a row whose rules the engine could not use, with every problem on its field. */
const assertUsable = (row: Row) => {
  const errors = regulationRowErrors(row);
  if (Object.keys(errors).length) throw invalidFields(errors, LABELS);
};

/**
 * The rules of `regulations` on every path that writes one (the generic form, an import, the
 * presets and the points and criteria screens' operations): a regulation created without its
 * point table or criteria lists gets its scoring's usual ones (regulationDefaults.ts), and no write
 * leaves rules the engine would misread: the stored JSON is checked with `validateRegulation`'s
 * problems, each on its field (points, sequences, doublesequences, multiplesequences, fair_play).
 */
export const regulationRules = defineResourceRules({
  resource: "regulations",
  beforeCreate: async (_tx, { values }) => {
    const filled = missingRules(values);
    assertUsable({ ...values, ...filled });
    return filled;
  },
  beforeUpdate: async (_tx, { current, values }) => {
    const next = { ...current, ...values };
    // An old row (or one written before these rules) is completed the first time it is edited.
    const filled = missingRules(next);
    assertUsable({ ...next, ...filled });
    return filled;
  },
});
