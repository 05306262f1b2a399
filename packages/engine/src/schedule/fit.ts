/** When one resource (a space or a referee) can take an item. */
import type { BusyList } from "./busyList.ts";
import { alignUp, DAY_MINUTES, dayOf, windowAtOrBefore } from "./time.ts";
import type { TimeWindow } from "./types.ts";

export type FitQuery = {
  duration: number;
  /** The item must end by this. */
  latestEnd: number;
  /** Required gap to this resource's other items (changeover, referee rest). */
  gap: number;
  slot: number;
};

/** A resource as the search sees it: merged windows, busy time, and an optional daily limit. */
export type Resource = { windows: readonly TimeWindow[]; busy: BusyList; dayFull?: (day: number) => boolean };

/**
 * `t` itself when the resource can take the item at t; otherwise a later time before which it
 * surely cannot (one step: past what blocks t, to the next window, to the next day), or Infinity.
 * One step only, so a caller juggling many resources pays for the candidates it really tries.
 */
export const nextFree = (r: Resource, t: number, q: FitQuery): number => {
  const w = windowAtOrBefore(r.windows, t);
  if (w < 0 || r.windows[w]!.end < t + q.duration) {
    // Windows are merged, so no start before the next window fits.
    const next = r.windows[w + 1];
    return next ? alignUp(next.start, q.slot) : Number.POSITIVE_INFINITY;
  }
  const until = r.busy.blockedUntil(t, t + q.duration, q.gap);
  if (until > t) return alignUp(until, q.slot);
  if (r.dayFull?.(dayOf(t))) return alignUp((dayOf(t) + 1) * DAY_MINUTES, q.slot);
  return t;
};

/** The earliest aligned start >= from (aligned) at which the resource takes the item, ending by latestEnd; or Infinity. */
export const earliestFit = (r: Resource, from: number, q: FitQuery): number => {
  let t = from;
  for (;;) {
    if (t + q.duration > q.latestEnd) return Number.POSITIVE_INFINITY;
    const next = nextFree(r, t, q);
    if (next === t) return t;
    t = next;
  }
};
