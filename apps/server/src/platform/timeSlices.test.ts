import { RESOURCES } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { rowChecker } from "../modules/imports/checkRows.ts";
import type { Executor } from "./db/database.ts";
import { mapInSlices, timeSlicer } from "./timeSlices.ts";

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
