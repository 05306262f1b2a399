import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { assertOpenUnder } from "./structureRules.ts";
import { assertTeamIn } from "./teamInCompetition.ts";

type Row = Record<string, unknown>;

const check = async (tx: Parameters<typeof assertTeamIn>[0], row: Row) => {
  await assertOpenUnder(tx, "competition_id", row);
  await assertTeamIn(tx, row.team_id, row.competition_id);
};

/** A team official is of a team entered in the competition; a closed competition's officials stay as they were. */
export const competitionCrewRules = defineResourceRules({
  resource: "competitioncrews",
  beforeCreate: async (tx, { values }) => {
    await check(tx, values);
    return undefined;
  },
  beforeUpdate: async (tx, { current, values }) => {
    await check(tx, { ...current, ...values });
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await assertOpenUnder(tx, "competition_id", row);
  },
});
