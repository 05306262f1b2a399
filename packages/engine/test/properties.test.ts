import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Bracket,
  computeStandings,
  createRng,
  doubleElimination,
  drawPots,
  effectiveScore,
  fifaWorldCup,
  fivbVolleyball,
  type MatchResult,
  pairSwissRound,
  pointsFor,
  resolveBracket,
  roundRobin,
  type SwissGame,
  shuffle,
  singleElimination,
  swissState,
  uefaEuro,
} from "../src/index.ts";

const RUNS = { numRuns: 60 };
const TEAMS = ["A", "B", "C", "D", "E", "F"];

const matchArb = fc
  .record({
    home: fc.constantFrom(...TEAMS),
    away: fc.constantFrom(...TEAMS),
    homeScore: fc.integer({ min: 0, max: 4 }),
    awayScore: fc.integer({ min: 0, max: 4 }),
    yellow: fc.integer({ min: 0, max: 3 }),
    walkover: fc.option(fc.constantFrom("home" as const, "away" as const), { freq: 8 }),
  })
  .filter((m) => m.home !== m.away)
  .map(({ yellow, walkover, ...m }): MatchResult => {
    const out: MatchResult = { ...m, cards: { home: { yellow } } };
    if (walkover) out.walkover = walkover;
    return out;
  });

const summary = (s: ReturnType<typeof computeStandings>) => ({
  rows: s.rows.map((r) => [r.team, r.position, r.points, r.shared]),
  explanations: s.explanations,
});

describe("standings properties", () => {
  it("do not depend on the order the results arrive in", () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), fc.integer(), (matches, seed) => {
        for (const regulation of [fifaWorldCup, uefaEuro]) {
          const a = computeStandings({ matches, regulation, seed: 5 });
          const b = computeStandings({ matches: shuffle(matches, createRng(seed)), regulation, seed: 5 });
          expect(summary(b)).toEqual(summary(a));
        }
      }),
      RUNS,
    );
  });

  it("explain every adjacent pair level on points, and only those", () => {
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 20 }), (matches) => {
        for (const regulation of [fifaWorldCup, uefaEuro, fivbVolleyball]) {
          const s = computeStandings({ matches, regulation, teams: TEAMS });
          const level = s.rows.slice(1).filter((r, i) => r.points === s.rows[i]!.points).length;
          expect(s.explanations).toHaveLength(level);
          for (const e of s.explanations) {
            const i = s.rows.findIndex((r) => r.team === e.upper);
            expect(s.rows[i + 1]!.team).toBe(e.lower);
            // Shared positions are exactly the pairs nothing separated.
            expect(s.rows[i]!.position === s.rows[i + 1]!.position).toBe(e.criterion === null);
          }
        }
      }),
      RUNS,
    );
  });

  it("award in the table exactly the points the results are worth", () => {
    fc.assert(
      fc.property(
        fc.array(matchArb, { maxLength: 20 }),
        fc.array(fc.record({ team: fc.constantFrom(...TEAMS), points: fc.integer({ min: 0, max: 6 }) }), {
          maxLength: 3,
        }),
        (matches, deductions) => {
          for (const regulation of [fifaWorldCup, fivbVolleyball]) {
            const s = computeStandings({ matches, regulation, teams: TEAMS, deductions });
            let awarded = 0;
            for (const m of matches) {
              const p = pointsFor({
                match: m,
                score: effectiveScore({ match: m, regulation }),
                table: regulation.points,
              });
              awarded += p.home + p.away;
            }
            const deducted = deductions.reduce((n, d) => n + d.points, 0);
            expect(s.rows.reduce((n, r) => n + r.points, 0)).toBe(awarded - deducted);
            expect(s.rows.reduce((n, r) => n + r.stats.played, 0)).toBe(2 * matches.length);
          }
        },
      ),
      RUNS,
    );
  });
});

describe("round robin properties", () => {
  it("meets each pair exactly once per leg, each team at most once per round", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 17 }), fc.integer({ min: 1, max: 3 }), (n, legs) => {
        const ids = Array.from({ length: n }, (_, i) => `t${i}`);
        const rounds = roundRobin({ participants: ids, legs });
        for (let leg = 1; leg <= legs; leg++) {
          const pairs = new Map<string, number>();
          for (const r of rounds.filter((x) => x.leg === leg)) {
            const seen = new Set<string>();
            for (const f of r.fixtures) {
              expect(seen.has(f.home) || seen.has(f.away)).toBe(false);
              seen.add(f.home);
              seen.add(f.away);
              const key = [f.home, f.away].sort().join("|");
              pairs.set(key, (pairs.get(key) ?? 0) + 1);
            }
          }
          expect(pairs.size).toBe((n * (n - 1)) / 2);
          for (const count of pairs.values()) expect(count).toBe(1);
        }
      }),
      RUNS,
    );
  });
});

/** Plays a bracket to its end with random winners; returns losses per participant and the champion. */
const playRandom = (bracket: Bracket, seed: number) => {
  const rng = createRng(seed);
  const winners: Record<string, string> = {};
  for (;;) {
    const state = resolveBracket({ bracket, winners });
    const ready = state.matches.filter((m) => m.status === "ready");
    if (ready.length === 0) {
      const losses = new Map<string, number>();
      for (const m of state.matches) if (m.loser) losses.set(m.loser, (losses.get(m.loser) ?? 0) + 1);
      return { state, losses };
    }
    for (const m of ready) winners[m.id] = rng() < 0.5 ? m.homeParticipant! : m.awayParticipant!;
  }
};

describe("knockout properties", () => {
  it("single elimination has exactly one winner; everyone else loses once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), fc.boolean(), (n, seed, thirdPlace) => {
        const ids = Array.from({ length: n }, (_, i) => `p${i}`);
        const { state, losses } = playRandom(singleElimination({ participants: ids, thirdPlace }), seed);
        expect(state.champion).toBeDefined();
        expect(losses.has(state.champion!)).toBe(false);
        for (const id of ids) if (id !== state.champion) expect(losses.get(id)).toBeGreaterThanOrEqual(1);
        if (!thirdPlace) for (const id of ids) if (id !== state.champion) expect(losses.get(id)).toBe(1);
      }),
      RUNS,
    );
  });

  it("double elimination has one winner; everyone else loses exactly twice", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 33 }), fc.integer(), (n, seed) => {
        const ids = Array.from({ length: n }, (_, i) => `p${i}`);
        const { state, losses } = playRandom(doubleElimination({ participants: ids }), seed);
        expect(state.champion).toBeDefined();
        expect(losses.get(state.champion!) ?? 0).toBeLessThanOrEqual(1);
        for (const id of ids) if (id !== state.champion) expect(losses.get(id)).toBe(2);
      }),
      RUNS,
    );
  });
});

/** Is there any pairing of `players` (one bye if odd) with no rematch? Brute force, small n only. */
const rematchFreeExists = (players: string[], met: (a: string, b: string) => boolean): boolean => {
  if (players.length === 0) return true;
  if (players.length % 2 === 1) {
    return players.some((bye) =>
      rematchFreeExists(
        players.filter((p) => p !== bye),
        met,
      ),
    );
  }
  const [first, ...rest] = players;
  return rest.some(
    (o) =>
      !met(first!, o) &&
      rematchFreeExists(
        rest.filter((p) => p !== o),
        met,
      ),
  );
};

describe("swiss properties", () => {
  it("never pairs a rematch when a rematch-free pairing exists", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer(),
        (n, rounds, seed) => {
          const players = Array.from({ length: n }, (_, i) => `p${i}`);
          const rng = createRng(seed);
          const games: SwissGame[] = [];
          for (let round = 1; round <= rounds; round++) {
            const state = swissState({ players, games });
            const met = (a: string, b: string) => state.get(a)!.opponents.has(b);
            const pairing = pairSwissRound({ players, games, round });
            const rematch = pairing.some((g) => g.away !== null && met(g.home, g.away));
            if (rematchFreeExists(players, met)) expect(rematch).toBe(false);
            for (const g of pairing) {
              const r = rng();
              games.push(
                g.away === null ? g : { ...g, result: r < 0.4 ? "home" : r < 0.8 ? "away" : "draw" },
              );
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("pot draw properties", () => {
  it("gives the same groups for the same seed", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 6 }), (seed, groupCount) => {
        const groups = Array.from({ length: groupCount }, (_, i) => String.fromCharCode(65 + i));
        const pots = [0, 1, 2].map((p) =>
          groups.map((_, i) => ({ id: `P${p}-${i}`, association: ["BRA", "ARG", "URU"][(i + p) % 3]! })),
        );
        const a = drawPots({ pots, groups, seed });
        expect(drawPots({ pots, groups, seed })).toEqual(a);
        expect(a.groups.flatMap((g) => g.teams).sort()).toEqual(
          pots
            .flat()
            .map((t) => t.id)
            .sort(),
        );
      }),
      { numRuns: 30 },
    );
  });
});
