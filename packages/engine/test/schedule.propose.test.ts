import { describe, expect, it } from "vitest";
import { checkSchedule } from "../src/schedule/check.ts";
import { proposeSchedule } from "../src/schedule/propose.ts";
import type { ScheduleProblem } from "../src/schedule/types.ts";
import { duel, H8, H22, problemOf } from "./scheduleFixtures.ts";

/** The proposal and what checkSchedule says of it (which must be nothing but the unplaced). */
const propose = (problem: ScheduleProblem) => {
  const proposal = proposeSchedule(problem);
  const violations = checkSchedule(problem, proposal.placements);
  expect(violations.filter((v) => v.kind !== "unplaced")).toEqual([]);
  expect(violations.map((v) => v.itemIds[0]).sort()).toEqual(proposal.unplaced.map((u) => u.itemId).sort());
  const byId = new Map(proposal.placements.map((p) => [p.itemId, p]));
  return { ...proposal, byId, start: (id: string) => byId.get(id)?.start };
};

describe("proposeSchedule", () => {
  it("fills both courts from the opening, round after round, with the teams' rest", () => {
    const r = propose(
      problemOf(
        [
          duel("1a", ["A", "B"]),
          duel("1b", ["C", "D"]),
          duel("2a", ["A", "C"], { after: ["1a", "1b"] }),
          duel("2b", ["B", "D"], { after: ["1a", "1b"] }),
        ],
        { minRestMinutes: 30 },
      ),
    );
    expect([r.start("1a"), r.start("1b")]).toEqual([H8, H8]);
    expect([r.start("2a"), r.start("2b")]).toEqual([H8 + 90, H8 + 90]);
    expect(new Set([r.byId.get("1a")!.spaceId, r.byId.get("1b")!.spaceId])).toEqual(new Set(["c1", "c2"]));
  });

  it("starts on slot multiples and keeps the changeover between items of a court", () => {
    const problem = problemOf(
      [
        duel("a", ["A", "B"], { durationMinutes: 47, spaces: ["c1"] }),
        duel("b", ["C", "D"], { spaces: ["c1"] }),
      ],
      {
        changeoverMinutes: 10,
        slotMinutes: 15,
      },
    );
    const r = propose(problem);
    // b first (the longer item), then a after b's 60 minutes and 10 of changeover, on the next quarter.
    expect([r.start("b"), r.start("a")]).toEqual([H8, H8 + 75]);
  });

  it("keeps the director's fixed items and places the rest around them", () => {
    const problem = problemOf([
      duel("fixed", ["A", "B"], { spaces: ["c1"], fixed: { spaceId: "c1", start: H8, referees: ["r2"] } }),
      duel("next", ["A", "C"], { spaces: ["c1"] }),
    ]);
    problem.rules.minRestMinutes = 20;
    const r = propose(problem);
    expect(r.byId.get("fixed")).toEqual({
      itemId: "fixed",
      spaceId: "c1",
      start: H8,
      end: H8 + 60,
      referees: ["r2"],
    });
    expect(r.start("next")).toBe(H8 + 80);
  });

  it("gives a fixed item without chosen referees the free ones, and ends its predecessors before it", () => {
    const problem = problemOf([
      duel("semi", ["A", "B"]),
      duel("final", ["A", "C"], { referees: 1, after: ["semi"], fixed: { spaceId: "c2", start: H8 + 120 } }),
    ]);
    const r = propose(problem);
    expect(r.byId.get("final")!.referees).toEqual(["r1"]);
    expect(r.start("semi")).toBe(H8);
    const late = problemOf([
      duel("semi", ["A", "B"]),
      duel("final", ["C", "D"], { after: ["semi"], fixed: { spaceId: "c2", start: H8 + 30 } }),
    ]);
    const proposal = proposeSchedule(late);
    expect(proposal.unplaced).toEqual([{ itemId: "semi", reason: "order" }]);
    // The director's final now lacks its semi-final: that is theirs to see.
    expect(checkSchedule(late, proposal.placements)).toEqual([
      { kind: "unplaced", itemIds: ["semi"] },
      { kind: "order", itemIds: ["semi", "final"] },
    ]);
  });

  it("moves an athlete's second category past the first game and its rest", () => {
    const r = propose(
      problemOf(
        [duel("u17", ["X", "Y"], { athletes: ["ana"] }), duel("adult", ["Z", "W"], { athletes: ["ana"] })],
        { minRestMinutes: 45 },
      ),
    );
    expect([r.start("u17"), r.start("adult")].sort()).toEqual([H8, H8 + 105]);
  });

  it("picks available, non-excluded referees, spreading the load", () => {
    const problem = problemOf([
      duel("a", ["A", "B"], { referees: 1, refereesExcluded: ["r1"] }),
      duel("b", ["C", "D"], { referees: 1 }),
      duel("c", ["E", "F"], { referees: 2 }),
    ]);
    problem.referees[1]!.windows = [{ start: H8 + 60, end: H22 }];
    const r = propose(problem);
    // c (two referees) goes first, when r2 arrives; a (r1 excluded) waits for r2; b takes r1 at once.
    expect(r.byId.get("c")).toMatchObject({ start: H8 + 60, referees: ["r1", "r2"] });
    expect(r.byId.get("a")).toMatchObject({ start: H8 + 120, referees: ["r2"] });
    expect(r.byId.get("b")).toMatchObject({ start: H8, referees: ["r1"] });
  });

  it("spreads referees' load: six games one after another share three referees two each", () => {
    const problem = problemOf(
      Array.from({ length: 6 }, (_, i) =>
        duel(`g${i}`, [`T${2 * i}`, `T${2 * i + 1}`], { spaces: ["c1"], referees: 1 }),
      ),
    );
    problem.referees.push({ id: "r3", windows: problem.referees[0]!.windows });
    const loads = new Map<string, number>();
    for (const p of propose(problem).placements)
      for (const r of p.referees) loads.set(r, (loads.get(r) ?? 0) + 1);
    expect(Object.fromEntries(loads)).toEqual({ r1: 2, r2: 2, r3: 2 });
  });

  it("moves to the next day when a team reached its games for the day", () => {
    const r = propose(
      problemOf([duel("a", ["A", "B"]), duel("b", ["A", "C"]), duel("c", ["A", "D"])], {
        maxItemsPerTeamPerDay: 2,
      }),
    );
    expect(r.start("c")).toBe(1440 + H8);
  });

  it("says why it could not place an item", () => {
    const problem = problemOf([
      duel("nowhere", ["A", "B"], { spaces: ["pool"] }),
      duel("long", ["C", "D"], { durationMinutes: 15 * 60 }),
      duel("cycle1", ["E", "F"], { after: ["cycle2"] }),
      duel("cycle2", ["E", "G"], { after: ["cycle1"] }),
      duel("afterCycle", ["H", "I"], { after: ["cycle2"] }),
      duel("window", ["J", "K"], { window: { start: H8, end: H8 + 45 } }),
      duel("closed", ["J", "K"], { window: { start: 3 * 1440, end: 4 * 1440 } }),
      duel("noReferee", ["L", "M"], { referees: 2, refereesExcluded: ["r1"] }),
      duel("afterUnplaced", ["N", "O"], { after: ["long"] }),
    ]);
    const reasons = Object.fromEntries(propose(problem).unplaced.map((u) => [u.itemId, u.reason]));
    expect(reasons).toEqual({
      nowhere: "space_not_allowed",
      long: "outside_hours",
      cycle1: "order",
      cycle2: "order",
      afterCycle: "order",
      window: "window",
      closed: "outside_hours",
      noReferee: "referee_excluded",
      afterUnplaced: "order",
    });
  });

  it("leaves what does not fit in the opening hours unplaced, as the space's overlap", () => {
    const items = Array.from({ length: 30 }, (_, i) =>
      duel(`g${i}`, [`T${2 * i}`, `T${2 * i + 1}`], { spaces: ["c1"] }),
    );
    const r = propose(problemOf(items));
    expect(r.placements).toHaveLength(28);
    expect(r.unplaced).toEqual([
      { itemId: "g28", reason: "space_overlap" },
      { itemId: "g29", reason: "space_overlap" },
    ]);
  });
});
