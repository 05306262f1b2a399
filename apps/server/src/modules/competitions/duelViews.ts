import type { DuelCards, DuelSet, DuelView } from "@quadra/shared/contracts/competitions";
import type { DuelStatus } from "@quadra/shared/resources/catalog/competitionStructure";
import { asc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../platform/db/database.ts";
import { competitionTables } from "./competitionTables.ts";
import type { DuelResultRow } from "./engineMatches.ts";
import { refOf, type TeamRefRow, teamRefs } from "./teamRefs.ts";

/** A duel with where it sits (round, group, phase): what the lists, sheets and brackets read. */
export type DuelRow = DuelResultRow & {
  competition_id: string | null;
  number: number | null;
  bracket_match: string | null;
  scheduled_at: string | null;
  place: string | null;
  court: string | null;
  notes: string | null;
  version: number;
  round_id: string;
  round_number: number;
  round_name: string;
  group_id: string;
  group_name: string;
  phase_id: string;
  phase_name: string;
};

/** A duel's columns with its round's, group's and phase's (over duels ⋈ rounds ⋈ groups ⋈ phases). */
export const duelColumns = () => {
  const t = competitionTables();
  const d = t.duels;
  return {
    id: d.id,
    competition_id: d.competition_id,
    number: d.number,
    bracket_match: d.bracket_match,
    home_team_id: d.home_team_id,
    away_team_id: d.away_team_id,
    scheduled_at: d.scheduled_at,
    place: d.place,
    court: d.court,
    home_score: d.home_score,
    away_score: d.away_score,
    sets: d.sets,
    walkover: d.walkover,
    overtime: d.overtime,
    shootout_home: d.shootout_home,
    shootout_away: d.shootout_away,
    cards: d.cards,
    status: d.status,
    notes: d.notes,
    version: d.version,
    round_id: t.rounds.id,
    round_number: t.rounds.number,
    round_name: t.rounds.name,
    group_id: t.groups.id,
    group_name: t.groups.name,
    phase_id: t.phases.id,
    phase_name: t.phases.name,
  };
};

/** A row read with `duelColumns` as a DuelRow. */
export const duelRowOf = (row: Record<string, unknown>): DuelRow =>
  ({ ...row, round_number: (row.round_number as number | null) ?? 0 }) as DuelRow;

/** Duels matching `where` (over duels, rounds, groups, phases), in the order of play. */
export const loadDuelRows = async (
  tx: Executor,
  where: SQL | undefined,
  { lock = false }: { lock?: boolean } = {},
): Promise<DuelRow[]> => {
  const t = competitionTables();
  const d = t.duels;
  const query = tx
    .select(duelColumns())
    .from(d)
    .innerJoin(t.rounds, eq(t.rounds.id, d.round_id))
    .innerJoin(t.groups, eq(t.groups.id, t.rounds.group_id))
    .innerJoin(t.phases, eq(t.phases.id, t.groups.phase_id))
    .where(where)
    .orderBy(asc(t.phases.position), asc(t.rounds.number), asc(d.number), asc(d.scheduled_at));
  // `lock` holds the duels' rows only (not their rounds, groups and phases) for the write that follows.
  const rows = lock ? await query.for("update", { of: d }) : await query;
  return rows.map(duelRowOf);
};

/** Duel rows as the API shows them, with their teams' names. */
export const duelViews = async (tx: Executor, rows: readonly DuelRow[]): Promise<DuelView[]> => {
  const teams = await teamRefs(
    tx,
    rows.flatMap((row) => [row.home_team_id, row.away_team_id].filter((id): id is string => !!id)),
  );
  return duelViewsOf(rows, teams);
};

/** Duel rows as the API shows them, with the teams' names from `teams` (no reads). */
export const duelViewsOf = (rows: readonly DuelRow[], teams: Map<string, TeamRefRow>): DuelView[] =>
  rows.map((row) => ({
    id: row.id,
    number: row.number,
    competition_id: row.competition_id ?? "",
    phase_id: row.phase_id,
    phase_name: row.phase_name,
    group_id: row.group_id,
    group_name: row.group_name,
    round_id: row.round_id,
    round_number: row.round_number,
    round_name: row.round_name,
    bracket_match: row.bracket_match,
    home: row.home_team_id ? refOf(teams.get(row.home_team_id)) : null,
    away: row.away_team_id ? refOf(teams.get(row.away_team_id)) : null,
    scheduled_at: row.scheduled_at,
    place: row.place,
    court: row.court,
    home_score: row.home_score,
    away_score: row.away_score,
    sets: (row.sets as DuelSet[] | null) ?? null,
    walkover: row.walkover === "home" || row.walkover === "away" ? row.walkover : null,
    overtime: row.overtime,
    shootout_home: row.shootout_home,
    shootout_away: row.shootout_away,
    cards: (row.cards as DuelCards | null) ?? null,
    status: (row.status ?? "scheduled") as DuelStatus,
    version: row.version,
  }));

/** One duel's view by id, or undefined. */
export const duelViewById = async (tx: Executor, id: string): Promise<DuelView | undefined> => {
  const t = competitionTables();
  const rows = await loadDuelRows(tx, eq(t.duels.id, id));
  return (await duelViews(tx, rows))[0];
};
