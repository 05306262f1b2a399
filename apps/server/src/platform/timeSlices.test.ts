import { RESOURCES } from "@quadra/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rowChecker } from "../modules/imports/checkRows.ts";
import type { Executor } from "./db/database.ts";
import { foregroundWork, inBackground, MAX_HOLD_MS, mapInSlices, timeSlicer } from "./timeSlices.ts";

/** Counts the event loop's turns (setImmediate callbacks) until stopped, with the longest gap between two. */
const watchTurns = () => {
  let turns = 0;
  let stopped = false;
  let last = performance.now();
  let longest = 0;
  const turn = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    turns++;
    if (!stopped) setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop: () => {
      stopped = true;
      longest = Math.max(longest, performance.now() - last);
      return { turns, longest };
    },
  };
};

describe("time slices of a background job", () => {
  it("maps every item in order and lets the loop run each time a slice is over", async () => {
    let clock = 0;
    const slicer = timeSlicer(3, () => clock);
    const watch = watchTurns();
    const mapped = await mapInSlices(
      Array.from({ length: 10 }, (_, index) => index),
      (item, index) => {
        clock += 1;
        return item * 10 + index;
      },
      slicer,
    );
    const { turns } = watch.stop();
    expect(mapped).toEqual([0, 11, 22, 33, 44, 55, 66, 77, 88, 99]);
    // A slice of 3 ticks over 10 items of 1 tick: the loop ran after the 3rd, 6th and 9th.
    expect(turns).toBe(3);
  });

  it("an import's check of a large batch lets the loop run every slice, in both of its passes over the rows", async () => {
    // A clock that moves one tick each time it is read: a slice starts at one reading and the check
    // reads it again after each row of each pass, so a slice of 10 ticks is 10 rows, and the count of
    // turns is exact whatever the machine's load (a wall clock made it a race on a loaded CI machine).
    let clock = 0;
    const check = rowChecker({
      def: RESOURCES.associationstypes!,
      tenantId: "00000000-0000-4000-8000-000000000000",
      mapping: { Nome: "name", Sigla: "abbreviation" },
      uniques: false,
      slicer: () => timeSlicer(10, () => clock++),
    });
    const rows = Array.from({ length: 900 }, (_, index) => ({
      id: String(index),
      rowNumber: index + 2,
      data: { Nome: `Federação ${index}`, Sigla: `F${index}` },
    }));
    const watch = watchTurns();
    // No refs and no uniques: the check reads nothing, so only its own slicing lets the loop run.
    const checked = await check({} as Executor, rows);
    const { turns } = watch.stop();
    expect(checked).toHaveLength(rows.length);
    expect(checked.filter((row) => Object.keys(row.errors).length)).toEqual([]);
    // 900 rows read, then the same 900 parsed: 1,800 rows, a turn every 10 of them.
    expect(turns).toBe(180);
  });
});

/** A clock that moves one tick each time it is read: a slice of 1 tick is one item. */
const tickingSlicer = () => {
  let clock = 0;
  return timeSlicer(1, () => clock++);
};

const turnsUntil = async (done: () => boolean, most: number) => {
  for (let turn = 0; turn < most && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe("background jobs and requests", () => {
  // The bound's timer never fires in the tests of waiting (a loaded machine could take 20 ms to turn
  // the loop twenty times): setTimeout is faked there, setImmediate is not.
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a job's slices wait while a request is being answered, and go on when it ends", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const request = foregroundWork();
    let mapped = 0;
    const job = inBackground(() =>
      mapInSlices(
        [1, 2, 3],
        (item) => {
          mapped++;
          return item * 2;
        },
        tickingSlicer(),
      ),
    );
    await turnsUntil(() => false, 20);
    // Only the first item ran, before the job's first slice was over.
    expect(mapped).toBe(1);
    request();
    expect(await job).toEqual([2, 4, 6]);
  });

  it("a request's own work in slices does not wait for requests (its own included)", async () => {
    const request = foregroundWork();
    let mapped = 0;
    const work = mapInSlices([1, 2, 3, 4], () => mapped++, tickingSlicer());
    await turnsUntil(() => mapped === 4, 20);
    expect(mapped).toBe(4);
    await work;
    request();
  });

  it("a job under requests that never end still gets a slice every MAX_HOLD_MS", async () => {
    const request = foregroundWork();
    const started = performance.now();
    const mapped = await inBackground(() => mapInSlices([1, 2, 3], (item) => item, tickingSlicer()));
    expect(mapped).toEqual([1, 2, 3]);
    // Two slices after the first, each held for the bound (timers never fire early).
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * MAX_HOLD_MS - 1);
    request();
  });

  it("jobs working at once take one slice per turn of the loop between them", async () => {
    const watch = watchTurns();
    const each = () => inBackground(() => mapInSlices([1, 2, 3, 4, 5, 6], (item) => item, tickingSlicer()));
    await Promise.all([each(), each()]);
    const { turns } = watch.stop();
    // Alone, a job of six one-item slices takes five turns; two at once take turns: ten.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it("a request ended twice (its response finished, then its connection closed) counts once", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const first = foregroundWork();
    const second = foregroundWork();
    first();
    first();
    let mapped = 0;
    const job = inBackground(() => mapInSlices([1, 2], () => mapped++, tickingSlicer()));
    await turnsUntil(() => false, 10);
    // The second request is still being answered.
    expect(mapped).toBe(1);
    second();
    await job;
    expect(mapped).toBe(2);
  });
});
