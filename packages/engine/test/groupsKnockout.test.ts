import { describe, expect, it } from "vitest";
import {
  computeStandings,
  fifaWorldCup,
  groupsToKnockout,
  type MatchResult,
  qualifiers,
  qualifiersFromZones,
  resolveBracket,
  roundRobin,
  uefaEuro,
} from "../src/index.ts";
import { worldCup2018GroupH } from "./fixtures.ts";
import { results } from "./helpers.ts";

/** A group where the alphabetically first team wins everything: a > b > c > d with given margins. */
const group = (names: string[], margin: number): MatchResult[] =>
  roundRobin({ participants: names }).flatMap((r) =>
    r.fixtures.map((f) => {
      const homeBetter = names.indexOf(f.home) < names.indexOf(f.away);
      return {
        home: f.home,
        away: f.away,
        homeScore: homeBetter ? margin : 0,
        awayScore: homeBetter ? 0 : margin,
      };
    }),
  );

describe("groups then knockout", () => {
  const groups = ["A", "B", "C", "D"].map((g, i) => ({
    group: g,
    standings: computeStandings({
      matches: group([`${g}1`, `${g}2`, `${g}3`, `${g}4`], i + 1),
      regulation: fifaWorldCup,
    }),
  }));

  it("takes positions per group and the best-placed thirds across groups", () => {
    const q = qualifiers({ groups, positions: [1, 2], bestPlaced: { position: 3, count: 2 } });
    expect(q.filter((x) => x.position < 3).map((x) => x.team)).toEqual([
      "A1",
      "A2",
      "B1",
      "B2",
      "C1",
      "C2",
      "D1",
      "D2",
    ]);
    // Thirds all have 3 points and a goal difference of minus the group's margin: A3 (-1) is best.
    const thirds = q.filter((x) => x.bestRank !== undefined);
    expect(thirds.map((x) => [x.team, x.bestRank])).toEqual([
      ["A3", 1],
      ["B3", 2],
    ]);
  });

  it("builds the seeded crossings 1A×2B … and plays them", () => {
    const q = qualifiers({ groups, positions: [1, 2], bestPlaced: { position: 3, count: 2 } });
    const bracket = groupsToKnockout({
      qualified: q,
      crossings: [
        ["1A", "2B"],
        ["1C", "3#2"],
        ["1B", "2A"],
        ["1D", "3#1"],
      ],
    });
    const state = resolveBracket({ bracket, winners: {} });
    expect(
      state.matches.filter((m) => m.round === 1).map((m) => [m.homeParticipant, m.awayParticipant]),
    ).toEqual([
      ["A1", "B2"],
      ["C1", "B3"],
      ["B1", "A2"],
      ["D1", "A3"],
    ]);
    expect(() => groupsToKnockout({ qualified: q, crossings: [["1E", "2A"]] })).toThrow();
  });

  it("uses real World Cup 2018 group H results to send Japan through", () => {
    const matches = worldCup2018GroupH();
    const q = qualifiers({
      groups: [{ group: "H", standings: computeStandings({ matches, regulation: fifaWorldCup }) }],
      positions: [1, 2],
    });
    expect(q.map((x) => x.team)).toEqual(["Colombia", "Japan"]);
  });
});

describe("qualifiersFromZones", () => {
  it("reads the EURO zones: top two of each group and the four best thirds", () => {
    const groups = ["A", "B", "C", "D", "E", "F"].map((g, i) => ({
      group: g,
      standings: computeStandings({
        matches: group([`${g}1`, `${g}2`, `${g}3`, `${g}4`], i + 1),
        regulation: uefaEuro,
      }),
    }));
    const q = qualifiersFromZones({ groups, zones: uefaEuro.classificationzones! });
    expect(q).toHaveLength(16);
    expect(q.filter((x) => x.bestRank).map((x) => x.team)).toEqual(["A3", "B3", "C3", "D3"]);
  });
});

describe("best-placed across groups of different sizes", () => {
  const groupA = results(`
    A1 1-0 A2
    A1 1-0 A3
    A1 1-0 A4
    A2 1-0 A3
    A2 1-0 A4
    A3 5-0 A4`);
  const groupB = results(`
    B1 1-0 B2
    B1 1-0 B3
    B2 1-1 B3`);
  const groups = [
    {
      group: "A",
      matches: groupA,
      regulation: fifaWorldCup,
      standings: computeStandings({ matches: groupA, regulation: fifaWorldCup }),
    },
    {
      group: "B",
      matches: groupB,
      regulation: fifaWorldCup,
      standings: computeStandings({ matches: groupB, regulation: fifaWorldCup }),
    },
  ];

  it("discounts results against the teams a smaller group does not have", () => {
    // A3 has 3 points only thanks to A4; without that match it has 0 against B3's 1.
    const q = qualifiers({ groups, positions: [], bestPlaced: { position: 3, count: 1 } });
    expect(q.map((x) => x.team)).toEqual(["B3"]);
  });

  it("asks for the matches when it would need them", () => {
    const bare = groups.map(({ group, standings }) => ({ group, standings }));
    expect(() => qualifiers({ groups: bare, positions: [], bestPlaced: { position: 3, count: 1 } })).toThrow(
      /matches/,
    );
  });
});
