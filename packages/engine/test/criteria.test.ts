import { describe, expect, it } from "vitest";
import {
  accumulate,
  brasileiraoSerieA,
  type CriterionId,
  cbvSuperliga,
  computeStandings,
  criteria,
  explainSeparation,
  fibaBasketball,
  fivbVolleyball,
  ihfHandball,
  type MatchResult,
  type Regulation,
  ratio,
} from "../src/index.ts";
import { results } from "./helpers.ts";

const reg = (sequences: CriterionId[], extra: Partial<Regulation> = {}): Regulation => ({
  name: "test",
  points: { win: 3, draw: 1, loss: 0 },
  sequences,
  ...extra,
});

describe("criteria values", () => {
  const matches: MatchResult[] = [
    {
      home: "A",
      away: "B",
      homeScore: 2,
      awayScore: 1,
      cards: { home: { yellow: 2 }, away: { red: 1, yellow: 1 } },
    },
    { home: "B", away: "A", homeScore: 0, awayScore: 0 },
    { home: "A", away: "C", homeScore: 0, awayScore: 3 },
    { home: "C", away: "A", homeScore: 1, awayScore: 2, cards: { away: { secondYellow: 1 } } },
  ];
  const stats = accumulate({
    teams: ["A", "B", "C"],
    matches,
    regulation: reg(["points"], { fairPlay: { yellow: -1, secondYellow: -3, red: -4, yellowRed: -5 } }),
  });
  const a = stats.get("A")!;
  const cases: [CriterionId, number][] = [
    ["points", 7],
    ["wins", 2],
    ["draws", 1],
    ["losses", -1],
    ["played", -4],
    ["winPercentage", 0.5],
    ["goalDifference", -1],
    ["goalsFor", 4],
    ["goalsAgainst", -5],
    ["awayGoals", 2],
    ["awayWins", 1],
    ["pointDifference", -1],
    ["pointsFor", 4],
    ["setRatio", 0.8],
    ["setDifference", -1],
    ["setsWon", 4],
    ["pointRatio", 0.8],
    ["walkovers", -0],
    ["fairPlay", -5],
    ["fewestRedCards", -1],
    ["fewestYellowCards", -2],
  ];
  for (const [id, expected] of cases) {
    it(`${id} = ${expected} for A`, () => expect(criteria[id].value(a)).toBe(expected));
  }

  it("ratios treat x/0 as the best", () => {
    expect(ratio(3, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(ratio(0, 0)).toBe(0);
  });
});

describe("ordering and explanations", () => {
  it("orders by each criterion in turn and says which one separated two teams", () => {
    const s = computeStandings({
      regulation: reg(["points", "goalDifference", "goalsFor"]),
      matches: results(`
        A 3-1 C
        B 2-0 C
        A 0-0 B`),
    });
    expect(s.rows.map((r) => r.team)).toEqual(["A", "B", "C"]);
    expect(explainSeparation({ separation: s.explanations[0]! })).toBe(
      "A à frente de B: Gols marcados 3 × 2",
    );
  });

  it("shares a position when nothing separates, listing by id whatever the input order", () => {
    const s = computeStandings({ regulation: reg(["points"]), matches: results("Z 1-1 Y") });
    expect(s.rows.map((r) => [r.team, r.position, r.shared])).toEqual([
      ["Y", 1, true],
      ["Z", 1, true],
    ]);
    expect(explainSeparation({ separation: s.explanations[0]! })).toMatch(/empatados/);
  });

  it("breaks a full tie by a seeded drawing of lots, reproducibly", () => {
    const r = reg(["points"], { doublesequences: ["drawingOfLots"] });
    const one = computeStandings({ regulation: r, matches: results("Z 1-1 Y"), seed: 9 });
    const two = computeStandings({ regulation: r, matches: results("Z 1-1 Y"), seed: 9 });
    expect(one.rows.map((x) => x.team)).toEqual(two.rows.map((x) => x.team));
    expect(one.rows[0]!.shared).toBe(false);
    expect(one.explanations[0]!.criterion).toBe("drawingOfLots");
  });

  it("rejects a team playing itself and negative scores", () => {
    expect(() => computeStandings({ regulation: reg(["points"]), matches: results("A 1-0 A") })).toThrow();
    expect(() =>
      computeStandings({
        regulation: reg(["points"]),
        matches: [{ home: "A", away: "B", homeScore: -1, awayScore: 0 }],
      }),
    ).toThrow();
  });

  it("builds home-only and away-only tables", () => {
    const matches = results(`
      A 2-0 B
      B 1-1 A
      C 0-3 A`);
    const home = computeStandings({ regulation: reg(["points"]), matches, side: "home" });
    expect(home.rows.map((r) => [r.team, r.points, r.stats.played])).toEqual([
      ["A", 3, 1],
      ["B", 1, 1],
      ["C", 0, 1],
    ]);
    const away = computeStandings({ regulation: reg(["points"]), matches, side: "away" });
    expect(away.rows.map((r) => [r.team, r.points, r.stats.played])).toEqual([
      ["A", 4, 2],
      ["B", 0, 1],
      ["C", 0, 0],
    ]);
  });

  it("uses the external ranking (club coefficient)", () => {
    const s = computeStandings({
      regulation: reg(["points", "externalRank"]),
      matches: results("Z 1-1 Y"),
      ranking: { Z: 3, Y: 10 },
    });
    expect(s.rows.map((x) => x.team)).toEqual(["Z", "Y"]);
  });

  it("deducts points and gives W.O. results the regulation's score", () => {
    const matches: MatchResult[] = [
      { home: "A", away: "B", homeScore: 0, awayScore: 0, walkover: "away" },
      { home: "B", away: "C", homeScore: 1, awayScore: 0 },
    ];
    const s = computeStandings({
      regulation: brasileiraoSerieA,
      matches,
      deductions: [{ team: "A", points: 3, reason: "escalação irregular" }],
    });
    const row = (t: string) => s.rows.find((r) => r.team === t)!;
    expect(row("A").stats).toMatchObject({ scoreFor: 3, resultPoints: 3, deductions: 3, points: 0 });
    expect(row("B").stats).toMatchObject({ scoreAgainst: 3, walkoverLosses: 1, points: 3 });
    expect(s.rows.map((r) => r.team)).toEqual(["B", "A", "C"]);
  });
});

describe("Brasileirão rules", () => {
  it("ranks wins before goal difference", () => {
    const s = computeStandings({
      regulation: brasileiraoSerieA,
      matches: results(`
        A 1-0 X
        A 1-0 Y
        A 0-5 Z
        B 3-3 X
        B 3-3 Y
        B 3-3 Z
        B 4-0 W`),
    });
    // A: 6 pts, 2 wins, GD -3; B: 6 pts, 1 win, GD +4.
    const order = s.rows.map((r) => r.team);
    expect(order.indexOf("A")).toBeLessThan(order.indexOf("B"));
    expect(s.explanations.find((e) => e.upper === "A")).toMatchObject({
      criterion: "wins",
      values: ["2", "1"],
    });
  });

  it("uses head-to-head only between two clubs, cards for three", () => {
    const two = computeStandings({
      regulation: brasileiraoSerieA,
      matches: results(`
        A 1-0 B
        B 2-0 C
        C 1-0 A
        A 2-1 D
        B 1-1 D`),
      teams: ["A", "B", "C", "D"],
    });
    expect(two.rows.map((r) => r.team).slice(0, 1)).toEqual(["A"]);
    const three: MatchResult[] = [
      { home: "A", away: "B", homeScore: 1, awayScore: 0, cards: { home: { red: 1 } } },
      { home: "B", away: "C", homeScore: 1, awayScore: 0, cards: { home: { yellow: 2 } } },
      { home: "C", away: "A", homeScore: 1, awayScore: 0 },
    ];
    const s = computeStandings({ regulation: brasileiraoSerieA, matches: three });
    expect(s.rows.map((r) => r.team)).toEqual(["C", "B", "A"]);
    expect(s.explanations.map((e) => e.criterion)).toEqual(["fewestYellowCards", "fewestRedCards"]);
  });
});

describe("FIVB volleyball", () => {
  const v = (home: string, away: string, sets: [number, number][]): MatchResult => {
    const hs = sets.filter(([h, a]) => h > a).length;
    return {
      home,
      away,
      homeScore: hs,
      awayScore: sets.length - hs,
      sets: sets.map(([h, a]) => ({ home: h, away: a })),
    };
  };
  const matches = [
    v("A", "B", [
      [25, 20],
      [20, 25],
      [25, 20],
      [20, 25],
      [15, 10],
    ]),
    v("A", "C", [
      [25, 20],
      [20, 25],
      [25, 20],
      [20, 25],
      [15, 13],
    ]),
    v("B", "C", [
      [25, 10],
      [25, 10],
      [25, 10],
    ]),
    v("D", "A", [
      [25, 20],
      [25, 20],
      [25, 20],
    ]),
    v("B", "D", [
      [25, 20],
      [25, 20],
      [25, 20],
    ]),
    v("C", "D", [
      [25, 20],
      [25, 20],
      [25, 20],
    ]),
  ];

  it("gives 3–0/3–1 three points, 3–2 two and one", () => {
    const s = computeStandings({ regulation: fivbVolleyball, matches });
    const pts = Object.fromEntries(s.rows.map((r) => [r.team, r.points]));
    // A: 2 + 2 + 0 = 4 (two wins); B: 1 + 3 + 3 = 7 (two wins); C: 1 + 0 + 3 = 4; D: 3 + 0 + 0 = 3.
    expect(pts).toEqual({ A: 4, B: 7, C: 4, D: 3 });
    // Wins first: B and A have two wins each, B more points; C and D one win each, C more points.
    expect(s.rows.map((r) => r.team)).toEqual(["B", "A", "C", "D"]);
  });

  it("separates equal wins and points by set ratio then point ratio", () => {
    const s = computeStandings({
      regulation: fivbVolleyball,
      matches: [
        v("A", "X", [
          [25, 20],
          [25, 20],
          [25, 20],
        ]),
        v("B", "X", [
          [25, 20],
          [20, 25],
          [25, 20],
          [25, 20],
        ]),
      ],
    });
    expect(s.explanations[0]).toMatchObject({ upper: "A", criterion: "setRatio", values: ["MAX", "3,000"] });
  });

  it("Superliga orders by points before wins", () => {
    const s = computeStandings({ regulation: cbvSuperliga, matches });
    expect(s.rows.map((r) => r.team)).toEqual(["B", "A", "C", "D"]);
  });

  it("records a W.O. as 3–0 for the side that showed up", () => {
    const s = computeStandings({
      regulation: fivbVolleyball,
      matches: [{ home: "A", away: "B", homeScore: 0, awayScore: 0, walkover: "home" }],
    });
    expect(s.rows.map((r) => [r.team, r.points, r.stats.setsWon])).toEqual([
      ["B", 3, 3],
      ["A", 0, 0],
    ]);
  });
});

describe("FIBA basketball", () => {
  it("gives 2 for a win, 1 for a loss, 0 for a forfeit", () => {
    const s = computeStandings({
      regulation: fibaBasketball,
      matches: [
        { home: "A", away: "B", homeScore: 80, awayScore: 70 },
        { home: "C", away: "A", homeScore: 0, awayScore: 0, walkover: "home" },
      ],
    });
    const pts = Object.fromEntries(s.rows.map((r) => [r.team, r.points]));
    expect(pts).toEqual({ A: 4, B: 1, C: 0 });
    expect(s.rows.find((r) => r.team === "A")!.stats.scoreFor).toBe(100);
  });

  it("breaks a three-way tie on head-to-head point difference, then re-applies to the two left", () => {
    // Mini-table among A, B, C (one win each): point difference A +5, B +5, C -10 and points
    // scored A 155, B 155. C drops to third; re-applied to A and B alone, A won their game.
    const s = computeStandings({
      regulation: fibaBasketball,
      matches: results(`
        A 85-75 B
        B 80-65 C
        C 75-70 A
        A 90-60 D
        B 90-60 D
        C 90-60 D`),
    });
    expect(s.rows.map((r) => [r.team, r.points])).toEqual([
      ["A", 5],
      ["B", 5],
      ["C", 5],
      ["D", 3],
    ]);
    expect(s.explanations.map((e) => [e.upper, e.criterion, e.values, e.among])).toEqual([
      ["A", "headToHeadPoints", ["2", "1"], ["A", "B"]],
      ["B", "headToHeadPointDifference", ["5", "-10"], ["A", "B", "C"]],
    ]);
  });
});

describe("overtime and shoot-outs", () => {
  const hockey = reg(["points"], { points: { win: 3, draw: 1, loss: 0, overtimeWin: 2, overtimeLoss: 1 } });
  const shootout = reg(["points"], { points: { win: 3, draw: 1, loss: 0, shootoutWin: 2, shootoutLoss: 1 } });

  it("gives overtime wins and losses their own points", () => {
    const s = computeStandings({
      regulation: hockey,
      matches: [{ home: "A", away: "B", homeScore: 3, awayScore: 2, overtime: true }],
    });
    expect(s.rows.map((r) => [r.team, r.points, r.stats.wins])).toEqual([
      ["A", 2, 1],
      ["B", 1, 0],
    ]);
  });

  it("gives a level match decided by a shoot-out 2 and 1, and keeps it a draw in the stats", () => {
    const s = computeStandings({
      regulation: shootout,
      matches: [{ home: "A", away: "B", homeScore: 1, awayScore: 1, shootout: { home: 3, away: 4 } }],
    });
    expect(s.rows.map((r) => [r.team, r.points, r.stats.draws, r.stats.scoreFor])).toEqual([
      ["B", 2, 1, 1],
      ["A", 1, 1, 1],
    ]);
    // Without shoot-out points in the regulation, the shoot-out changes nothing.
    const plain = computeStandings({
      regulation: reg(["points"]),
      matches: [{ home: "A", away: "B", homeScore: 1, awayScore: 1, shootout: { home: 3, away: 4 } }],
    });
    expect(plain.rows.map((r) => r.points)).toEqual([1, 1]);
  });
});

describe("IHF handball", () => {
  it("ranks teams level on points by their match, before overall goal difference", () => {
    const s = computeStandings({
      regulation: ihfHandball,
      matches: results(`
        A 30-28 B
        B 35-20 C
        C 25-24 A`),
    });
    // All on 2 points; mini-table is the whole group: A +1, B +13, C -14 → B, A, C.
    expect(s.rows.map((r) => [r.team, r.points])).toEqual([
      ["B", 2],
      ["A", 2],
      ["C", 2],
    ]);
    expect(s.explanations[0]).toMatchObject({ criterion: "headToHeadGoalDifference", values: ["13", "1"] });
  });
});
