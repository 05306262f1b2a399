/** The earliest start at which one resource (a space or a referee) can take an item. */
import type { BusyList } from "./busyList.ts";
import { alignUp, DAY_MINUTES, dayOf, windowAtOrBefore } from "./time.ts";
import type { TimeWindow } from "./types.ts";

export type FitQuery = {
  /** Try no earlier than this (already aligned). */
  from: number;
  duration: number;
  /** The item must end by this. */
  latestEnd: number;
  /** Required gap to this resource's other items (changeover, referee rest). */
  gap: number;
  slot: number;
};

/**
 * Earliest aligned start >= from inside one of `windows` (merged), clear of `busy` under the gap,
 * on a day `dayFull` does not reject, ending by latestEnd; Infinity when there is none. Every step
 * moves the candidate forward (past a busy interval, to the next window, to the next day).
 */
export const earliestFit = (
  windows: readonly TimeWindow[],
  busy: BusyList,
  q: FitQuery,
  dayFull?: (day: number) => boolean,
): number => {
  let t = q.from;
  let w = Math.max(0, windowAtOrBefore(windows, t));
  while (w < windows.length) {
    const window = windows[w]!;
    if (t < window.start) t = alignUp(window.start, q.slot);
    if (t + q.duration > q.latestEnd) return Number.POSITIVE_INFINITY;
    if (t + q.duration > window.end) {
      w++;
      continue;
    }
    const until = busy.blockedUntil(t, t + q.duration, q.gap);
    if (until > t) {
      t = alignUp(until, q.slot);
      continue;
    }
    if (dayFull?.(dayOf(t))) {
      t = alignUp((dayOf(t) + 1) * DAY_MINUTES, q.slot);
      continue;
    }
    return t;
  }
  return Number.POSITIVE_INFINITY;
};
