import { describe, expect, it } from "vitest";
import {
  badmintonGames,
  matchFromSets,
  scorePeriods,
  scoreSets,
  scoreTennis,
  scoreTwoLegs,
  volleyballSets,
} from "../src/index.ts";

describe("scoreSets", () => {
  it("scores a volleyball 3–2 with a tie-break set to 15", () => {
    const out = scoreSets({
      format: volleyballSets,
      sets: [
        { home: 25, away: 20 },
        { home: 23, away: 25 },
        { home: 30, away: 28 },
        { home: 22, away: 25 },
        { home: 15, away: 13 },
      ],
    });
    expect(out).toEqual({ home: 3, away: 2, winner: "home", errors: [] });
  });

  it("flags impossible and unfinished sets and sets after the decision", () => {
    const out = scoreSets({
      format: volleyballSets,
      sets: [
        { home: 25, away: 24 },
        { home: 28, away: 25 },
      ],
    });
    expect(out.errors).toHaveLength(2);
    const extra = scoreSets({
      format: volleyballSets,
      sets: [
        { home: 25, away: 10 },
        { home: 25, away: 10 },
        { home: 25, away: 10 },
        { home: 25, away: 10 },
      ],
    });
    expect(extra.errors[0]).toMatch(/after the match was decided/);
  });

  it("ends a badminton game at the cap", () => {
    expect(scoreSets({ format: badmintonGames, sets: [{ home: 30, away: 29 }] }).home).toBe(1);
  });
});

describe("scoreTennis", () => {
  it("accepts tie-break sets and a match tie-break", () => {
    const out = scoreTennis({
      format: { bestOf: 3, finalSet: "matchTiebreak" },
      sets: [
        { home: 7, away: 6 },
        { home: 4, away: 6 },
        { home: 12, away: 10 },
      ],
    });
    expect(out).toEqual({ home: 2, away: 1, winner: "home", errors: [] });
    expect(
      scoreTennis({ format: { bestOf: 3, finalSet: "tiebreak" }, sets: [{ home: 6, away: 5 }] }).errors,
    ).toHaveLength(1);
  });

  it("plays an advantage final set", () => {
    const out = scoreTennis({
      format: { bestOf: 5, finalSet: "advantage" },
      sets: [
        { home: 6, away: 4 },
        { home: 3, away: 6 },
        { home: 6, away: 7 },
        { home: 7, away: 5 },
        { home: 70, away: 68 },
      ],
    });
    expect(out.winner).toBe("home");
  });
});

describe("scorePeriods", () => {
  it("decides basketball in overtime", () => {
    const out = scorePeriods({
      duel: {
        periods: [
          { home: 20, away: 18 },
          { home: 20, away: 22 },
          { home: 20, away: 20 },
          { home: 20, away: 20 },
        ],
        extraTime: [{ home: 9, away: 7 }],
      },
    });
    expect(out).toEqual({ home: 89, away: 87, winner: "home", decidedBy: "extraTime" });
  });

  it("goes to penalties, which are not goals", () => {
    // 2022 World Cup final: Argentina 3–3 France after extra time, 4–2 on penalties.
    const out = scorePeriods({
      duel: {
        periods: [
          { home: 2, away: 0 },
          { home: 0, away: 2 },
        ],
        extraTime: [
          { home: 0, away: 0 },
          { home: 1, away: 1 },
        ],
        penalties: { home: 4, away: 2 },
      },
    });
    expect(out).toEqual({ home: 3, away: 3, winner: "home", decidedBy: "penalties" });
  });
});

describe("scoreTwoLegs", () => {
  it("applies away goals when the rule is on", () => {
    // A 1–1 at home, 2–2 away: 3–3 on aggregate, A scored two away goals.
    const out = scoreTwoLegs({
      first: { home: 1, away: 1 },
      second: { periods: [{ home: 2, away: 2 }] },
      awayGoals: true,
    });
    expect(out).toMatchObject({ a: 3, b: 3, winner: "a", decidedBy: "awayGoals" });
    const without = scoreTwoLegs({
      first: { home: 1, away: 1 },
      second: {
        periods: [{ home: 2, away: 2 }],
        extraTime: [{ home: 0, away: 0 }],
        penalties: { home: 5, away: 4 },
      },
    });
    expect(without).toMatchObject({ winner: "b", decidedBy: "penalties" });
  });
});

describe("matchFromSets", () => {
  it("turns a volleyball match into a table result and refuses an unfinished one", () => {
    const sets = [
      { home: 25, away: 20 },
      { home: 25, away: 22 },
      { home: 25, away: 23 },
    ];
    expect(matchFromSets({ home: "A", away: "B", sets, format: volleyballSets })).toMatchObject({
      homeScore: 3,
      awayScore: 0,
    });
    expect(() =>
      matchFromSets({ home: "A", away: "B", sets: sets.slice(0, 2), format: volleyballSets }),
    ).toThrow();
  });
});
