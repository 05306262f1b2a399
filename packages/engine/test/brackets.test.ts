import { describe, expect, it } from "vitest";
import type { Bracket, ResolvedBracket } from "../src/index.ts";
import {
  doubleElimination,
  drawKnockoutEntries,
  resolveBracket,
  seedOrder,
  singleElimination,
} from "../src/index.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** Plays a bracket to the end, `pick` choosing the winner of each match as it becomes ready. */
const playOut = (
  bracket: Bracket,
  pick: (home: string, away: string, id: string) => string,
): ResolvedBracket => {
  const winners: Record<string, string> = {};
  for (let guard = 0; guard < 1000; guard++) {
    const state = resolveBracket({ bracket, winners });
    const ready = state.matches.filter((m) => m.status === "ready");
    if (ready.length === 0) return state;
    for (const m of ready) winners[m.id] = pick(m.homeParticipant!, m.awayParticipant!, m.id);
  }
  throw new Error("did not finish");
};
const favourite = (a: string, b: string) => (Number(a.slice(1)) < Number(b.slice(1)) ? a : b);

describe("seedOrder", () => {
  it("keeps the top two seeds apart until the final", () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
  });
});

describe("singleElimination", () => {
  it("gives byes to the top seeds", () => {
    const b = singleElimination({ participants: ids(6) });
    const state = resolveBracket({ bracket: b, winners: {} });
    const byes = state.matches.filter((m) => m.status === "bye").map((m) => m.winner);
    expect(byes).toEqual(["p1", "p2"]);
    expect(state.matches.filter((m) => m.round === 1)).toHaveLength(4);
  });

  it("crowns the favourite and plays the third-place match", () => {
    const result = playOut(singleElimination({ participants: ids(8), thirdPlace: true }), favourite);
    expect(result.champion).toBe("p1");
    expect(result.runnerUp).toBe("p2");
    expect(result.third).toBe("p3");
  });

  it("draws unseeded teams into the free places reproducibly, keeping seeds apart", () => {
    const entries = drawKnockoutEntries({
      seeded: ["s1", "s2"],
      unseeded: ["u1", "u2", "u3", "u4", "u5", "u6"],
      seed: 3,
    });
    expect(entries.slice(0, 2)).toEqual(["s1", "s2"]);
    expect(entries.slice(2).sort()).toEqual(["u1", "u2", "u3", "u4", "u5", "u6"]);
    expect(
      drawKnockoutEntries({ seeded: ["s1", "s2"], unseeded: ["u1", "u2", "u3", "u4", "u5", "u6"], seed: 3 }),
    ).toEqual(entries);
    const first = resolveBracket({
      bracket: singleElimination({ participants: entries }),
      winners: {},
    }).matches;
    const half = (id: string) =>
      first.findIndex((m) => m.homeParticipant === id || m.awayParticipant === id) < 2;
    expect(half("s1")).not.toBe(half("s2"));
  });

  it("rejects a winner who is not in the match", () => {
    const b = singleElimination({ participants: ids(4) });
    expect(() => resolveBracket({ bracket: b, winners: { "W1-1": "p2" } })).toThrow();
  });
});

describe("doubleElimination", () => {
  it("has 2(k-1) losers' rounds and ends with a grand final", () => {
    const b = doubleElimination({ participants: ids(8) });
    const lbRounds = new Set(b.matches.filter((m) => m.section === "losers").map((m) => m.round));
    expect(lbRounds.size).toBe(4);
    expect(b.matches.filter((m) => m.section === "losers")).toHaveLength(6);
    expect(b.matches.at(-2)!.id).toBe("GF");
  });

  it("needs no reset when the winners' champion wins the grand final", () => {
    const result = playOut(doubleElimination({ participants: ids(8) }), favourite);
    expect(result.champion).toBe("p1");
    expect(result.matches.find((m) => m.section === "reset")!.status).toBe("notNeeded");
  });

  it("plays the reset when the losers' champion wins the grand final", () => {
    // p2 beats everyone except in the winners' bracket where p1 beats p2; p2 then wins GF and GF2.
    const result = playOut(doubleElimination({ participants: ids(4) }), (a, b, id) => {
      if (id.startsWith("W") || id.startsWith("L")) return favourite(a, b);
      return a === "p2" || b === "p2" ? "p2" : favourite(a, b);
    });
    expect(result.matches.find((m) => m.id === "GF2")!.status).toBe("played");
    expect(result.champion).toBe("p2");
    expect(result.runnerUp).toBe("p1");
  });

  it("handles byes (5 participants) and two participants", () => {
    expect(playOut(doubleElimination({ participants: ids(5) }), favourite).champion).toBe("p1");
    expect(playOut(doubleElimination({ participants: ids(2), reset: false }), favourite).champion).toBe("p1");
  });
});
