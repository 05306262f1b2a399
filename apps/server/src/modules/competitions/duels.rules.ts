import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { assertActiveSpace } from "../schedules/spacePlacement.ts";
import { assertOpenUnder, refuse } from "./structureRules.ts";

/** What only the competition's operations write: the teams (generation, bracket) and the result (the sheet). */
const SHEET_ONLY = [
  "round_id",
  "competition_id",
  "number",
  "bracket_match",
  "home_team_id",
  "away_team_id",
  "home_score",
  "away_score",
  "sets",
  "walkover",
  "overtime",
  "shootout_home",
  "shootout_away",
  "cards",
  "status",
  "result_by",
  "result_at",
  "confirmed_by",
  "confirmed_at",
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A duel's schedule (date, place, court) and notes are edited on the generic form; its teams and
 * result never are (the sheet and the bracket write them), and nothing of a finished or cancelled
 * competition changes.
 */
export const duelRules = defineResourceRules({
  resource: "duels",
  beforeCreate: async (tx, { values }) => {
    await assertOpenUnder(tx, "round_id", values);
    await assertActiveSpace(tx, values);
    return undefined;
  },
  beforeUpdate: async (tx, { current, values }) => {
    await assertOpenUnder(tx, "round_id", current);
    const changed = SHEET_ONLY.find((key) => key in values && !same(values[key], current[key]));
    if (changed)
      refuse({
        status: 409,
        field: changed,
        message: "As equipes e o resultado de uma partida mudam só pela súmula.",
        summary:
          "As equipes e o resultado de uma partida mudam só pela súmula; aqui se editam data, local e quadra.",
      });
    await assertActiveSpace(tx, values, current);
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await assertOpenUnder(tx, "round_id", row);
  },
});
