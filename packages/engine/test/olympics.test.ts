import { describe, expect, it } from "vitest";
import { medalFor, medalTable, pointsTable } from "../src/index.ts";

const events = [
  {
    event: "100 m",
    placings: [
      { participant: "a1", delegation: "SP", place: 1 },
      { participant: "a2", delegation: "RJ", place: 2 },
      { participant: "a3", delegation: "MG", place: 3 },
      { participant: "a4", delegation: "SP", place: 4 },
    ],
  },
  {
    // Judo: two bronzes.
    event: "Judô -73 kg",
    placings: [
      { participant: "j1", delegation: "RJ", place: 1 },
      { participant: "j2", delegation: "SP", place: 2 },
      { participant: "j3", delegation: "MG", place: 3 },
      { participant: "j4", delegation: "RJ", place: 3 },
    ],
  },
  {
    // A tie for gold: no silver.
    event: "Salto em altura",
    placings: [
      { participant: "h1", delegation: "MG", place: 1 },
      { participant: "h2", delegation: "RJ", place: 1 },
      { participant: "h3", delegation: "SP", place: 3 },
    ],
  },
];

describe("olympics", () => {
  it("maps places to medals", () => {
    expect([1, 2, 3, 4].map(medalFor)).toEqual(["gold", "silver", "bronze", undefined]);
  });

  it("builds the medal table by golds, silvers, bronzes", () => {
    expect(medalTable({ events })).toEqual([
      { position: 1, delegation: "RJ", gold: 2, silver: 1, bronze: 1, total: 4 },
      { position: 2, delegation: "SP", gold: 1, silver: 1, bronze: 1, total: 3 },
      { position: 3, delegation: "MG", gold: 1, silver: 0, bronze: 2, total: 3 },
    ]);
  });

  it("builds the points table, sharing the points of tied places", () => {
    const rows = pointsTable({ events, table: [10, 8, 6, 5] });
    // Judo's two 3rd places share (6 + 5) / 2; the two high-jump winners share (10 + 8) / 2.
    // RJ: 8 + 10 + 5.5 + 9 = 32.5; SP: 10 + 5 + 8 + 6 = 29; MG: 6 + 5.5 + 9 = 20.5.
    expect(rows.map((r) => [r.delegation, r.points])).toEqual([
      ["RJ", 32.5],
      ["SP", 29],
      ["MG", 20.5],
    ]);
    const full = pointsTable({ events, table: [10, 8, 6, 5], ties: "full" });
    expect(full.find((r) => r.delegation === "MG")!.points).toBe(6 + 6 + 10);
  });

  it("lets an event override the points table", () => {
    const relay = {
      event: "4x100 m",
      points: [20, 16, 12],
      placings: [
        { participant: "r1", delegation: "MG", place: 1 },
        { participant: "r2", delegation: "SP", place: 2 },
      ],
    };
    const rows = pointsTable({ events: [...events, relay], table: [10, 8, 6, 5] });
    // MG: 20.5 + 20; SP: 29 + 16.
    expect(rows.map((r) => [r.delegation, r.points])).toEqual([
      ["SP", 45],
      ["MG", 40.5],
      ["RJ", 32.5],
    ]);
  });
});
