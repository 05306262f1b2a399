import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { competitionTables } from "./competitionTables.ts";
import { assertOpenUnder, refuse } from "./structureRules.ts";
import { assertTeamIn } from "./teamInCompetition.ts";

type Row = Record<string, unknown>;

/** A deduction is of a team of the competition, in one of its phases (or all of them). */
const checkLinks = async (tx: Executor, row: Row) => {
  const t = competitionTables();
  const competitionId = String(row.competition_id);
  await assertTeamIn(tx, row.team_id, competitionId);
  if (row.phase_id) {
    const [phase] = await tx
      .select({ competition_id: t.phases.competition_id })
      .from(t.phases)
      .where(eq(t.phases.id, String(row.phase_id)));
    if (!phase || phase.competition_id !== competitionId)
      refuse({ status: 400, field: "phase_id", message: "Esta fase não é desta competição." });
  }
};

/** Points deductions: never on a finished or cancelled competition; only its teams and phases. */
export const pointDeductionRules = defineResourceRules({
  resource: "pointdeductions",
  beforeCreate: async (tx, { values }) => {
    await assertOpenUnder(tx, "competition_id", values);
    await checkLinks(tx, values);
    return undefined;
  },
  beforeUpdate: async (tx, { current, values }) => {
    await assertOpenUnder(tx, "competition_id", current);
    await checkLinks(tx, { ...current, ...values });
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await assertOpenUnder(tx, "competition_id", row);
  },
});
