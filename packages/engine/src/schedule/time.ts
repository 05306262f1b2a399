/** Interval arithmetic shared by the proposer and the checker, so both judge a schedule alike. */
import type { TimeWindow } from "./types.ts";

export const DAY_MINUTES = 1440;

export const dayOf = (minute: number) => Math.floor(minute / DAY_MINUTES);

/** Smallest multiple of `slot` that is >= t. */
export const alignUp = (t: number, slot: number) => Math.ceil(t / slot) * slot;

/**
 * Sorted, merged windows: two windows that overlap or touch are one opening (an item may run
 * across 12:00 when one window ends and the next starts at 12:00). Empty windows are dropped.
 */
export const mergeWindows = (windows: readonly TimeWindow[]): TimeWindow[] => {
  const sorted = windows.filter((w) => w.end > w.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: TimeWindow[] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else out.push({ start: w.start, end: w.end });
  }
  return out;
};

/**
 * Each id's merged windows. An id listed twice (a space or referee sent in two parts) has the
 * union of its windows, the same for the proposer and the checker.
 */
export const windowsById = (list: readonly { id: string; windows: readonly TimeWindow[] }[]) => {
  const all = new Map<string, TimeWindow[]>();
  for (const { id, windows } of list) {
    const seen = all.get(id);
    if (seen) seen.push(...windows);
    else all.set(id, [...windows]);
  }
  return new Map([...all].map(([id, windows]) => [id, mergeWindows(windows)]));
};

/** Index of the last merged window starting at or before t, or -1. */
export const windowAtOrBefore = (windows: readonly TimeWindow[], t: number): number => {
  let lo = 0;
  let hi = windows.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (windows[mid]!.start <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
};

/** Whether [start, end) lies inside one of the merged windows. */
export const insideWindows = (windows: readonly TimeWindow[], start: number, end: number): boolean => {
  const i = windowAtOrBefore(windows, start);
  return i >= 0 && windows[i]!.end >= end;
};

/**
 * Two intervals conflict under a required gap when they overlap or leave less than `gap` minutes
 * between them. The single definition of "too close" for spaces, teams, athletes and referees.
 */
export const tooClose = (aStart: number, aEnd: number, bStart: number, bEnd: number, gap: number) =>
  aStart < bEnd + gap && bStart < aEnd + gap;

/** Whether two intervals share some time (not merely touching). */
export const overlaps = (aStart: number, aEnd: number, bStart: number, bEnd: number) =>
  aStart < bEnd && bStart < aEnd;
