import type { CardCounts, MatchResult } from "@quadra/engine";
import type { DuelCards, DuelSet, SideCards } from "@quadra/shared/contracts/competitions";

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
  if (!COUNTED_STATUSES.includes(duel.status as (typeof COUNTED_STATUSES)[number])) return null;
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
  if (!COUNTED_STATUSES.includes(duel.status as (typeof COUNTED_STATUSES)[number])) return null;
  if (duel.walkover === "home") return duel.away_team_id;
  if (duel.walkover === "away") return duel.home_team_id;
  if (duel.home_score === null || duel.away_score === null) return null;
  if (duel.home_score !== duel.away_score)
    return duel.home_score > duel.away_score ? duel.home_team_id : duel.away_team_id;
  if (duel.shootout_home === null || duel.shootout_away === null || duel.shootout_home === duel.shootout_away)
    return null;
  return duel.shootout_home > duel.shootout_away ? duel.home_team_id : duel.away_team_id;
};
