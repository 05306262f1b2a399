import { describe, expect, it } from "vitest";
import { createRng, pairSwissRound, type SwissGame, swissStandings, swissState } from "../src/index.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, "0")}`);

/** Runs a Swiss event with seeded random results, the better seed winning more often. */
const simulate = (n: number, rounds: number, seed = 1): SwissGame[] => {
  const players = ids(n);
  const rng = createRng(seed);
  const games: SwissGame[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const g of pairSwissRound({ players, games, round })) {
      if (g.away === null) games.push(g);
      else {
        const r = rng();
        games.push({ ...g, result: r < 0.45 ? "home" : r < 0.8 ? "away" : "draw" });
      }
    }
  }
  return games;
};

describe("pairSwissRound", () => {
  it("pairs round 1 top half against bottom half", () => {
    const games = pairSwissRound({ players: ids(8), games: [], round: 1 });
    const pairs = games.map((g) => [g.home, g.away].sort());
    expect(pairs).toEqual([
      ["p01", "p05"],
      ["p02", "p06"],
      ["p03", "p07"],
      ["p04", "p08"],
    ]);
  });

  it("never repeats a pairing, gives each bye once and keeps FIDE's colour rules", () => {
    const games = simulate(21, 9, 7);
    const seen = new Set<string>();
    for (const g of games) {
      if (g.away === null) continue;
      const key = [g.home, g.away].sort().join("-");
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    const byes = games.filter((g) => g.away === null).map((g) => g.home);
    expect(new Set(byes).size).toBe(byes.length);
    for (const s of swissState({ players: ids(21), games }).values()) {
      expect(Math.abs(s.colourBalance)).toBeLessThanOrEqual(2);
      // FIDE's absolute rule: never the same side three times in a row.
      const streak = s.colours.some((c, i) => i >= 2 && c === s.colours[i - 1] && c === s.colours[i - 2]);
      expect(streak).toBe(false);
    }
  });

  it("gives the bye to the lowest-ranked player", () => {
    const games = pairSwissRound({ players: ids(5), games: [], round: 1 });
    expect(games.find((g) => g.away === null)!.home).toBe("p05");
  });

  it("leaves absent players out of the round while their games still count", () => {
    const players = ids(5);
    const r1: SwissGame[] = [
      { round: 1, home: "p01", away: "p03", result: "home" },
      { round: 1, home: "p04", away: "p02", result: "away" },
      { round: 1, home: "p05", away: null },
    ];
    const r2 = pairSwissRound({ players, games: r1, round: 2, absent: ["p05"] });
    expect(r2.flatMap((g) => [g.home, g.away])).not.toContain("p05");
    expect(r2.some((g) => g.away === null)).toBe(false);
    // p01 and p02 lead on 1 point and meet.
    expect(r2.map((g) => [g.home, g.away].sort())).toContainEqual(["p01", "p02"]);
  });

  it("pairs within score groups after round 1", () => {
    const players = ids(4);
    const r1: SwissGame[] = [
      { round: 1, home: "p01", away: "p03", result: "home" },
      { round: 1, home: "p04", away: "p02", result: "away" },
    ];
    const r2 = pairSwissRound({ players, games: r1, round: 2 }).map((g) => [g.home, g.away].sort());
    expect(r2).toEqual([
      ["p01", "p02"],
      ["p03", "p04"],
    ]);
  });
});

describe("swissStandings", () => {
  // Four players, three rounds (a full round robin), hand-computed tie-breaks.
  const games: SwissGame[] = [
    { round: 1, home: "a", away: "b", result: "home" },
    { round: 1, home: "c", away: "d", result: "draw" },
    { round: 2, home: "b", away: "c", result: "home" },
    { round: 2, home: "d", away: "a", result: "home" },
    { round: 3, home: "a", away: "c", result: "draw" },
    { round: 3, home: "b", away: "d", result: "draw" },
  ];
  const rows = swissStandings({ players: ["a", "b", "c", "d"], games });

  it("computes scores, Buchholz, cut-1, Sonneborn-Berger and progressive score", () => {
    // a: 1.5 (W b, L d, D c); b: 1.5; c: 1; d: 2 (D c, W a, D b).
    const a = rows.find((r) => r.id === "a")!;
    expect(a.score).toBe(1.5);
    const d = rows.find((r) => r.id === "d")!;
    expect(d.score).toBe(2);
    // d's opponents: c 1, a 1.5, b 1.5 → Buchholz 4, cut-1 3; SB: 1.5 (beat a) + 0.5 + 0.75 = 2.75.
    expect(d.tieBreaks).toMatchObject({ buchholz: 4, buchholzCut1: 3, sonnebornBerger: 2.75, wins: 1 });
    // d's progress: 0.5, 1.5, 2 → 4.
    expect(d.tieBreaks.progressive).toBe(4);
    expect(rows[0]!.id).toBe("d");
  });

  it("separates equal scores by the tie-break order", () => {
    // a and b both 1.5: Buchholz cut-1 a = (1.5+2+1) - 1 = 3.5, b = (1.5+1+2) - 1 = 3.5; Buchholz equal;
    // SB a: 1.5 (beat b) + 0.5 (draw c) = 2; b: 1 (beat c) + 1 (draw d) = 2; progressive a: 1+1+1.5 = 3.5,
    // b: 0+1+1.5 = 2.5 → a ahead.
    expect(rows.map((r) => r.id)).toEqual(["d", "a", "b", "c"]);
  });

  it("uses direct encounter among players who all met", () => {
    const r = swissStandings({ players: ["a", "b", "c", "d"], games, tieBreaks: ["directEncounter"] });
    // a beat b.
    expect(r.map((x) => x.id)).toEqual(["d", "a", "b", "c"]);
  });
});
