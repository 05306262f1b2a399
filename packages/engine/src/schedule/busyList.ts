/**
 * The proposer's index of one resource's busy time (a space, team, athlete or referee): intervals
 * kept sorted by start in parallel arrays, found by binary search. Intervals may overlap (the
 * director's fixed items can), so a search also bounds how far back a long interval may reach.
 */
import { tooClose } from "./time.ts";

export class BusyList {
  private starts: number[] = [];
  private ends: number[] = [];
  private longest = 0;

  get size() {
    return this.starts.length;
  }

  add(start: number, end: number) {
    const i = this.firstStartAtOrAfter(start + 1);
    this.starts.splice(i, 0, start);
    this.ends.splice(i, 0, end);
    this.longest = Math.max(this.longest, end - start);
  }

  /**
   * The latest end plus `gap` among intervals too close to [start, end) under `gap`, or -Infinity
   * when none is: the earliest time worth trying next for this resource.
   */
  blockedUntil(start: number, end: number, gap: number): number {
    let until = Number.NEGATIVE_INFINITY;
    // An interval too close must start after start - gap - longest (its end reaches start - gap).
    for (let i = this.firstStartAtOrAfter(start - gap - this.longest); i < this.starts.length; i++) {
      const s = this.starts[i]!;
      if (s >= end + gap) break;
      const e = this.ends[i]!;
      if (tooClose(start, end, s, e, gap)) until = Math.max(until, e + gap);
    }
    return until;
  }

  /**
   * The end of the last interval starting at or before t, when it has ended by t (how tightly an
   * item starting at t would follow it); -Infinity when there is none.
   */
  lastEndAtOrBefore(t: number): number {
    const i = this.firstStartAtOrAfter(t + 1) - 1;
    if (i < 0) return Number.NEGATIVE_INFINITY;
    const e = this.ends[i]!;
    return e <= t ? e : Number.NEGATIVE_INFINITY;
  }

  private firstStartAtOrAfter(t: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
