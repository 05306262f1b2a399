import type { MatchResult, PartialScore, ParticipantId, Side } from "./types.ts";

/**
 * Rally-point set formats: a set is won on reaching `points` with a lead of `winBy`, unless a
 * `cap` ends it first; the deciding set may have its own target (volleyball's 15).
 */
export type SetFormat = {
  bestOf: number;
  points: number;
  decidingSetPoints?: number;
  winBy: number;
  cap?: number;
};

export const volleyballSets: SetFormat = { bestOf: 5, points: 25, decidingSetPoints: 15, winBy: 2 };
export const beachVolleyballSets: SetFormat = { bestOf: 3, points: 21, decidingSetPoints: 15, winBy: 2 };
export const tableTennisGames: SetFormat = { bestOf: 5, points: 11, winBy: 2 };
export const badmintonGames: SetFormat = { bestOf: 3, points: 21, winBy: 2, cap: 30 };

/** Outcome of a duel played in sets: sets won by each side and, once decided, the winner. */
export type SetsOutcome = {
  home: number;
  away: number;
  winner?: Side;
  /** Problems that make the score impossible under the format; empty when valid. */
  errors: string[];
};

const setWinner = (set: PartialScore, target: number, format: SetFormat): Side | "invalid" | "unfinished" => {
  const hi = Math.max(set.home, set.away);
  const lo = Math.min(set.home, set.away);
  if (hi === lo || hi < target) return "unfinished";
  const side: Side = set.home > set.away ? "home" : "away";
  // At the cap (badminton's 30) the next rally wins whatever the lead: 30–29.
  if (format.cap !== undefined && hi === format.cap && lo === format.cap - 1) return side;
  if (hi - lo < format.winBy) return "unfinished";
  // Above the target, the set ends as soon as the lead reaches winBy: 27–25, never 28–25.
  if (hi > target && hi - lo !== format.winBy) return "invalid";
  return side;
};

/**
 * Counts sets won until one side has a majority of `bestOf`. `judge` returns the side that won a
 * set or, when the score is not a finished set under the format, the reason.
 */
const tallySets = (
  sets: readonly PartialScore[],
  bestOf: number,
  judge: (set: PartialScore, index: number) => Side | string,
): SetsOutcome => {
  const needed = Math.floor(bestOf / 2) + 1;
  const out: SetsOutcome = { home: 0, away: 0, errors: [] };
  sets.forEach((set, i) => {
    if (out.winner) {
      out.errors.push(`set ${i + 1} played after the match was decided`);
      return;
    }
    const w = judge(set, i);
    if (w !== "home" && w !== "away") {
      out.errors.push(`set ${i + 1} (${set.home}–${set.away}) ${w}`);
      return;
    }
    out[w]++;
    if (out[w] === needed) out.winner = w;
  });
  return out;
};

/** Scores a duel played in sets and checks every set against the format. */
export const scoreSets = ({
  sets,
  format,
}: {
  sets: readonly PartialScore[];
  format: SetFormat;
}): SetsOutcome =>
  tallySets(sets, format.bestOf, (set, i) => {
    const deciding = i === format.bestOf - 1;
    const target =
      deciding && format.decidingSetPoints !== undefined ? format.decidingSetPoints : format.points;
    const w = setWinner(set, target, format);
    return w === "invalid" ? "is impossible" : w === "unfinished" ? "is not finished" : w;
  });

/** Tennis: best of 3 or 5 sets; the final set ends in a tie-break, a match tie-break (to 10) or by two games. */
export type TennisFormat = { bestOf: 3 | 5; finalSet: "tiebreak" | "matchTiebreak" | "advantage" };

/** Games of a tennis set (a match tie-break counts as one set, e.g. 10–8). */
export const scoreTennis = ({
  sets,
  format,
}: {
  sets: readonly PartialScore[];
  format: TennisFormat;
}): SetsOutcome =>
  tallySets(sets, format.bestOf, (set, i) => {
    const last = i === format.bestOf - 1;
    const hi = Math.max(set.home, set.away);
    const lo = Math.min(set.home, set.away);
    let valid: boolean;
    if (last && format.finalSet === "matchTiebreak")
      valid = hi >= 10 && (hi === 10 ? lo <= 8 : hi - lo === 2);
    else if (last && format.finalSet === "advantage") valid = hi >= 6 && (hi === 6 ? lo <= 4 : hi - lo === 2);
    else valid = (hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6));
    if (!valid) return "is not a finished set";
    return set.home > set.away ? "home" : "away";
  });

/**
 * A duel played in periods (football halves, basketball quarters, handball halves), with optional
 * extra time and a penalty shoot-out when it must have a winner.
 */
export type PeriodsDuel = {
  periods: readonly PartialScore[];
  extraTime?: readonly PartialScore[];
  penalties?: PartialScore;
};

export type DuelOutcome = {
  /** Score after regular time and extra time (penalties are not goals). */
  home: number;
  away: number;
  winner?: Side;
  decidedBy: "regularTime" | "extraTime" | "penalties" | "draw";
};

const sum = (parts: readonly PartialScore[] | undefined) => {
  let home = 0;
  let away = 0;
  for (const p of parts ?? []) {
    home += p.home;
    away += p.away;
  }
  return { home, away };
};

const leader = (s: PartialScore): Side | undefined =>
  s.home > s.away ? "home" : s.away > s.home ? "away" : undefined;

export const scorePeriods = ({ duel }: { duel: PeriodsDuel }): DuelOutcome => {
  const regular = sum(duel.periods);
  const extra = sum(duel.extraTime);
  const total = { home: regular.home + extra.home, away: regular.away + extra.away };
  const regularWinner = leader(regular);
  if (regularWinner) return { ...total, winner: regularWinner, decidedBy: "regularTime" };
  const extraWinner = duel.extraTime ? leader(total) : undefined;
  if (extraWinner) return { ...total, winner: extraWinner, decidedBy: "extraTime" };
  const shootout = duel.penalties ? leader(duel.penalties) : undefined;
  if (shootout) return { ...total, winner: shootout, decidedBy: "penalties" };
  return { ...total, decidedBy: "draw" };
};

/**
 * A two-legged tie: `first` is played at A's ground, `second` at B's, scores from A's point of
 * view (A's goals first). Aggregate, then away goals when the rule applies, then extra time and
 * penalties as recorded in the second leg.
 */
export const scoreTwoLegs = ({
  first,
  second,
  awayGoals = false,
}: {
  first: PartialScore;
  second: PeriodsDuel;
  awayGoals?: boolean;
}): { a: number; b: number; winner?: "a" | "b"; decidedBy: DuelOutcome["decidedBy"] | "awayGoals" } => {
  // In the second leg B is at home: its `home` is B's score.
  const regular2 = sum(second.periods);
  const extra2 = sum(second.extraTime);
  const a = first.home + regular2.away + extra2.away;
  const b = first.away + regular2.home + extra2.home;
  const side = (s: Side | undefined) => (s === "home" ? "a" : s === "away" ? "b" : undefined);
  const aggregateRegular = side(
    leader({ home: first.home + regular2.away, away: first.away + regular2.home }),
  );
  if (aggregateRegular) return { a, b, winner: aggregateRegular, decidedBy: "regularTime" };
  if (awayGoals) {
    const away = side(leader({ home: regular2.away, away: first.away }));
    if (away) return { a, b, winner: away, decidedBy: "awayGoals" };
  }
  if (second.extraTime) {
    const afterExtra = side(leader({ home: a, away: b }));
    if (afterExtra) return { a, b, winner: afterExtra, decidedBy: "extraTime" };
    if (awayGoals && extra2.away !== extra2.home) {
      // Away goals in extra time count double too (UEFA until 2021): B is at home in extra time.
      const extraAway = side(leader({ home: regular2.away + extra2.away, away: first.away }));
      if (extraAway) return { a, b, winner: extraAway, decidedBy: "awayGoals" };
    }
  }
  if (second.penalties) {
    const p = side(leader({ home: second.penalties.away, away: second.penalties.home }));
    if (p) return { a, b, winner: p, decidedBy: "penalties" };
  }
  return { a, b, decidedBy: "draw" };
};

/**
 * A table result from a duel played in sets: the score is the sets won and the set detail is kept
 * for set and point ratios. Throws when the sets are not a finished match under the format.
 */
export const matchFromSets = ({
  home,
  away,
  sets,
  format,
}: {
  home: ParticipantId;
  away: ParticipantId;
  sets: readonly PartialScore[];
  format: SetFormat;
}): MatchResult => {
  const outcome = scoreSets({ sets, format });
  if (outcome.errors.length > 0 || !outcome.winner) {
    throw new Error(`matchFromSets: ${home} × ${away}: ${outcome.errors.join("; ") || "match not finished"}`);
  }
  return { home, away, homeScore: outcome.home, awayScore: outcome.away, sets: sets.slice() };
};
