import { describe, expect, it } from "vitest";
import { roundRobin } from "../src/index.ts";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i + 1}`);

describe("roundRobin", () => {
  it("builds n-1 rounds of n/2 fixtures for an even count", () => {
    const rounds = roundRobin({ participants: ids(6) });
    expect(rounds).toHaveLength(5);
    for (const r of rounds) expect(r.fixtures).toHaveLength(3);
  });

  it("reproduces FIDE's published Berger tables for 4 and 6 players", () => {
    const table = (n: number) =>
      roundRobin({ participants: ids(n) }).map((r) =>
        r.fixtures.map((f) => `${f.home.slice(1)}-${f.away.slice(1)}`).sort(),
      );
    expect(table(4)).toEqual([
      ["1-4", "2-3"],
      ["1-2", "4-3"],
      ["2-4", "3-1"],
    ]);
    expect(table(6)).toEqual([
      ["1-6", "2-5", "3-4"],
      ["1-2", "5-3", "6-4"],
      ["2-6", "3-1", "4-5"],
      ["1-4", "2-3", "6-5"],
      ["3-6", "4-2", "5-1"],
    ]);
  });

  it("gives one bye per round for an odd count, each participant resting once", () => {
    const rounds = roundRobin({ participants: ids(5) });
    expect(rounds).toHaveLength(5);
    expect(rounds.map((r) => r.bye).sort()).toEqual(ids(5));
  });

  it("mirrors home and away in the second leg", () => {
    const rounds = roundRobin({ participants: ids(4), legs: 2 });
    expect(rounds).toHaveLength(6);
    const first = rounds[0]!.fixtures[0]!;
    const mirror = rounds[3]!.fixtures[0]!;
    expect([mirror.home, mirror.away]).toEqual([first.away, first.home]);
    expect(mirror.leg).toBe(2);
    const home = new Map<string, number>();
    for (const r of rounds) for (const f of r.fixtures) home.set(f.home, (home.get(f.home) ?? 0) + 1);
    for (const t of ids(4)) expect(home.get(t)).toBe(3);
  });

  it("balances home games within a leg (n/2 or n/2-1)", () => {
    const rounds = roundRobin({ participants: ids(20) });
    const home = new Map<string, number>();
    for (const r of rounds) for (const f of r.fixtures) home.set(f.home, (home.get(f.home) ?? 0) + 1);
    for (const t of ids(20)) expect([9, 10]).toContain(home.get(t));
  });

  it("rejects duplicates and returns nothing for fewer than two", () => {
    expect(() => roundRobin({ participants: ["a", "a"] })).toThrow();
    expect(roundRobin({ participants: ["a"] })).toEqual([]);
  });
});
