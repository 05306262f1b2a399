import type { CockpitPhase, CompetitionCockpit } from "@quadra/shared/contracts/competitions";
import { and, count, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { competitionTables } from "./competitionTables.ts";
import { duelViews, loadDuelRows } from "./duelViews.ts";
import { competitionById, groupsOf, phasesOf } from "./phaseRecords.ts";
import { phaseStandings } from "./standings.ts";
import { teamStatus } from "./teamRefs.ts";

const NEXT_DUELS = 10;
const PENDING_RESULTS = 50;

/**
 * The director's view of a competition: each phase with its groups and progress, the next duels,
 * the results to enter or confirm, the teams by review status and the current phase's table.
 */
export const competitionCockpit = async (
  tx: Executor,
  competitionId: string,
): Promise<CompetitionCockpit> => {
  const competition = await competitionById(tx, competitionId);
  const t = competitionTables();
  const [regulation] = competition.regulation_id
    ? await tx
        .select({ name: t.regulations.name })
        .from(t.regulations)
        .where(eq(t.regulations.id, competition.regulation_id))
    : [];
  const phases = await phasesOf(tx, competitionId);
  // Duels and participants per group, counted in two queries for the whole competition.
  const duelCounts = await tx
    .select({
      group_id: t.rounds.group_id,
      total: count(),
      played: sql<number>`count(*) filter (where ${t.duels.status} in ('played', 'confirmed'))`.mapWith(
        Number,
      ),
      confirmed: sql<number>`count(*) filter (where ${t.duels.status} = 'confirmed')`.mapWith(Number),
    })
    .from(t.duels)
    .innerJoin(t.rounds, eq(t.rounds.id, t.duels.round_id))
    .where(and(eq(t.duels.competition_id, competitionId), sql`${t.duels.status} <> 'cancelled'`))
    .groupBy(t.rounds.group_id);
  const phaseIds = phases.map((p) => p.id);
  const teamCounts = phaseIds.length
    ? await tx
        .select({ group_id: t.participants.group_id, total: count() })
        .from(t.participants)
        .innerJoin(t.groups, eq(t.groups.id, t.participants.group_id))
        .where(inArray(t.groups.phase_id, phaseIds))
        .groupBy(t.participants.group_id)
    : [];
  const cockpitPhases: CockpitPhase[] = [];
  for (const phase of phases) {
    const groups = (await groupsOf(tx, phase.id)).map((group) => {
      const duels = duelCounts.find((c) => c.group_id === group.id);
      return {
        id: group.id,
        name: group.name,
        teams: teamCounts.find((c) => c.group_id === group.id)?.total ?? 0,
        duels: duels?.total ?? 0,
        played: duels?.played ?? 0,
        confirmed: duels?.confirmed ?? 0,
      };
    });
    cockpitPhases.push({
      id: phase.id,
      name: phase.name,
      position: phase.position,
      format: phase.format,
      entry: phase.entry,
      status: phase.status,
      groups: groups.map(({ confirmed: _confirmed, ...group }) => group),
      duels: groups.reduce((sum, g) => sum + g.duels, 0),
      played: groups.reduce((sum, g) => sum + g.played, 0),
      confirmed: groups.reduce((sum, g) => sum + g.confirmed, 0),
    });
  }
  const now = new Date().toISOString();
  const next = await loadDuelRows(
    tx,
    and(eq(t.duels.competition_id, competitionId), eq(t.duels.status, "scheduled")),
  );
  const upcoming = next
    .filter((duel) => duel.home_team_id && duel.away_team_id)
    .sort(
      (a, b) =>
        (a.scheduled_at ?? "9999").localeCompare(b.scheduled_at ?? "9999") ||
        (a.number ?? 0) - (b.number ?? 0),
    )
    .slice(0, NEXT_DUELS);
  const pending = await loadDuelRows(
    tx,
    and(
      eq(t.duels.competition_id, competitionId),
      or(
        eq(t.duels.status, "played"),
        and(eq(t.duels.status, "scheduled"), isNotNull(t.duels.scheduled_at), lt(t.duels.scheduled_at, now)),
      ),
    ),
  );
  const teams = await tx
    .select({ status: t.teams.status, total: count() })
    .from(t.teams)
    .where(eq(t.teams.competition_id, competitionId))
    .groupBy(t.teams.status);
  const teamsBy = (status: string) =>
    teams.filter((row) => teamStatus(row.status) === status).reduce((sum, row) => sum + row.total, 0);
  const current =
    cockpitPhases.find((p) => p.status !== "finished" && p.groups.length) ?? cockpitPhases.at(-1);
  return {
    competition: { ...competition, regulation_name: regulation?.name ?? null },
    phases: cockpitPhases,
    next_duels: await duelViews(tx, upcoming),
    pending_results: await duelViews(tx, pending.slice(0, PENDING_RESULTS)),
    teams: { approved: teamsBy("approved"), pending: teamsBy("pending"), rejected: teamsBy("rejected") },
    current_standings: current?.groups.length ? await phaseStandings(tx, current.id) : null,
  };
};
