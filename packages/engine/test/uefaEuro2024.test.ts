import { describe, expect, it } from "vitest";
import {
  computeStandings,
  explainSeparation,
  type MatchResult,
  type Regulation,
  uefaEuro,
  uefaEuro2024,
} from "../src/index.ts";
import { results } from "./helpers.ts";

/** Three rounds of a group of four, each line "Home h-a Away" in round order (two per round). */
const rounds = (text: string): MatchResult[] =>
  results(text).map((match, index) => ({ ...match, round: Math.floor(index / 2) + 1 }));

describe("UEFA EURO 2024", () => {
  it("reproduces group E: four teams on 4 points, split by the head-to-head goals", () => {
    const s = computeStandings({
      regulation: uefaEuro2024,
      matches: rounds(`
        Romania 3-0 Ukraine
        Belgium 0-1 Slovakia
        Slovakia 1-2 Ukraine
        Belgium 2-0 Romania
        Slovakia 1-1 Romania
        Ukraine 0-0 Belgium`),
    });
    expect(s.rows.map((r) => [r.team, r.points, r.zone])).toEqual([
      ["Romania", 4, "Oitavas de final"],
      ["Belgium", 4, "Oitavas de final"],
      ["Slovakia", 4, "Melhores terceiros"],
      ["Ukraine", 4, undefined],
    ]);
    expect(s.explanations.map((e) => [e.upper, e.criterion, e.values])).toEqual([
      ["Romania", "headToHeadGoalsFor", ["4", "2"]],
      ["Belgium", "headToHeadGoalDifference", ["1", "0"]],
      ["Slovakia", "headToHeadGoalDifference", ["0", "-2"]],
    ]);
  });

  // A and B both beat D and lost to C, then drew 1–1 in the last round: level on points, goal
  // difference and goals. B won the shoot-out; without it, B's three yellow cards put A ahead.
  const lastRoundDraw = (shootout?: MatchResult["shootout"]): MatchResult[] =>
    rounds(`
      A 2-0 D
      C 1-0 B
      C 1-0 A
      D 0-2 B
      A 1-1 B
      C 0-0 D`).map((m) =>
      m.home === "A" && m.away === "B"
        ? { ...m, ...(shootout ? { shootout } : {}), cards: { away: { yellow: 3 } } }
        : m,
    );

  it("separates two teams level after meeting in the last round by that match's shoot-out", () => {
    const s = computeStandings({ regulation: uefaEuro2024, matches: lastRoundDraw({ home: 3, away: 4 }) });
    const order = s.rows.map((r) => r.team);
    expect(order.indexOf("B")).toBeLessThan(order.indexOf("A"));
    const why = s.explanations.find((e) => e.upper === "B")!;
    expect(why).toMatchObject({ lower: "A", criterion: "lastRoundShootout", values: ["4", "3"] });
    expect(explainSeparation({ separation: why })).toBe(
      "B à frente de A: Pênaltis do confronto na última rodada 4 × 3",
    );
  });

  it("goes on to the disciplinary points without a shoot-out, and without rounds", () => {
    const noShootout = computeStandings({ regulation: uefaEuro2024, matches: lastRoundDraw() });
    expect(noShootout.explanations.find((e) => e.upper === "A")).toMatchObject({ criterion: "fairPlay" });
    const noRounds = lastRoundDraw({ home: 3, away: 4 }).map(({ round: _round, ...m }) => m);
    const s = computeStandings({ regulation: uefaEuro2024, matches: noRounds });
    expect(s.explanations.find((e) => e.upper === "A")).toMatchObject({ criterion: "fairPlay" });
  });

  it("does not use the shoot-out when the match was not the last of both", () => {
    const early = lastRoundDraw({ home: 3, away: 4 }).map((m) => {
      if (m.home === "A" && m.away === "B") return { ...m, round: 1 };
      return m.round === 1 ? { ...m, round: 3 } : m;
    });
    const s = computeStandings({ regulation: uefaEuro2024, matches: early });
    expect(s.explanations.find((e) => e.upper === "A")).toMatchObject({ criterion: "fairPlay" });
  });

  it("does not use the shoot-out when a third team has the same points", () => {
    const regulation: Regulation = {
      name: "teste",
      points: { win: 3, draw: 1, loss: 0 },
      sequences: ["points"],
      doublesequences: ["lastRoundShootout"],
      multiplesequences: ["goalDifference"],
    };
    // A, B and C on 4 points; C has the best difference, A and B stay level among themselves.
    const matches: MatchResult[] = [
      { home: "A", away: "C", homeScore: 1, awayScore: 1, round: 1 },
      { home: "B", away: "D", homeScore: 1, awayScore: 0, round: 1 },
      { home: "C", away: "D", homeScore: 5, awayScore: 0, round: 2 },
      { home: "A", away: "D", homeScore: 1, awayScore: 0, round: 2 },
      { home: "B", away: "C", homeScore: 1, awayScore: 1, round: 3 },
      { home: "A", away: "B", homeScore: 0, awayScore: 0, round: 3, shootout: { home: 5, away: 4 } },
    ];
    const s = computeStandings({ regulation, matches });
    expect(s.rows.filter((r) => r.points === 5).map((r) => [r.team, r.shared])).toEqual([
      ["C", false],
      ["A", true],
      ["B", true],
    ]);
  });

  it("counts a yellow card followed by a direct red as 4, and has no overall-wins criterion", () => {
    expect(uefaEuro2024.fairPlay).toEqual({ yellow: -1, secondYellow: -3, red: -3, yellowRed: -4 });
    expect(uefaEuro.fairPlay?.yellowRed).toBe(-4);
    expect(uefaEuro2024.doublesequences).not.toContain("wins");
    expect(uefaEuro.doublesequences).toContain("wins");
  });
});

describe("disciplinary points as input", () => {
  it("adds a side's counted points to its fair-play score beside the cards' weights", () => {
    const s = computeStandings({
      regulation: {
        name: "teste",
        points: { win: 3, draw: 1, loss: 0 },
        sequences: ["points", "fairPlay"],
        fairPlay: { yellow: -1, secondYellow: -3, red: -4, yellowRed: -5 },
      },
      matches: [
        {
          home: "A",
          away: "B",
          homeScore: 0,
          awayScore: 0,
          cards: { home: { yellow: 1, disciplinePoints: 3 }, away: { yellow: 2 } },
        },
      ],
    });
    expect(s.rows.map((r) => [r.team, r.stats.fairPlay, r.stats.disciplinePoints])).toEqual([
      ["B", -2, 0],
      ["A", -4, 3],
    ]);
    expect(s.explanations[0]).toMatchObject({ criterion: "fairPlay", values: ["-2", "-4"] });
  });

  it("counts them even when the regulation weighs no cards", () => {
    const s = computeStandings({
      regulation: { name: "teste", points: { win: 3, draw: 1, loss: 0 }, sequences: ["points", "fairPlay"] },
      matches: [
        { home: "A", away: "B", homeScore: 1, awayScore: 1, cards: { away: { disciplinePoints: 2 } } },
      ],
    });
    expect(s.rows.map((r) => [r.team, r.stats.fairPlay])).toEqual([
      ["A", 0],
      ["B", -2],
    ]);
  });
});
