import type { CardCounts, MatchResult } from "@quadra/engine";
import type { DuelCards, DuelSet, SideCards } from "@quadra/shared/contracts/competitions";
import { inArray, sql } from "drizzle-orm";
import { competitionTables } from "./competitionTables.ts";

/** The columns of a duel the engine reads. */
export type DuelResultRow = {
  id: string;
  home_team_id: string | null;
  away_team_id: string | null;
  home_score: number | null;
  away_score: number | null;
  sets: unknown;
  walkover: string | null;
  overtime: boolean;
  shootout_home: number | null;
  shootout_away: number | null;
  cards: unknown;
  status: string | null;
  round_number?: number;
};

/** Results that count in a table: entered or confirmed (a cancelled or scheduled duel never does). */
export const COUNTED_STATUSES = ["played", "confirmed"] as const;

export const isCounted = (status: string | null) =>
  COUNTED_STATUSES.includes(status as (typeof COUNTED_STATUSES)[number]);

export type CountedDuel = DuelResultRow & { group_id: string; number: number | null };

/**
 * The counted duels of a group, in the order of play, as a JSON column of a statement that reads the
 * group (`groups`): a result's lock reads them with its duel, and its answer's table is computed
 * from them with the written duel in its place, reading nothing after the write (results.ts). The
 * duels and rounds are aliased: the statement reads its own duel from the same tables.
 */
export const groupCountedDuelsColumn = () => {
  const t = competitionTables();
  // drizzle writes an aliased table in a sql template by its alias alone: the aliases are written
  // here, over the tables' own names.
  const d = (column: keyof typeof t.duels._.columns) =>
    sql`${sql.identifier("counted_duels")}.${sql.identifier(t.duels[column].name)}`;
  const r = (column: keyof typeof t.rounds._.columns) =>
    sql`${sql.identifier("counted_rounds")}.${sql.identifier(t.rounds[column].name)}`;
  return sql<CountedDuel[] | string>`(
    select coalesce(json_agg(json_build_object(
      'id', ${d("id")}, 'group_id', ${r("group_id")}, 'number', ${d("number")}, 'round_number', ${r("number")},
      'home_team_id', ${d("home_team_id")}, 'away_team_id', ${d("away_team_id")},
      'home_score', ${d("home_score")}, 'away_score', ${d("away_score")}, 'sets', ${d("sets")},
      'walkover', ${d("walkover")}, 'overtime', ${d("overtime")}, 'shootout_home', ${d("shootout_home")},
      'shootout_away', ${d("shootout_away")}, 'cards', ${d("cards")}, 'status', ${d("status")}
    ) order by ${r("number")}, ${d("number")}, ${d("scheduled_at")}), '[]'::json)
    from ${t.duels} ${sql.identifier("counted_duels")}
    inner join ${t.rounds} ${sql.identifier("counted_rounds")} on ${r("id")} = ${d("round_id")}
    where ${r("group_id")} = ${t.groups.id} and ${inArray(d("status"), [...COUNTED_STATUSES])}
  )`;
};

const cardsOf = (side: SideCards | undefined): CardCounts | undefined => {
  if (!side) return undefined;
  // Built as a plain record: the engine's CardCounts takes the body's own disciplinary points too.
  const counts: Record<string, number> = {};
  if (side.yellow) counts.yellow = side.yellow;
  if (side.secondYellow) counts.secondYellow = side.secondYellow;
  if (side.red) counts.red = side.red;
  if (side.yellowRed) counts.yellowRed = side.yellowRed;
  if (side.discipline_points) counts.disciplinePoints = side.discipline_points;
  return counts;
};

/** A counted duel as the engine's MatchResult; null when it has no two teams or no score. */
export const matchOf = (duel: DuelResultRow): MatchResult | null => {
  if (!duel.home_team_id || !duel.away_team_id) return null;
  if (duel.home_score === null || duel.away_score === null) return null;
  if (!isCounted(duel.status)) return null;
  const match: MatchResult = {
    id: duel.id,
    home: duel.home_team_id,
    away: duel.away_team_id,
    homeScore: duel.home_score,
    awayScore: duel.away_score,
  };
  const sets = duel.sets as DuelSet[] | null;
  if (Array.isArray(sets) && sets.length) match.sets = sets;
  if (duel.walkover === "home" || duel.walkover === "away") match.walkover = duel.walkover;
  if (duel.overtime) match.overtime = true;
  if (duel.shootout_home !== null && duel.shootout_away !== null)
    match.shootout = { home: duel.shootout_home, away: duel.shootout_away };
  const cards = duel.cards as DuelCards | null;
  if (cards && (cards.home || cards.away)) {
    const home = cardsOf(cards.home);
    const away = cardsOf(cards.away);
    match.cards = { ...(home ? { home } : {}), ...(away ? { away } : {}) };
  }
  // The matchday, for the last-round shoot-out criterion (a field the engine reads when it has it).
  if (duel.round_number !== undefined) Object.assign(match, { round: duel.round_number });
  return match;
};

/** The winner of a decided duel (score, then shoot-out; a W.O. goes to the side that appeared). */
export const winnerOf = (duel: DuelResultRow): string | null => {
  if (!duel.home_team_id || !duel.away_team_id) return null;
  if (!isCounted(duel.status)) return null;
  if (duel.walkover === "home") return duel.away_team_id;
  if (duel.walkover === "away") return duel.home_team_id;
  if (duel.home_score === null || duel.away_score === null) return null;
  if (duel.home_score !== duel.away_score)
    return duel.home_score > duel.away_score ? duel.home_team_id : duel.away_team_id;
  if (duel.shootout_home === null || duel.shootout_away === null || duel.shootout_home === duel.shootout_away)
    return null;
  return duel.shootout_home > duel.shootout_away ? duel.home_team_id : duel.away_team_id;
};
