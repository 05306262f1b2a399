import { describe, expect, it } from "vitest";
import { BusyList } from "../src/schedule/busyList.ts";
import { earliestFit, nextFree } from "../src/schedule/fit.ts";
import { RefereePool } from "../src/schedule/refereePool.ts";
import { alignUp, insideWindows, mergeWindows, tooClose, windowsById } from "../src/schedule/time.ts";

describe("schedule intervals", () => {
  it("merges overlapping and touching windows, drops empty ones", () => {
    expect(
      mergeWindows([
        { start: 600, end: 700 },
        { start: 100, end: 200 },
        { start: 200, end: 300 },
        { start: 650, end: 680 },
        { start: 900, end: 900 },
      ]),
    ).toEqual([
      { start: 100, end: 300 },
      { start: 600, end: 700 },
    ]);
  });

  it("unites the windows of an id listed twice", () => {
    const byId = windowsById([
      { id: "c1", windows: [{ start: 0, end: 60 }] },
      { id: "c1", windows: [{ start: 60, end: 120 }] },
    ]);
    expect(byId.get("c1")).toEqual([{ start: 0, end: 120 }]);
    expect(insideWindows(byId.get("c1")!, 30, 90)).toBe(true);
    expect(insideWindows(byId.get("c1")!, 90, 130)).toBe(false);
  });

  it("judges too close with a gap, touching items as apart", () => {
    expect(tooClose(0, 60, 60, 120, 0)).toBe(false);
    expect(tooClose(0, 60, 70, 120, 15)).toBe(true);
    expect(tooClose(0, 60, 75, 120, 15)).toBe(false);
    expect(alignUp(61, 15)).toBe(75);
  });
});

describe("BusyList", () => {
  it("finds a long interval that started well before, among overlapping ones", () => {
    const busy = new BusyList();
    busy.add(0, 500); // a long fixed item
    busy.add(100, 160);
    busy.add(130, 140);
    expect(busy.blockedUntil(400, 460, 0)).toBe(500);
    expect(busy.blockedUntil(500, 560, 0)).toBe(Number.NEGATIVE_INFINITY);
    expect(busy.blockedUntil(510, 560, 15)).toBe(515);
  });

  it("tells how tightly an item would follow the last one", () => {
    const busy = new BusyList();
    busy.add(480, 540);
    busy.add(600, 660);
    expect(busy.lastEndAtOrBefore(590)).toBe(540);
    expect(busy.lastEndAtOrBefore(630)).toBe(Number.NEGATIVE_INFINITY);
    expect(busy.lastEndAtOrBefore(400)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe("fits", () => {
  const space = {
    windows: [
      { start: 480, end: 720 },
      { start: 780, end: 1320 },
    ],
    busy: new BusyList(),
  };
  space.busy.add(480, 540);
  const q = { duration: 60, latestEnd: 1320, gap: 10, slot: 5 };

  it("nextFree: t when free, else a later time before which nothing fits", () => {
    expect(nextFree(space, 480, q)).toBe(550);
    expect(nextFree(space, 550, q)).toBe(550);
    expect(nextFree(space, 700, q)).toBe(780);
    expect(nextFree(space, 1300, q)).toBe(Number.POSITIVE_INFINITY);
  });

  it("earliestFit: the earliest start, or Infinity past the latest end", () => {
    expect(earliestFit(space, 480, q)).toBe(550);
    expect(earliestFit(space, 680, q)).toBe(780);
    expect(earliestFit(space, 480, { ...q, latestEnd: 600 })).toBe(Number.POSITIVE_INFINITY);
    const dayFull = (day: number) => day === 0;
    expect(
      earliestFit({ ...space, dayFull, windows: [{ start: 480, end: 1440 + 600 }] }, 480, {
        ...q,
        latestEnd: 3000,
      }),
    ).toBe(1440);
  });
});

describe("RefereePool", () => {
  const day = [{ start: 480, end: 1320 }];
  const q = { duration: 60, latestEnd: 1320, gap: 0, slot: 5 };

  it("finds the free referees fewest-loaded first, and when enough come", () => {
    const pool = new RefereePool(
      [
        { id: "a", windows: day },
        { id: "b", windows: [{ start: 600, end: 1320 }] },
        { id: "c", windows: [{ start: 720, end: 1320 }] },
        { id: "d", windows: day },
      ],
      undefined,
    );
    pool.book(["a"], 480, 540);
    const search = pool.search(new Set(["d"]), q);
    expect(search.freeAt(480, 2).map((r) => r.id)).toEqual([]);
    // a is free again at 540, b comes at 600, c at 720.
    expect(search.enoughFrom(2)).toBe(600);
    expect(search.freeAt(600, 2).map((r) => r.id)).toEqual(["b", "a"]);
    expect(search.enoughFrom(3)).toBe(720);
    expect(pool.eligibleCount(new Set(["d", "x"]))).toBe(3);
  });

  it("keeps a referee at the day's limit out until the next day", () => {
    const pool = new RefereePool([{ id: "a", windows: [{ start: 480, end: 1440 + 1320 }] }], 1);
    pool.book(["a"], 480, 540);
    const search = pool.search(new Set(), { ...q, latestEnd: 3000 });
    expect(search.freeAt(600, 1)).toEqual([]);
    expect(search.enoughFrom(1)).toBe(1440);
  });
});
