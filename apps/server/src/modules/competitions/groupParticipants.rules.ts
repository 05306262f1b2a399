import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { defineResourceRules } from "../../platform/resources/resourceRules.ts";
import { competitionTables } from "./competitionTables.ts";
import { assertOpenUnder, refuse } from "./structureRules.ts";
import { teamStatus } from "./teamRefs.ts";

type Row = Record<string, unknown>;

/**
 * Who may sit in a group: a team of the group's own competition, approved by the federation, in
 * one group per phase. The phase is locked first, so two writes cannot put one team in two groups.
 */
const checkTeam = async (tx: Executor, row: Row, currentId?: string) => {
  const t = competitionTables();
  const [group] = await tx
    .select({ phase_id: t.groups.phase_id, competition_id: t.phases.competition_id })
    .from(t.groups)
    .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
    .where(eq(t.groups.id, String(row.group_id)));
  if (!group) return;
  await tx.select({ id: t.phases.id }).from(t.phases).where(eq(t.phases.id, group.phase_id)).for("update");
  const [team] = await tx
    .select({ name: t.teams.name, competition_id: t.teams.competition_id, status: t.teams.status })
    .from(t.teams)
    .where(eq(t.teams.id, String(row.team_id)));
  if (!team || team.competition_id !== group.competition_id)
    refuse({ status: 400, field: "team_id", message: "Esta equipe não está inscrita nesta competição." });
  else if (teamStatus(team.status) !== "approved")
    refuse({
      status: 400,
      field: "team_id",
      message: "Esta equipe ainda não foi aprovada; só equipes aprovadas entram nos grupos.",
    });
  const [elsewhere] = await tx
    .select({ name: t.groups.name })
    .from(t.participants)
    .innerJoin(t.groups, eq(t.groups.id, t.participants.group_id))
    .where(
      and(
        eq(t.groups.phase_id, group.phase_id),
        eq(t.participants.team_id, String(row.team_id)),
        ...(currentId ? [ne(t.participants.id, currentId)] : []),
      ),
    )
    .limit(1);
  if (elsewhere)
    refuse({
      status: 400,
      field: "team_id",
      message: `Esta equipe já está no ${elsewhere.name} desta fase; uma equipe fica em um grupo por fase.`,
    });
};

export const groupParticipantRules = defineResourceRules({
  resource: "groupparticipants",
  beforeCreate: async (tx, { values }) => {
    await assertOpenUnder(tx, "group_id", values);
    await checkTeam(tx, values);
    return undefined;
  },
  beforeUpdate: async (tx, { current, values }) => {
    await assertOpenUnder(tx, "group_id", current);
    const next = { ...current, ...values };
    if (next.team_id !== current.team_id || next.group_id !== current.group_id)
      await checkTeam(tx, next, String(current.id));
    return undefined;
  },
  beforeDelete: async (tx, { rows }) => {
    for (const row of rows) await assertOpenUnder(tx, "group_id", row);
  },
});
