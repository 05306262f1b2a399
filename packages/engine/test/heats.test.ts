import { describe, expect, it } from "vitest";
import { drawHeats, fieldQualification, qualifyFromHeats, rankHeat } from "../src/index.ts";

/** Heats from lists of [athlete, mark], numbered from 1. */
const heatsOf = (...heats: [string, number][][]) =>
  heats.map((list, i) => ({ heat: i + 1, performances: list.map(([athlete, mark]) => ({ athlete, mark })) }));

const entries = Array.from({ length: 24 }, (_, i) => ({ athlete: `a${i + 1}`, seedMark: 10 + i / 100 }));

describe("drawHeats", () => {
  it("seeds in serpentine order and is reproducible from the seed", () => {
    const heats = drawHeats({ entries, heats: 3, direction: "lower", seed: 42 });
    expect(heats.map((h) => h.lanes.length)).toEqual([8, 8, 8]);
    const heatOf = (a: string) => heats.find((h) => h.lanes.some((l) => l.athlete === a))!.heat;
    expect([heatOf("a1"), heatOf("a2"), heatOf("a3"), heatOf("a4"), heatOf("a5"), heatOf("a6")]).toEqual([
      1, 2, 3, 3, 2, 1,
    ]);
    expect(drawHeats({ entries, heats: 3, direction: "lower", seed: 42 })).toEqual(heats);
    expect(drawHeats({ entries, heats: 3, direction: "lower", seed: 43 })).not.toEqual(heats);
  });

  it("puts the four best of a heat in lanes 3–6", () => {
    const [heat] = drawHeats({ entries: entries.slice(0, 8), heats: 1, direction: "lower", seed: 1 });
    const best = ["a1", "a2", "a3", "a4"];
    const lanes = heat!.lanes.filter((l) => best.includes(l.athlete)).map((l) => l.lane);
    expect(lanes.sort()).toEqual([3, 4, 5, 6]);
  });
});

describe("qualifyFromHeats", () => {
  // Three heats, Q = first 2 of each heat, q = 2 fastest of the rest.
  const heats = [
    {
      heat: 1,
      performances: [
        { athlete: "h1a", mark: 10.01 },
        { athlete: "h1b", mark: 10.05 },
        { athlete: "h1c", mark: 10.1 },
        { athlete: "h1d", status: "DNF" as const },
      ],
    },
    {
      heat: 2,
      performances: [
        { athlete: "h2a", mark: 10.2 },
        { athlete: "h2b", mark: 10.3 },
        { athlete: "h2c", mark: 10.12 + 0.3 },
        { athlete: "h2d", status: "DQ" as const },
      ],
    },
    {
      heat: 3,
      performances: [
        { athlete: "h3a", mark: 9.99 },
        { athlete: "h3b", mark: 10.08 },
        { athlete: "h3c", mark: 10.08 },
        { athlete: "h3d", mark: 10.15 },
      ],
    },
  ];

  it("qualifies by place (Q) with a tie at the line, then by time (q)", () => {
    const out = qualifyFromHeats({ heats, direction: "lower", byPlace: 2, byMark: 2 });
    const q = (code: string) =>
      out
        .filter((p) => p.qualification === code)
        .map((p) => p.athlete)
        .sort();
    // h3b and h3c share 2nd place in heat 3: both Q.
    expect(q("Q")).toEqual(["h1a", "h1b", "h2a", "h2b", "h3a", "h3b", "h3c"]);
    expect(q("q")).toEqual(["h1c", "h3d"]);
    const dnf = out.find((p) => p.athlete === "h1d")!;
    expect(dnf.status).toBe("DNF");
    expect(dnf.place).toBeUndefined();
    expect(dnf.qualification).toBeUndefined();
  });

  it("takes every athlete tied on the last q mark", () => {
    const tied = heatsOf(
      [
        ["a", 10],
        ["b", 10.5],
      ],
      [
        ["c", 10.1],
        ["d", 10.5],
      ],
    );
    const out = qualifyFromHeats({ heats: tied, direction: "lower", byPlace: 1, byMark: 1 });
    expect(out.filter((p) => p.qualification === "q").map((p) => p.athlete)).toEqual(["b", "d"]);
  });

  it("ranks field events by best mark then countback, higher is better", () => {
    const ranked = rankHeat({
      direction: "higher",
      heat: {
        heat: 1,
        performances: [
          { athlete: "x", mark: 8.1, attempts: [8.1, 7.9, 7.5] },
          { athlete: "y", mark: 8.1, attempts: [8.1, 8.0, 7.0] },
          { athlete: "z", mark: 8.3 },
          { athlete: "w", status: "NM" },
        ],
      },
    });
    expect(ranked.map((p) => [p.athlete, p.place])).toEqual([
      ["z", 1],
      ["y", 2],
      ["x", 3],
      ["w", undefined],
    ]);
  });
});

describe("athletics presets", () => {
  it("field qualification: the standard is Q, the best others fill up to 12 (q)", () => {
    const rule = fieldQualification(8.15);
    const marks = [8.3, 8.2, 8.15, 8.1, 8.0, 7.95, 7.9, 7.9, 7.85, 7.8, 7.75, 7.7, 7.65, 7.6];
    const groups = [0, 1].map((g) => ({
      heat: g + 1,
      performances: marks.filter((_, i) => i % 2 === g).map((mark, i) => ({ athlete: `g${g}-${i}`, mark })),
    }));
    const out = qualifyFromHeats({ heats: groups, ...rule });
    expect(out.filter((p) => p.qualification === "Q")).toHaveLength(3);
    expect(out.filter((p) => p.qualification === "q")).toHaveLength(9);
  });
});

describe("ties at the line with too few lanes", () => {
  it("draws lots among the athletes tied for the last q place", () => {
    const heats = heatsOf(
      [
        ["a", 10],
        ["b", 10.5],
      ],
      [
        ["c", 10.1],
        ["d", 10.5],
      ],
      [
        ["e", 10.2],
        ["f", 10.5],
      ],
    );
    const out = qualifyFromHeats({ heats, direction: "lower", byPlace: 1, byMark: 1, lanes: 4, seed: 5 });
    const q = out.filter((p) => p.qualification === "q").map((p) => p.athlete);
    expect(q).toHaveLength(1);
    expect(["b", "d", "f"]).toContain(q[0]);
    const again = qualifyFromHeats({ heats, direction: "lower", byPlace: 1, byMark: 1, lanes: 4, seed: 5 });
    expect(again.filter((p) => p.qualification === "q").map((p) => p.athlete)).toEqual(q);
    // With room for everyone, all three tied athletes go through.
    const roomy = qualifyFromHeats({ heats, direction: "lower", byPlace: 1, byMark: 1, lanes: 8 });
    expect(roomy.filter((p) => p.qualification === "q")).toHaveLength(3);
  });
});
