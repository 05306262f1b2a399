import { describe, expect, it } from "vitest";
import {
  computeStandings,
  createRng,
  drawOrder,
  drawPots,
  fifaWorldCup,
  groupsToKnockout,
  type MatchResult,
  qualifiers,
  resolveBracket,
  roundRobin,
} from "../src/index.ts";

describe("a whole competition: pot draw, groups, knockout", () => {
  it("runs from the draw to a champion, reproducibly", () => {
    const run = (seed: number) => {
      const rng = createRng(seed);
      const pots = [0, 1, 2, 3].map((p) =>
        ["A", "B", "C", "D"].map((_, i) => ({
          id: `T${p}${i}`,
          association: ["SP", "RJ", "MG", "RS"][(i + p) % 4]!,
        })),
      );
      const draw = drawPots({ pots, groups: ["A", "B", "C", "D"], seed });
      const groups = draw.groups.map((g) => {
        const matches: MatchResult[] = roundRobin({ participants: g.teams }).flatMap((r) =>
          r.fixtures.map((f) => ({
            home: f.home,
            away: f.away,
            homeScore: Math.floor(rng() * 4),
            awayScore: Math.floor(rng() * 4),
          })),
        );
        return { group: g.name, standings: computeStandings({ matches, regulation: fifaWorldCup, seed }) };
      });
      const qualified = qualifiers({ groups, positions: [1, 2] });
      const bracket = groupsToKnockout({
        qualified,
        crossings: [
          ["1A", "2B"],
          ["1C", "2D"],
          ["1B", "2A"],
          ["1D", "2C"],
        ],
      });
      const winners: Record<string, string> = {};
      for (;;) {
        const ready = resolveBracket({ bracket, winners }).matches.filter((m) => m.status === "ready");
        if (ready.length === 0) break;
        for (const m of ready) winners[m.id] = rng() < 0.5 ? m.homeParticipant! : m.awayParticipant!;
      }
      return { draw, champion: resolveBracket({ bracket, winners }).champion };
    };
    const first = run(2026);
    expect(first.draw.conflicts).toBe(0);
    expect(first.champion).toMatch(/^T\d\d$/);
    expect(run(2026)).toEqual(first);
  });
});

describe("drawOrder", () => {
  it("draws a field-event order from a seed", () => {
    const athletes = ["a", "b", "c", "d", "e"];
    const order = drawOrder({ athletes, seed: 1 });
    expect(order.map((o) => o.order)).toEqual([1, 2, 3, 4, 5]);
    expect(order.map((o) => o.athlete).sort()).toEqual(athletes);
    expect(drawOrder({ athletes, seed: 1 })).toEqual(order);
  });
});
