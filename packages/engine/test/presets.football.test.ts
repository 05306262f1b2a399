import { describe, expect, it } from "vitest";
import {
  computeStandings,
  explainSeparation,
  fifaWorldCup,
  type Regulation,
  uefaClubGroupStage,
  uefaEuro,
} from "../src/index.ts";
import { worldCup2018GroupH } from "./fixtures.ts";
import { results } from "./helpers.ts";

/** A group as published: its results, its final table (team, points) and why the level teams split. */
type PublishedGroup = {
  title: string;
  regulation: Regulation;
  results: string;
  table: [string, number][];
  why: { upper: string; criterion: string; values: [string, string] }[];
};

const published: PublishedGroup[] = [
  {
    title: "World Cup 2018 group B: Spain above Portugal on goals scored",
    regulation: fifaWorldCup,
    results: `
      Morocco 0-1 Iran
      Portugal 3-3 Spain
      Portugal 1-0 Morocco
      Iran 0-1 Spain
      Iran 1-1 Portugal
      Spain 2-2 Morocco`,
    table: [
      ["Spain", 5],
      ["Portugal", 5],
      ["Iran", 4],
      ["Morocco", 1],
    ],
    why: [{ upper: "Spain", criterion: "goalsFor", values: ["6", "5"] }],
  },
  {
    title: "World Cup 2014 group G: USA above Portugal on goal difference",
    regulation: fifaWorldCup,
    results: `
      Germany 4-0 Portugal
      Ghana 1-2 USA
      Germany 2-2 Ghana
      USA 2-2 Portugal
      Portugal 2-1 Ghana
      USA 0-1 Germany`,
    table: [
      ["Germany", 7],
      ["USA", 4],
      ["Portugal", 4],
      ["Ghana", 1],
    ],
    why: [{ upper: "USA", criterion: "goalDifference", values: ["0", "-3"] }],
  },
  {
    title: "World Cup 2022 group E: Spain above Germany on goal difference",
    regulation: fifaWorldCup,
    results: `
      Germany 1-2 Japan
      Spain 7-0 Costa Rica
      Japan 0-1 Costa Rica
      Spain 1-1 Germany
      Japan 2-1 Spain
      Costa Rica 2-4 Germany`,
    table: [
      ["Japan", 6],
      ["Spain", 4],
      ["Germany", 4],
      ["Costa Rica", 3],
    ],
    why: [{ upper: "Spain", criterion: "goalDifference", values: ["6", "1"] }],
  },
  {
    title: "World Cup 2022 group H: South Korea above Uruguay on goals scored",
    regulation: fifaWorldCup,
    results: `
      Uruguay 0-0 South Korea
      Portugal 3-2 Ghana
      South Korea 2-3 Ghana
      Portugal 2-0 Uruguay
      Ghana 0-2 Uruguay
      South Korea 2-1 Portugal`,
    table: [
      ["Portugal", 6],
      ["South Korea", 4],
      ["Uruguay", 4],
      ["Ghana", 3],
    ],
    why: [{ upper: "South Korea", criterion: "goalsFor", values: ["4", "2"] }],
  },
  {
    title: "EURO 2020 group F: Germany above Portugal on head-to-head although Portugal scored more",
    regulation: uefaEuro,
    results: `
      Hungary 0-3 Portugal
      France 1-0 Germany
      Hungary 1-1 France
      Portugal 2-4 Germany
      Portugal 2-2 France
      Germany 2-2 Hungary`,
    table: [
      ["France", 5],
      ["Germany", 4],
      ["Portugal", 4],
      ["Hungary", 2],
    ],
    why: [{ upper: "Germany", criterion: "headToHeadPoints", values: ["3", "0"] }],
  },
  {
    title: "EURO 2020 group B: three teams on 3 points split by the head-to-head mini-table",
    regulation: uefaEuro,
    results: `
      Denmark 0-1 Finland
      Belgium 3-0 Russia
      Finland 0-1 Russia
      Denmark 1-2 Belgium
      Russia 1-4 Denmark
      Finland 0-2 Belgium`,
    table: [
      ["Belgium", 9],
      ["Denmark", 3],
      ["Finland", 3],
      ["Russia", 3],
    ],
    why: [
      { upper: "Denmark", criterion: "headToHeadGoalDifference", values: ["2", "0"] },
      { upper: "Finland", criterion: "headToHeadGoalDifference", values: ["0", "-2"] },
    ],
  },
  {
    title: "Champions League 2018-19 group C: Liverpool above Napoli on goals after an even head-to-head",
    regulation: uefaClubGroupStage,
    results: `
      Liverpool 3-2 PSG
      Crvena Zvezda 0-0 Napoli
      Napoli 1-0 Liverpool
      PSG 6-1 Crvena Zvezda
      Liverpool 4-0 Crvena Zvezda
      PSG 2-2 Napoli
      Napoli 1-1 PSG
      Crvena Zvezda 2-0 Liverpool
      PSG 2-1 Liverpool
      Napoli 3-1 Crvena Zvezda
      Liverpool 1-0 Napoli
      Crvena Zvezda 1-4 PSG`,
    table: [
      ["PSG", 11],
      ["Liverpool", 9],
      ["Napoli", 9],
      ["Crvena Zvezda", 4],
    ],
    why: [{ upper: "Liverpool", criterion: "goalsFor", values: ["9", "7"] }],
  },
];

describe("real published groups", () => {
  for (const group of published) {
    it(group.title, () => {
      const s = computeStandings({ matches: results(group.results), regulation: group.regulation });
      expect(s.rows.map((r) => [r.team, r.points])).toEqual(group.table);
      expect(s.explanations.map(({ upper, criterion, values }) => ({ upper, criterion, values }))).toEqual(
        group.why,
      );
    });
  }

  it("World Cup 2018 group H: Japan above Senegal on fair-play points (-4 × -6)", () => {
    const s = computeStandings({ matches: worldCup2018GroupH(), regulation: fifaWorldCup });
    expect(s.rows.map((r) => [r.team, r.points])).toEqual([
      ["Colombia", 6],
      ["Japan", 4],
      ["Senegal", 4],
      ["Poland", 3],
    ]);
    expect(s.explanations).toHaveLength(1);
    const [e] = s.explanations;
    expect(e).toMatchObject({
      upper: "Japan",
      lower: "Senegal",
      criterion: "fairPlay",
      values: ["-4", "-6"],
    });
    expect(explainSeparation({ separation: e!, names: { Japan: "Japão", Senegal: "Senegal" } })).toBe(
      "Japão à frente de Senegal: Fair play -4 × -6",
    );
    expect(s.rows.filter((r) => r.zone).map((r) => r.team)).toEqual(["Colombia", "Japan"]);
  });

  it("the same EURO 2020 group F under FIFA rules would have put Portugal second", () => {
    const matches = results(published[4]!.results);
    expect(computeStandings({ matches, regulation: fifaWorldCup }).rows[1]!.team).toBe("Portugal");
  });

  it("EURO 2020 group B compares the three teams' matches among themselves", () => {
    const s = computeStandings({ matches: results(published[5]!.results), regulation: uefaEuro });
    expect(s.explanations[0]!.among).toEqual(["Denmark", "Finland", "Russia"]);
  });

  it("separates two clubs on away goals in their head-to-head (pre-2021 UEFA rule)", () => {
    const s = computeStandings({ regulation: uefaClubGroupStage, matches: results("A 1-1 B\nB 2-2 A") });
    expect(s.rows.map((r) => r.team)).toEqual(["A", "B"]);
    expect(s.explanations[0]).toMatchObject({
      criterion: "headToHeadAwayGoals",
      values: ["2", "1"],
      among: ["A", "B"],
    });
  });
});
