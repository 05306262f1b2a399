import type { PointsTable, Regulation } from "../regulation.ts";
import type { CardCounts, MatchResult, ParticipantId, Side } from "../types.ts";

/** Everything a criterion may look at for one team, over a set of matches. */
export type TeamStats = {
  team: ParticipantId;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  /** Goals, basketball points or sets won: whatever `homeScore`/`awayScore` hold. */
  scoreFor: number;
  scoreAgainst: number;
  awayScore: number;
  awayWins: number;
  setsWon: number;
  setsLost: number;
  /** Points inside sets (volleyball rallies, tennis games). */
  setPointsFor: number;
  setPointsAgainst: number;
  walkoverLosses: number;
  /** Table points earned from results, before deductions. */
  resultPoints: number;
  deductions: number;
  /** Table points: result points minus deductions. */
  points: number;
  yellow: number;
  secondYellow: number;
  red: number;
  yellowRed: number;
  /** Disciplinary points given as such (`CardCounts.disciplinePoints`), already in `fairPlay`. */
  disciplinePoints: number;
  /** Fair-play score (negative; closer to zero is better). */
  fairPlay: number;
};

export const emptyStats = (team: ParticipantId): TeamStats => ({
  team,
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  awayScore: 0,
  awayWins: 0,
  setsWon: 0,
  setsLost: 0,
  setPointsFor: 0,
  setPointsAgainst: 0,
  walkoverLosses: 0,
  resultPoints: 0,
  deductions: 0,
  points: 0,
  yellow: 0,
  secondYellow: 0,
  red: 0,
  yellowRed: 0,
  disciplinePoints: 0,
  fairPlay: 0,
});

/** The result as it counts for the table: a W.O. gets the regulation's W.O. score when it has none. */
export const effectiveScore = ({
  match,
  regulation,
}: {
  match: MatchResult;
  regulation: Pick<Regulation, "walkoverScore">;
}): { home: number; away: number } => {
  const ws = regulation.walkoverScore;
  if (match.walkover && ws && match.homeScore === 0 && match.awayScore === 0) {
    return match.walkover === "home"
      ? { home: ws.loser, away: ws.winner }
      : { home: ws.winner, away: ws.loser };
  }
  return { home: match.homeScore, away: match.awayScore };
};

/** Table points for each side of one result. */
export const pointsFor = ({
  match,
  score,
  table,
}: {
  match: MatchResult;
  score: { home: number; away: number };
  table: PointsTable;
}): { home: number; away: number } => {
  if (match.walkover) {
    const win = table.walkoverWin ?? table.win;
    const loss = table.walkoverLoss ?? table.loss;
    return match.walkover === "home" ? { home: loss, away: win } : { home: win, away: loss };
  }
  if (score.home === score.away) {
    const so = match.shootout;
    if (!so || so.home === so.away || table.shootoutWin === undefined)
      return { home: table.draw, away: table.draw };
    const w = table.shootoutWin;
    const l = table.shootoutLoss ?? table.draw;
    return so.home > so.away ? { home: w, away: l } : { home: l, away: w };
  }
  const homeWon = score.home > score.away;
  if (match.overtime && (table.overtimeWin !== undefined || table.overtimeLoss !== undefined)) {
    const w = table.overtimeWin ?? table.win;
    const l = table.overtimeLoss ?? table.loss;
    return homeWon ? { home: w, away: l } : { home: l, away: w };
  }
  const winnerSets = homeWon ? score.home : score.away;
  const loserSets = homeWon ? score.away : score.home;
  const rule = table.bySets?.find((r) => r.winnerSets === winnerSets && r.loserSets === loserSets);
  const w = rule ? rule.winner : table.win;
  const l = rule ? rule.loser : table.loss;
  return homeWon ? { home: w, away: l } : { home: l, away: w };
};

const addCards = (stats: TeamStats, cards: CardCounts | undefined, regulation: Regulation): void => {
  if (!cards) return;
  const y = cards.yellow ?? 0;
  const sy = cards.secondYellow ?? 0;
  const r = cards.red ?? 0;
  const yr = cards.yellowRed ?? 0;
  stats.yellow += y;
  stats.secondYellow += sy;
  stats.red += r;
  stats.yellowRed += yr;
  const fp = regulation.fairPlay;
  if (fp) stats.fairPlay += y * fp.yellow + sy * fp.secondYellow + r * fp.red + yr * fp.yellowRed;
  // Counted by the body on its own scale: they weigh one each, whatever the cards' weights.
  const dp = cards.disciplinePoints ?? 0;
  stats.disciplinePoints += dp;
  stats.fairPlay -= dp;
};

/** Adds one side's view of a match to its stats. Kept branch-light: it runs once per side per match. */
const addSide = (
  stats: TeamStats,
  isHome: boolean,
  match: MatchResult,
  score: { home: number; away: number },
  points: { home: number; away: number },
  regulation: Regulation,
): void => {
  const forScore = isHome ? score.home : score.away;
  const against = isHome ? score.away : score.home;
  stats.played++;
  stats.scoreFor += forScore;
  stats.scoreAgainst += against;
  const awayCounts = !isHome && !match.neutral;
  if (awayCounts) stats.awayScore += forScore;
  if (forScore > against) {
    stats.wins++;
    if (awayCounts) stats.awayWins++;
  } else if (forScore < against) stats.losses++;
  else stats.draws++;
  if (match.walkover === (isHome ? "home" : "away")) stats.walkoverLosses++;
  const earned = isHome ? points.home : points.away;
  stats.resultPoints += earned;
  stats.points += earned;
  const sets = match.sets;
  if (sets) {
    for (const s of sets) {
      const f = isHome ? s.home : s.away;
      const a = isHome ? s.away : s.home;
      stats.setPointsFor += f;
      stats.setPointsAgainst += a;
      if (f > a) stats.setsWon++;
      else if (a > f) stats.setsLost++;
    }
  } else {
    // Without set detail, the score itself is the number of sets (volleyball results given as 3–1).
    stats.setsWon += forScore;
    stats.setsLost += against;
  }
  addCards(stats, isHome ? match.cards?.home : match.cards?.away, regulation);
};

/**
 * Accumulates stats for `teams` over `matches`. When `only` is given (head-to-head), matches with
 * a team outside it are ignored, which turns the same code into a mini-table among tied teams.
 */
export const accumulate = ({
  teams,
  matches,
  regulation,
  only,
  side,
}: {
  teams: Iterable<ParticipantId>;
  matches: Iterable<MatchResult>;
  regulation: Regulation;
  only?: ReadonlySet<ParticipantId>;
  /** Count only home (or only away) matches for each team: the "mandante/visitante" tables. */
  side?: Side;
}): Map<ParticipantId, TeamStats> => {
  const table = new Map<ParticipantId, TeamStats>();
  for (const t of teams) table.set(t, emptyStats(t));
  for (const m of matches) {
    if (only && (!only.has(m.home) || !only.has(m.away))) continue;
    const home = table.get(m.home);
    const away = table.get(m.away);
    if (!home || !away) continue;
    const score = effectiveScore({ match: m, regulation });
    const points = pointsFor({ match: m, score, table: regulation.points });
    if (side !== "away") addSide(home, true, m, score, points, regulation);
    if (side !== "home") addSide(away, false, m, score, points, regulation);
  }
  return table;
};
