import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { competitionTables } from "./competitionTables.ts";
import { type DuelRow, loadDuelRows } from "./duelViews.ts";
import {
  type PhaseRegulation,
  phaseRegulationOf,
  regulationIdOf,
  regulationRows,
  zonePositionsOf,
} from "./engineRegulation.ts";
import { type PhaseRecord, phasesOf } from "./phaseRecords.ts";
import { type TeamRefRow, teamRefs, teamStatus } from "./teamRefs.ts";

export type GroupRow = { id: string; name: string; phase_id: string };
export type ParticipantRow = { group_id: string; team_id: string };
export type DeductionRow = { team_id: string; points: number; reason: string; phase_id: string | null };

/**
 * Everything a competition's tables, brackets and duel lists are computed from, each table read
 * once (docs/competitions.md): the public page and the staff's standings compute from these rows in
 * memory instead of reading per phase and per group.
 */
export type CompetitionRows = {
  phases: PhaseRecord[];
  /** By position then name, within each phase. */
  groups: GroupRow[];
  /** By seed within each group. */
  participants: ParticipantRow[];
  /** Every duel, in the order of play. */
  duels: DuelRow[];
  deductions: DeductionRow[];
  /** What each phase plays by, by phase id. */
  rules: Map<string, PhaseRegulation>;
  /** Every team the groups and duels name, with its association. */
  teams: Map<string, TeamRefRow>;
};

/** Groups with their participants, the participants' teams and those teams' deductions (`readGroupRows`). */
export type GroupRows = {
  /** By position then name. */
  groups: GroupRow[];
  /** By seed within each group. */
  participants: ParticipantRow[];
  /** The participants' teams, with their associations. */
  teams: Map<string, TeamRefRow>;
  /** Every deduction in the competition of a participating team, once each (for every phase or one). */
  deductions: DeductionRow[];
};

/**
 * A participant's deductions in the group's competition, as a JSON list: a sub-select of a statement
 * that reads the participant (`groupparticipants`) and the group's phase (`phases`).
 */
const participantDeductionsColumn = () => {
  const t = competitionTables();
  const d = t.deductions;
  return sql<Omit<DeductionRow, "team_id">[] | string | null>`(
    select coalesce(json_agg(json_build_object('points', ${d.points}, 'reason', ${d.reason}, 'phase_id', ${d.phase_id})), '[]'::json)
    from ${d}
    where ${d.competition_id} = ${t.phases.competition_id} and ${d.team_id} = ${t.participants.team_id}
  )`;
};

/**
 * The one read of groups and who plays in them (docs/competitions.md), for a competition's groups
 * (its tables, the public page), a phase's or one group's (a result's answer): the groups with their
 * participants, each participant's team with its association and the team's deductions in the
 * competition (a JSON list per participant), in one statement. A group without participants keeps
 * one row; a team in groups of two phases brings its deductions once.
 */
export const readGroupRows = async (
  tx: Executor,
  scope: { competition_id: string } | { phase_id: string } | { group_id: string },
): Promise<GroupRows> => {
  const t = competitionTables();
  const rows = await tx
    .select({
      id: t.groups.id,
      name: t.groups.name,
      phase_id: t.groups.phase_id,
      team_id: t.participants.team_id,
      team_name: t.teams.name,
      association_id: t.teams.association_id,
      association_name: t.associations.name,
      team_status: t.teams.status,
      deductions: participantDeductionsColumn(),
    })
    .from(t.groups)
    .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
    .leftJoin(t.participants, eq(t.participants.group_id, t.groups.id))
    .leftJoin(t.teams, eq(t.teams.id, t.participants.team_id))
    .leftJoin(t.associations, eq(t.associations.id, t.teams.association_id))
    .where(
      "group_id" in scope
        ? eq(t.groups.id, scope.group_id)
        : "phase_id" in scope
          ? eq(t.groups.phase_id, scope.phase_id)
          : eq(t.phases.competition_id, scope.competition_id),
    )
    .orderBy(
      asc(t.groups.position),
      asc(t.groups.name),
      asc(t.groups.id),
      asc(t.participants.seed),
      asc(t.participants.created_at),
    );
  return groupRowsOf(rows);
};

/** A row of `readGroupRows`' statement (or of `groupRosterColumn`'s list, with its group added). */
type GroupRowsRow = {
  id: string;
  name: string;
  phase_id: string | null;
  team_id: string | null;
  team_name: string | null;
  association_id: string | null;
  association_name: string | null;
  team_status: string | null;
  deductions: Omit<DeductionRow, "team_id">[] | string | null;
};

type RosterRow = Omit<GroupRowsRow, "id" | "name" | "phase_id">;

/** Folds the one statement's rows (a row per group and participant) into the groups' rows. */
const groupRowsOf = (rows: readonly GroupRowsRow[]): GroupRows => {
  const groups = new Map<string, GroupRow>();
  const participants: ParticipantRow[] = [];
  const teams = new Map<string, TeamRefRow>();
  const deductions: DeductionRow[] = [];
  const deducted = new Set<string>();
  for (const row of rows) {
    if (!groups.has(row.id))
      groups.set(row.id, { id: row.id, name: row.name, phase_id: row.phase_id as string });
    const teamId = row.team_id;
    if (!teamId) continue;
    participants.push({ group_id: row.id, team_id: teamId });
    if (row.team_name !== null && !teams.has(teamId))
      teams.set(teamId, {
        id: teamId,
        name: row.team_name,
        association_id: row.association_id,
        association_name: row.association_name ?? null,
        status: teamStatus(row.team_status),
      });
    if (deducted.has(teamId)) continue;
    deducted.add(teamId);
    const list = typeof row.deductions === "string" ? JSON.parse(row.deductions) : row.deductions;
    for (const deduction of (list ?? []) as Omit<DeductionRow, "team_id">[])
      deductions.push({
        team_id: teamId,
        points: deduction.points,
        reason: deduction.reason,
        phase_id: deduction.phase_id ?? null,
      });
  }
  return { groups: [...groups.values()], participants, teams, deductions };
};

/**
 * One group's participants with their teams, associations and deductions, as a JSON column of a
 * statement that reads the group (`groups`) and its phase (`phases`) — the rows `readGroupRows`
 * reads for `{ group_id }`, so a result's lock reads its group's roster with the duel
 * (results.ts) and its table needs only the duels read after the write.
 */
export const groupRosterColumn = () => {
  const t = competitionTables();
  const p = t.participants;
  return sql<RosterRow[] | string>`(
    select coalesce(json_agg(json_build_object(
      'team_id', ${p.team_id}, 'team_name', ${t.teams.name}, 'association_id', ${t.teams.association_id},
      'association_name', ${t.associations.name}, 'team_status', ${t.teams.status},
      'deductions', ${participantDeductionsColumn()}
    ) order by ${p.seed}, ${p.created_at}), '[]'::json)
    from ${p}
    left join ${t.teams} on ${t.teams.id} = ${p.team_id}
    left join ${t.associations} on ${t.associations.id} = ${t.teams.association_id}
    where ${p.group_id} = ${t.groups.id}
  )`;
};

/** The group rows of one group from its `groupRosterColumn` (as `readGroupRows({ group_id })`). */
export const groupRowsOfRoster = (group: GroupRow, roster: RosterRow[] | string): GroupRows => {
  const list = (typeof roster === "string" ? JSON.parse(roster) : roster) as RosterRow[];
  // A group without participants still has its row, as the statement's left join gives it.
  const none: RosterRow = {
    team_id: null,
    team_name: null,
    association_id: null,
    association_name: null,
    team_status: null,
    deductions: null,
  };
  return groupRowsOf((list.length ? list : [none]).map((row) => ({ ...row, ...group })));
};

/**
 * Reads a competition's rows: phases, groups with participants, duels, deductions, the
 * regulations and zones its phases name, and the teams (`known` teams are not read again).
 */
export const readCompetitionRows = async (
  tx: Executor,
  competition: { id: string; regulation_id: string | null },
  known: Map<string, TeamRefRow> = new Map(),
): Promise<CompetitionRows> => {
  const t = competitionTables();
  const phases = await phasesOf(tx, competition.id);
  const read: GroupRows = phases.length
    ? await readGroupRows(tx, { competition_id: competition.id })
    : { groups: [], participants: [], teams: new Map(), deductions: [] };
  const { groups, participants, deductions } = read;
  const duels = groups.length ? await loadDuelRows(tx, eq(t.phases.competition_id, competition.id)) : [];
  const regulations = await regulationRows(
    tx,
    phases.map((phase) => regulationIdOf(phase, competition.regulation_id)),
  );
  const zones = await zonePositionsOf(
    tx,
    phases.map((phase) => phase.classificationzone_id),
  );
  const rules = new Map(
    phases.map((phase) => {
      const regulationId = regulationIdOf(phase, competition.regulation_id);
      const zoneId = phase.classificationzone_id;
      return [
        phase.id,
        phaseRegulationOf(
          (regulationId && regulations.get(regulationId)) || null,
          (zoneId && zones.get(zoneId)) || [],
        ),
      ];
    }),
  );
  const named = [
    ...participants.map((p) => p.team_id),
    ...duels.flatMap((duel) => [duel.home_team_id, duel.away_team_id]),
  ].filter((id): id is string => !!id);
  const withKnown = new Map([...known, ...read.teams]);
  const missing = named.filter((id) => !withKnown.has(id));
  const teams = missing.length ? new Map([...withKnown, ...(await teamRefs(tx, missing))]) : withKnown;
  return { phases, groups, participants, duels, deductions, rules, teams };
};
