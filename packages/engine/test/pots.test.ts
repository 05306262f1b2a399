import { describe, expect, it } from "vitest";
import { drawPots, type PotTeam } from "../src/index.ts";

const pot = (p: number, associations: string[]): PotTeam[] =>
  associations.map((association, i) => ({ id: `P${p}-${i + 1}`, association }));

describe("drawPots", () => {
  const pots = [
    pot(1, ["BRA", "ARG", "URU", "COL"]),
    pot(2, ["BRA", "ARG", "CHI", "PER"]),
    pot(3, ["BRA", "ECU", "PAR", "BOL"]),
    pot(4, ["VEN", "ARG", "URU", "COL"]),
  ];

  it("puts one team of each pot in each group, never two of one association", () => {
    const draw = drawPots({ pots, groups: ["A", "B", "C", "D"], seed: "2026" });
    expect(draw.conflicts).toBe(0);
    const association = new Map(pots.flat().map((t) => [t.id, t.association]));
    for (const g of draw.groups) {
      expect(g.teams).toHaveLength(4);
      expect(g.teams.map((t) => t.slice(0, 2))).toEqual(["P1", "P2", "P3", "P4"]);
      const a = g.teams.map((t) => association.get(t));
      expect(new Set(a).size).toBe(4);
    }
  });

  it("is reproducible from the seed", () => {
    const a = drawPots({ pots, groups: ["A", "B", "C", "D"], seed: 7 });
    expect(drawPots({ pots, groups: ["A", "B", "C", "D"], seed: 7 })).toEqual(a);
  });

  it("allows a clash only when unavoidable, and as few as possible", () => {
    // Three Brazilian teams, two groups: one group must hold two of them.
    const draw = drawPots({
      pots: [pot(1, ["BRA", "BRA"]), pot(2, ["BRA", "ARG"])],
      groups: ["A", "B"],
      seed: 1,
    });
    expect(draw.conflicts).toBe(1);
  });
});
