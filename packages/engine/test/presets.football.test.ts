import { describe, expect, it } from "vitest";
import {
  computeStandings,
  explainSeparation,
  fifaWorldCup,
  uefaClubGroupStage,
  uefaEuro,
} from "../src/index.ts";
import { worldCup2018GroupH } from "./fixtures.ts";
import { results } from "./helpers.ts";

const order = (s: ReturnType<typeof computeStandings>) => s.rows.map((r) => r.team);
const pts = (s: ReturnType<typeof computeStandings>) => s.rows.map((r) => r.points);

describe("FIFA World Cup (real published groups)", () => {
  it("2018 group H: Japan above Senegal on fair-play points (-4 × -6)", () => {
    const matches = worldCup2018GroupH();
    const s = computeStandings({ matches, regulation: fifaWorldCup });
    expect(order(s)).toEqual(["Colombia", "Japan", "Senegal", "Poland"]);
    expect(pts(s)).toEqual([6, 4, 4, 3]);
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

  it("2018 group B: Spain above Portugal on goals scored", () => {
    const s = computeStandings({
      regulation: fifaWorldCup,
      matches: results(`
        Morocco 0-1 Iran
        Portugal 3-3 Spain
        Portugal 1-0 Morocco
        Iran 0-1 Spain
        Iran 1-1 Portugal
        Spain 2-2 Morocco`),
    });
    expect(order(s)).toEqual(["Spain", "Portugal", "Iran", "Morocco"]);
    expect(pts(s)).toEqual([5, 5, 4, 1]);
    expect(s.explanations[0]).toMatchObject({ criterion: "goalsFor", values: ["6", "5"] });
  });

  it("2014 group G: USA above Portugal on goal difference", () => {
    const s = computeStandings({
      regulation: fifaWorldCup,
      matches: results(`
        Germany 4-0 Portugal
        Ghana 1-2 USA
        Germany 2-2 Ghana
        USA 2-2 Portugal
        Portugal 2-1 Ghana
        USA 0-1 Germany`),
    });
    expect(order(s)).toEqual(["Germany", "USA", "Portugal", "Ghana"]);
    expect(pts(s)).toEqual([7, 4, 4, 1]);
    expect(s.explanations[0]).toMatchObject({ criterion: "goalDifference", values: ["0", "-3"] });
  });

  it("2022 group E: Spain above Germany on goal difference", () => {
    const s = computeStandings({
      regulation: fifaWorldCup,
      matches: results(`
        Germany 1-2 Japan
        Spain 7-0 Costa Rica
        Japan 0-1 Costa Rica
        Spain 1-1 Germany
        Japan 2-1 Spain
        Costa Rica 2-4 Germany`),
    });
    expect(order(s)).toEqual(["Japan", "Spain", "Germany", "Costa Rica"]);
    expect(pts(s)).toEqual([6, 4, 4, 3]);
    expect(s.explanations[0]).toMatchObject({ criterion: "goalDifference", values: ["6", "1"] });
  });

  it("2022 group H: South Korea above Uruguay on goals scored", () => {
    const s = computeStandings({
      regulation: fifaWorldCup,
      matches: results(`
        Uruguay 0-0 South Korea
        Portugal 3-2 Ghana
        South Korea 2-3 Ghana
        Portugal 2-0 Uruguay
        Ghana 0-2 Uruguay
        South Korea 2-1 Portugal`),
    });
    expect(order(s)).toEqual(["Portugal", "South Korea", "Uruguay", "Ghana"]);
    expect(s.explanations[0]).toMatchObject({ criterion: "goalsFor", values: ["4", "2"] });
  });
});

describe("UEFA (head-to-head first, real published groups)", () => {
  it("EURO 2020 group F: Germany above Portugal on head-to-head although Portugal scored more", () => {
    const matches = results(`
      Hungary 0-3 Portugal
      France 1-0 Germany
      Hungary 1-1 France
      Portugal 2-4 Germany
      Portugal 2-2 France
      Germany 2-2 Hungary`);
    const s = computeStandings({ matches, regulation: uefaEuro });
    expect(order(s)).toEqual(["France", "Germany", "Portugal", "Hungary"]);
    expect(pts(s)).toEqual([5, 4, 4, 2]);
    expect(s.explanations[0]).toMatchObject({ criterion: "headToHeadPoints", values: ["3", "0"] });
    // The FIFA rules would have put Portugal second (same goal difference, more goals).
    expect(order(computeStandings({ matches, regulation: fifaWorldCup }))[1]).toBe("Portugal");
  });

  it("EURO 2020 group B: three teams on 3 points split by the head-to-head mini-table", () => {
    const s = computeStandings({
      regulation: uefaEuro,
      matches: results(`
        Denmark 0-1 Finland
        Belgium 3-0 Russia
        Finland 0-1 Russia
        Denmark 1-2 Belgium
        Russia 1-4 Denmark
        Finland 0-2 Belgium`),
    });
    expect(order(s)).toEqual(["Belgium", "Denmark", "Finland", "Russia"]);
    expect(s.explanations.map((e) => [e.criterion, e.values])).toEqual([
      ["headToHeadGoalDifference", ["2", "0"]],
      ["headToHeadGoalDifference", ["0", "-2"]],
    ]);
    expect(s.explanations[0]!.among).toEqual(["Denmark", "Finland", "Russia"]);
  });

  it("Champions League 2018-19 group C: Liverpool above Napoli on goals scored after an even head-to-head", () => {
    const s = computeStandings({
      regulation: uefaClubGroupStage,
      matches: results(`
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
        Crvena Zvezda 1-4 PSG`),
    });
    expect(order(s)).toEqual(["PSG", "Liverpool", "Napoli", "Crvena Zvezda"]);
    expect(pts(s)).toEqual([11, 9, 9, 4]);
    expect(s.explanations[0]).toMatchObject({
      upper: "Liverpool",
      criterion: "goalsFor",
      values: ["9", "7"],
    });
  });

  it("separates two clubs on away goals in their head-to-head (pre-2021 UEFA rule)", () => {
    const s = computeStandings({ regulation: uefaClubGroupStage, matches: results("A 1-1 B\nB 2-2 A") });
    expect(order(s)).toEqual(["A", "B"]);
    expect(s.explanations[0]).toMatchObject({
      criterion: "headToHeadAwayGoals",
      values: ["2", "1"],
      among: ["A", "B"],
    });
  });
});
