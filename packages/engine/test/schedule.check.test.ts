import { describe, expect, it } from "vitest";
import { checkSchedule } from "../src/schedule/check.ts";
import type { ViolationKind } from "../src/schedule/types.ts";
import { at, duel, H8, H22, problemOf } from "./scheduleFixtures.ts";

const kinds = (v: { kind: ViolationKind }[]) => v.map((x) => x.kind);

describe("checkSchedule", () => {
  it("accepts a schedule that keeps every constraint", () => {
    const problem = problemOf(
      [duel("a", ["A", "B"]), duel("b", ["C", "D"]), duel("c", ["A", "C"], { after: ["a", "b"] })],
      {
        minRestMinutes: 30,
      },
    );
    expect(checkSchedule(problem, [at("a", "c1", H8), at("b", "c2", H8), at("c", "c1", H8 + 90)])).toEqual(
      [],
    );
  });

  it("lists items without a placement as unplaced", () => {
    const problem = problemOf([duel("a", ["A", "B"]), duel("b", ["C", "D"])]);
    expect(checkSchedule(problem, [at("a", "c1", H8)])).toEqual([{ kind: "unplaced", itemIds: ["b"] }]);
  });

  it("outside_hours: before opening, across closing, on an unknown space; not inside the hours", () => {
    const problem = problemOf([
      duel("a", ["A", "B"]),
      duel("b", ["C", "D"]),
      duel("c", ["E", "F"], { spaces: ["x"] }),
    ]);
    const v = checkSchedule(problem, [at("a", "c1", H8 - 30), at("b", "c2", H22 - 30), at("c", "x", H8)]);
    expect(v.filter((x) => x.kind === "outside_hours").map((x) => x.itemIds[0])).toEqual(["a", "b", "c"]);
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c2", H22 - 60)]).filter(
        (x) => x.kind === "outside_hours",
      ),
    ).toEqual([]);
  });

  it("windows that touch are one opening", () => {
    const problem = problemOf([duel("a", ["A", "B"])]);
    problem.spaces[0]!.windows = [
      { start: H8, end: 720 },
      { start: 720, end: H22 },
    ];
    expect(checkSchedule(problem, [at("a", "c1", 690)])).toEqual([]);
    problem.spaces[0]!.windows = [
      { start: H8, end: 720 },
      { start: 730, end: H22 },
    ];
    expect(kinds(checkSchedule(problem, [at("a", "c1", 690)]))).toEqual(["outside_hours"]);
  });

  it("space_not_allowed", () => {
    const problem = problemOf([duel("a", ["A", "B"], { spaces: ["c1"] })]);
    expect(checkSchedule(problem, [at("a", "c2", H8)])).toEqual([
      { kind: "space_not_allowed", itemIds: ["a"], spaceId: "c2" },
    ]);
    expect(checkSchedule(problem, [at("a", "c1", H8)])).toEqual([]);
  });

  it("space_overlap: overlapping items and a short changeover, each pair once", () => {
    const problem = problemOf([duel("a", ["A", "B"]), duel("b", ["C", "D"]), duel("c", ["E", "F"])], {
      changeoverMinutes: 10,
    });
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c1", H8 + 30), at("c", "c1", H8 + 95)]),
    ).toEqual([
      { kind: "space_overlap", itemIds: ["a", "b"], spaceId: "c1", minutes: 30 },
      { kind: "space_overlap", itemIds: ["b", "c"], spaceId: "c1", minutes: 5 },
    ]);
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c1", H8 + 70), at("c", "c1", H8 + 140)]),
    ).toEqual([]);
  });

  it("team_overlap and team_rest", () => {
    const problem = problemOf([duel("a", ["A", "B"]), duel("b", ["A", "C"]), duel("c", ["A", "D"])], {
      minRestMinutes: 60,
    });
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c2", H8 + 30), at("c", "c1", H8 + 120)]),
    ).toEqual([
      { kind: "team_overlap", itemIds: ["a", "b"], teamId: "A", minutes: 30 },
      { kind: "team_rest", itemIds: ["b", "c"], teamId: "A", minutes: 30 },
    ]);
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c2", H8 + 120), at("c", "c1", H8 + 240)]),
    ).toEqual([]);
  });

  it("athlete_overlap and athlete_rest: one athlete in two categories", () => {
    const problem = problemOf(
      [
        duel("u17", ["X", "Y"], { athletes: ["ana"] }),
        duel("adult", ["Z", "W"], { athletes: ["ana", "bia"] }),
        duel("u19", ["P", "Q"], { athletes: ["bia"] }),
      ],
      { minRestMinutes: 30 },
    );
    expect(
      checkSchedule(problem, [at("u17", "c1", H8), at("adult", "c2", H8 + 30), at("u19", "c1", H8 + 100)]),
    ).toEqual([
      { kind: "athlete_overlap", itemIds: ["u17", "adult"], athleteId: "ana", minutes: 30 },
      { kind: "athlete_rest", itemIds: ["adult", "u19"], athleteId: "bia", minutes: 10 },
    ]);
    expect(
      checkSchedule(problem, [at("u17", "c1", H8), at("adult", "c2", H8 + 90), at("u19", "c1", H8 + 180)]),
    ).toEqual([]);
  });

  it("order: a successor before its predecessor ends, or placed while it is not", () => {
    const problem = problemOf([
      duel("r1", ["A", "B"]),
      duel("r2", ["C", "D"], { after: ["r1"] }),
      duel("r3", ["E", "F"], { after: ["x", "r2"] }),
    ]);
    problem.items.push(duel("x", ["G", "H"]));
    expect(
      checkSchedule(problem, [at("r1", "c1", H8), at("r2", "c2", H8 + 20), at("r3", "c1", H8 + 120)]),
    ).toEqual([
      { kind: "unplaced", itemIds: ["x"] },
      { kind: "order", itemIds: ["r1", "r2"], minutes: 40 },
      { kind: "order", itemIds: ["x", "r3"] },
    ]);
    expect(
      checkSchedule(problem, [
        at("r1", "c1", H8),
        at("r2", "c2", H8 + 60),
        at("x", "c2", H8),
        at("r3", "c1", H8 + 120),
      ]),
    ).toEqual([]);
  });

  it("window", () => {
    const problem = problemOf([duel("a", ["A", "B"], { window: { start: 1440, end: 2880 } })]);
    expect(checkSchedule(problem, [at("a", "c1", H8)])).toEqual([{ kind: "window", itemIds: ["a"] }]);
    expect(checkSchedule(problem, [at("a", "c1", 1440 + H8)])).toEqual([]);
  });

  it("too_many_per_day counts a team's items by the day they start", () => {
    const problem = problemOf([duel("a", ["A", "B"]), duel("b", ["A", "C"]), duel("c", ["A", "D"])], {
      maxItemsPerTeamPerDay: 2,
    });
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c1", H8 + 60), at("c", "c1", H8 + 120)]),
    ).toEqual([{ kind: "too_many_per_day", itemIds: ["a", "b", "c"], teamId: "A", day: 0, count: 3 }]);
    expect(
      checkSchedule(problem, [at("a", "c1", H8), at("b", "c1", H8 + 60), at("c", "c1", 1440 + H8)]),
    ).toEqual([]);
  });

  it("referee_missing and referee_excluded", () => {
    const problem = problemOf([duel("a", ["A", "B"], { referees: 2, refereesExcluded: ["r2"] })]);
    expect(checkSchedule(problem, [at("a", "c1", H8, ["r2"])])).toEqual([
      { kind: "referee_missing", itemIds: ["a"], count: 1 },
      { kind: "referee_excluded", itemIds: ["a"], refereeId: "r2" },
    ]);
    const fine = problemOf([duel("a", ["A", "B"], { referees: 2 })]);
    expect(checkSchedule(fine, [at("a", "c1", H8, ["r1", "r2"])])).toEqual([]);
  });

  it("referee_unavailable: outside the referee's windows, or an unknown referee", () => {
    const problem = problemOf([
      duel("a", ["A", "B"], { referees: 1 }),
      duel("b", ["C", "D"], { referees: 1 }),
    ]);
    problem.referees[0]!.windows = [{ start: 600, end: 700 }];
    expect(checkSchedule(problem, [at("a", "c1", H8, ["r1"]), at("b", "c2", H8, ["zz"])])).toEqual([
      { kind: "referee_unavailable", itemIds: ["a"], refereeId: "r1" },
      { kind: "referee_unavailable", itemIds: ["b"], refereeId: "zz" },
    ]);
    expect(checkSchedule(problem, [at("a", "c1", 610, ["r1"]), at("b", "c2", H8, ["r2"])])).toEqual([]);
  });

  it("referee_overlap: two items at once, or closer than the referee rest", () => {
    const items = [
      duel("a", ["A", "B"], { referees: 1 }),
      duel("b", ["C", "D"], { referees: 1 }),
      duel("c", ["E", "F"], { referees: 1 }),
    ];
    const problem = problemOf(items, { refereeRestMinutes: 15 });
    expect(
      checkSchedule(problem, [
        at("a", "c1", H8, ["r1"]),
        at("b", "c2", H8 + 30, ["r1"]),
        at("c", "c1", H8 + 100, ["r1"]),
      ]),
    ).toEqual([
      { kind: "referee_overlap", itemIds: ["a", "b"], refereeId: "r1", minutes: 30 },
      { kind: "referee_overlap", itemIds: ["b", "c"], refereeId: "r1", minutes: 10 },
    ]);
    expect(
      checkSchedule(problem, [
        at("a", "c1", H8, ["r1"]),
        at("b", "c2", H8 + 75, ["r1"]),
        at("c", "c1", H8 + 150, ["r1"]),
      ]),
    ).toEqual([]);
  });

  it("referee_too_many_per_day", () => {
    const items = [duel("a", ["A", "B"], { referees: 1 }), duel("b", ["C", "D"], { referees: 1 })];
    const problem = problemOf(items, { maxItemsPerRefereePerDay: 1 });
    expect(checkSchedule(problem, [at("a", "c1", H8, ["r1"]), at("b", "c1", H8 + 60, ["r1"])])).toEqual([
      { kind: "referee_too_many_per_day", itemIds: ["a", "b"], refereeId: "r1", day: 0, count: 2 },
    ]);
    expect(checkSchedule(problem, [at("a", "c1", H8, ["r1"]), at("b", "c1", H8 + 60, ["r2"])])).toEqual([]);
  });

  it("judges the end by the item's duration and gives the same answer for any placement order", () => {
    const problem = problemOf([duel("a", ["A", "B"]), duel("b", ["A", "C"]), duel("c", ["A", "D"])], {
      minRestMinutes: 60,
    });
    const placements = [
      at("a", "c1", H8),
      { ...at("b", "c1", H8 + 30), end: H8 + 30 },
      at("c", "c2", H8 + 20),
    ];
    const forward = checkSchedule(problem, placements);
    expect(checkSchedule(problem, [...placements].reverse())).toEqual(forward);
    expect(forward.filter((v) => v.kind === "team_overlap")).toHaveLength(3);
  });
});
