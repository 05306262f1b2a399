import { eq } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { competitionTables } from "./competitionTables.ts";
import { refuse } from "./structureRules.ts";

/** Refuses (400 on `field`) a team that is not entered in the competition. */
export const assertTeamIn = async (
  tx: Executor,
  teamId: unknown,
  competitionId: unknown,
  field = "team_id",
) => {
  const t = competitionTables();
  const [team] = await tx
    .select({ competition_id: t.teams.competition_id })
    .from(t.teams)
    .where(eq(t.teams.id, String(teamId)));
  if (!team || team.competition_id !== String(competitionId))
    refuse({ status: 400, field, message: "Esta equipe não está inscrita nesta competição." });
};
