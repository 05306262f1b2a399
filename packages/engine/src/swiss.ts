import { lotFor } from "./random.ts";
import type { ParticipantId } from "./types.ts";

/** One board/duel of a Swiss round; `away: null` is a bye. */
export type SwissGame = {
  round: number;
  home: ParticipantId;
  away: ParticipantId | null;
  result?: "home" | "away" | "draw";
};

export type SwissPoints = { win: number; draw: number; loss: number; bye: number };
export const chessPoints: SwissPoints = { win: 1, draw: 0.5, loss: 0, bye: 1 };

export type SwissPlayerState = {
  id: ParticipantId;
  /** Place in the starting list (0 = top seed). */
  seed: number;
  score: number;
  opponents: Set<ParticipantId>;
  /** Home games minus away games. */
  colourBalance: number;
  /** Sides played, in order (byes excluded). */
  colours: ("home" | "away")[];
  byes: number;
  /** Score after each round, in order (for the progressive tie-break). */
  progress: number[];
};

/** Per-player scores, opponents and colours from the games played so far. */
export const swissState = ({
  players,
  games,
  points = chessPoints,
}: {
  players: readonly ParticipantId[];
  games: readonly SwissGame[];
  points?: SwissPoints;
}): Map<ParticipantId, SwissPlayerState> => {
  const state = new Map<ParticipantId, SwissPlayerState>();
  players.forEach((id, seed) => {
    state.set(id, {
      id,
      seed,
      score: 0,
      opponents: new Set(),
      colourBalance: 0,
      colours: [],
      byes: 0,
      progress: [],
    });
  });
  const sorted = games.slice().sort((a, b) => a.round - b.round);
  for (const g of sorted) {
    const home = state.get(g.home);
    if (!home) continue;
    if (g.away === null) {
      home.byes++;
      home.score += points.bye;
      home.progress.push(home.score);
      continue;
    }
    const away = state.get(g.away);
    if (!away) continue;
    home.opponents.add(away.id);
    away.opponents.add(home.id);
    home.colourBalance++;
    away.colourBalance--;
    home.colours.push("home");
    away.colours.push("away");
    if (g.result) {
      home.score += g.result === "home" ? points.win : g.result === "draw" ? points.draw : points.loss;
      away.score += g.result === "away" ? points.win : g.result === "draw" ? points.draw : points.loss;
    }
    home.progress.push(home.score);
    away.progress.push(away.score);
  }
  return state;
};

/** Limits on pairing search steps; past them a weaker pass runs rather than searching forever. */
const SEARCH_BUDGET = 200_000;
const COLOUR_SEARCH_BUDGET = 20_000;

/**
 * Pairs the next round (Dutch-style): players ordered by score then seed; within a score group the
 * top half meets the bottom half; a player left over floats down to the next group. No pair meets
 * twice when any rematch-free pairing exists (searched with backtracking within a step budget), the
 * bye goes to the lowest-ranked player who has not had one, and the player with fewer home games
 * gets the home side. A first pass also keeps FIDE's absolute colour rules (no side played three
 * times in a row, home/away difference within 2); it is dropped only when its search finds no
 * pairing that keeps them.
 */
export const pairSwissRound = ({
  players,
  games,
  round,
  points = chessPoints,
  absent = [],
}: {
  players: readonly ParticipantId[];
  games: readonly SwissGame[];
  round: number;
  points?: SwissPoints;
  /** Players not paired this round (withdrawn, on leave); their past games still count for everyone. */
  absent?: readonly ParticipantId[];
}): SwissGame[] => {
  const state = swissState({ players, games, points });
  const away = new Set(absent);
  const ranked = [...state.values()]
    .filter((p) => !away.has(p.id))
    .sort((a, b) => b.score - a.score || a.seed - b.seed);
  const byeCandidates =
    ranked.length % 2 === 0
      ? [undefined]
      : [...ranked.filter((p) => p.byes === 0).reverse(), ...ranked.filter((p) => p.byes > 0).reverse()];
  const passes: Pass[] = [
    { rematch: false, colours: true, budget: { left: COLOUR_SEARCH_BUDGET } },
    { rematch: false, colours: false, budget: { left: SEARCH_BUDGET } },
    { rematch: true, colours: false, budget: { left: Number.POSITIVE_INFINITY } },
  ];
  for (const pass of passes) {
    for (const bye of byeCandidates) {
      const pool = bye ? ranked.filter((p) => p !== bye) : ranked;
      const pairs = pairPool(pool, pass);
      if (pairs) return toGames(pairs, bye, round);
      if (pass.budget.left <= 0) break;
    }
  }
  throw new Error("pairSwissRound: no pairing found");
};

type Pass = { rematch: boolean; colours: boolean; budget: { left: number } };

/** The side a player must have next under FIDE's absolute colour rules, if any. */
const mustPlay = (p: SwissPlayerState): "home" | "away" | undefined => {
  const [a, b] = p.colours.slice(-2);
  if (p.colourBalance <= -2 || (a === "away" && b === "away")) return "home";
  if (p.colourBalance >= 2 || (a === "home" && b === "home")) return "away";
  return undefined;
};

type Pair = [SwissPlayerState, SwissPlayerState];

const pairPool = (pool: readonly SwissPlayerState[], pass: Pass): Pair[] | null => {
  const out: Pair[] = [];
  const search = (list: readonly SwissPlayerState[]): boolean => {
    if (list.length === 0) return true;
    if (--pass.budget.left < 0) return false;
    const p = list[0]!;
    const need = pass.colours ? mustPlay(p) : undefined;
    for (const c of candidates(list)) {
      const opponent = list[c]!;
      if (!pass.rematch && p.opponents.has(opponent.id)) continue;
      if (need !== undefined && mustPlay(opponent) === need) continue;
      const rest = list.filter((_, i) => i !== 0 && i !== c);
      out.push([p, opponent]);
      if (search(rest)) return true;
      out.pop();
      if (pass.rematch) break;
    }
    return false;
  };
  return search(pool) ? out : null;
};

/**
 * Indexes of the opponents to try for list[0], best first: in its score group, the player half a
 * group below it, then the rest of the bottom half, then the top half upwards, then lower groups.
 */
const candidates = (list: readonly SwissPlayerState[]): number[] => {
  const score = list[0]!.score;
  let size = 1;
  while (size < list.length && list[size]!.score === score) size++;
  const ideal = Math.max(1, Math.floor(size / 2));
  const order: number[] = [];
  for (let i = ideal; i < size; i++) order.push(i);
  for (let i = ideal - 1; i >= 1; i--) order.push(i);
  for (let i = size; i < list.length; i++) order.push(i);
  return order;
};

const toGames = (pairs: readonly Pair[], bye: SwissPlayerState | undefined, round: number): SwissGame[] => {
  const games: SwissGame[] = pairs.map(([a, b]) => {
    const aHome = prefersHome(a, b, round);
    return { round, home: aHome ? a.id : b.id, away: aHome ? b.id : a.id };
  });
  if (bye) games.push({ round, home: bye.id, away: null });
  return games;
};

/**
 * Colour allocation: an absolute need first, then fewer home games, then alternate from the last
 * game, then the higher seed at home in odd rounds.
 */
const prefersHome = (a: SwissPlayerState, b: SwissPlayerState, round: number): boolean => {
  const needA = mustPlay(a);
  const needB = mustPlay(b);
  if (needA !== needB) return needA === "home" || needB === "away";
  if (a.colourBalance !== b.colourBalance) return a.colourBalance < b.colourBalance;
  const lastA = a.colours.at(-1);
  const lastB = b.colours.at(-1);
  if (lastA !== lastB) return lastA === "away" || lastB === "home";
  return round % 2 === 1 ? a.seed < b.seed : a.seed > b.seed;
};

export type SwissTieBreak =
  | "buchholz"
  | "buchholzCut1"
  | "sonnebornBerger"
  | "progressive"
  | "directEncounter"
  | "wins"
  | "drawingOfLots";

export type SwissRow = {
  position: number;
  id: ParticipantId;
  score: number;
  tieBreaks: Record<Exclude<SwissTieBreak, "directEncounter" | "drawingOfLots">, number>;
  shared: boolean;
};

/**
 * Swiss standings: score, then the tie-breaks in the given order. Byes count for the score but are
 * not opponents, so they add nothing to Buchholz or Sonneborn-Berger. Direct encounter applies
 * only when all the tied players have met each other.
 */
export const swissStandings = ({
  players,
  games,
  points = chessPoints,
  tieBreaks = ["buchholzCut1", "buchholz", "sonnebornBerger", "progressive", "directEncounter", "wins"],
  seed = 0,
}: {
  players: readonly ParticipantId[];
  games: readonly SwissGame[];
  points?: SwissPoints;
  tieBreaks?: readonly SwissTieBreak[];
  seed?: number | string;
}): SwissRow[] => {
  const state = swissState({ players, games, points });
  const tb = new Map<ParticipantId, SwissRow["tieBreaks"]>();
  for (const s of state.values())
    tb.set(s.id, { buchholz: 0, buchholzCut1: 0, sonnebornBerger: 0, progressive: 0, wins: 0 });
  const lowest = new Map<ParticipantId, number>();
  for (const g of games) {
    if (g.away === null || !g.result) continue;
    const home = state.get(g.home);
    const away = state.get(g.away);
    if (!home || !away) continue;
    for (const [me, opp, won, lost] of [
      [home, away, g.result === "home", g.result === "away"],
      [away, home, g.result === "away", g.result === "home"],
    ] as const) {
      const t = tb.get(me.id)!;
      t.buchholz += opp.score;
      lowest.set(me.id, Math.min(lowest.get(me.id) ?? Number.POSITIVE_INFINITY, opp.score));
      if (won) {
        t.sonnebornBerger += opp.score;
        t.wins++;
      } else if (!lost) t.sonnebornBerger += opp.score / 2;
    }
  }
  for (const s of state.values()) {
    const t = tb.get(s.id)!;
    t.buchholzCut1 = t.buchholz - (lowest.get(s.id) ?? 0);
    t.progressive = s.progress.reduce((a, b) => a + b, 0);
  }
  const between = (group: readonly ParticipantId[]) => directEncounter(group, games, state, points);
  const keys: ((group: readonly ParticipantId[]) => Map<ParticipantId, number>)[] = [
    (group) => new Map(group.map((id) => [id, state.get(id)!.score])),
    ...tieBreaks.map((name) => (group: readonly ParticipantId[]) => {
      if (name === "directEncounter") return between(group);
      if (name === "drawingOfLots") return new Map(group.map((id) => [id, lotFor(seed, id)]));
      return new Map(group.map((id) => [id, tb.get(id)![name]]));
    }),
  ];
  const groups = splitByKeys([...state.keys()].sort(), keys, 0);
  const rows: SwissRow[] = [];
  for (const group of groups) {
    const position = rows.length + 1;
    for (const id of group) {
      rows.push({
        position,
        id,
        score: state.get(id)!.score,
        tieBreaks: tb.get(id)!,
        shared: group.length > 1,
      });
    }
  }
  return rows;
};

const directEncounter = (
  group: readonly ParticipantId[],
  games: readonly SwissGame[],
  state: ReadonlyMap<ParticipantId, SwissPlayerState>,
  points: SwissPoints,
): Map<ParticipantId, number> => {
  const out = new Map(group.map((id) => [id, 0]));
  const allMet = group.every((a) => group.every((b) => a === b || state.get(a)!.opponents.has(b)));
  if (!allMet) return out;
  for (const g of games) {
    if (g.away === null || !g.result || !out.has(g.home) || !out.has(g.away)) continue;
    out.set(
      g.home,
      out.get(g.home)! + (g.result === "home" ? points.win : g.result === "draw" ? points.draw : points.loss),
    );
    out.set(
      g.away,
      out.get(g.away)! + (g.result === "away" ? points.win : g.result === "draw" ? points.draw : points.loss),
    );
  }
  return out;
};

/** Orders a group by successive keys (higher first), splitting only the sub-groups still level. */
const splitByKeys = (
  group: ParticipantId[],
  keys: readonly ((group: readonly ParticipantId[]) => Map<ParticipantId, number>)[],
  start: number,
): ParticipantId[][] => {
  if (group.length < 2 || start >= keys.length) return [group];
  const values = keys[start]!(group);
  const sorted = group.slice().sort((a, b) => values.get(b)! - values.get(a)! || (a < b ? -1 : 1));
  const out: ParticipantId[][] = [];
  let bucket: ParticipantId[] = [];
  for (const id of sorted) {
    if (bucket.length > 0 && values.get(bucket[0]!) !== values.get(id)) {
      out.push(...splitByKeys(bucket, keys, start + 1));
      bucket = [];
    }
    bucket.push(id);
  }
  out.push(...splitByKeys(bucket, keys, start + 1));
  return out;
};
