/**
 * The proposer's referees: each one's availability, busy time and items per day, kept in order of
 * load (fewest items so far, then id), so the first free referees met are also the ones that
 * spread the load, and a search usually stops after a few.
 */
import { BusyList } from "./busyList.ts";
import { earliestFit, type FitQuery, nextFree, type Resource } from "./fit.ts";
import { dayOf, windowsById } from "./time.ts";
import type { ScheduleReferee, TimeWindow } from "./types.ts";

export type RefereeState = Resource & {
  id: string;
  windows: TimeWindow[];
  perDay: Map<number, number>;
  load: number;
  /** Position in the load order. */
  rank: number;
};

const before = (a: RefereeState, b: RefereeState) => a.load < b.load || (a.load === b.load && a.id < b.id);

export class RefereePool {
  private readonly byId = new Map<string, RefereeState>();
  /** Every referee, fewest items first, then by id. */
  private readonly byLoad: RefereeState[];

  constructor(referees: readonly ScheduleReferee[], maxPerDay: number | undefined) {
    for (const [id, windows] of windowsById(referees)) {
      const state: RefereeState = { id, windows, busy: new BusyList(), perDay: new Map(), load: 0, rank: 0 };
      if (maxPerDay !== undefined) state.dayFull = (day) => (state.perDay.get(day) ?? 0) >= maxPerDay;
      this.byId.set(id, state);
    }
    this.byLoad = [...this.byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.byLoad.forEach((r, i) => {
      r.rank = i;
    });
  }

  /** The referees an item may have (all but those it excludes), fewest items first. */
  eligible(excluded: ReadonlySet<string>): RefereeState[] {
    return this.byLoad.filter((r) => !excluded.has(r.id));
  }

  /** Up to `need` referees free at t, fewest items first. */
  firstFree(excluded: ReadonlySet<string>, t: number, q: FitQuery, need: number): RefereeState[] {
    const free: RefereeState[] = [];
    for (const r of this.byLoad) {
      if (free.length === need) break;
      if (!excluded.has(r.id) && nextFree(r, t, q) === t) free.push(r);
    }
    return free;
  }

  /**
   * When the need-th eligible referee can come (>= t), reusing and refreshing `fits` (earliest
   * fits found from earlier candidates stay true while nothing is booked), or Infinity.
   */
  whenEnough(
    eligible: readonly RefereeState[],
    fits: number[],
    t: number,
    q: FitQuery,
    need: number,
  ): number {
    for (let i = 0; i < eligible.length; i++) {
      if (fits[i]! < t) fits[i] = earliestFit(eligible[i]!, t, q);
    }
    return [...fits].sort((a, b) => a - b)[need - 1] ?? Number.POSITIVE_INFINITY;
  }

  /** Books the referees (unknown ids are skipped) and moves each up the load order. */
  book(ids: readonly string[], start: number, end: number) {
    const day = dayOf(start);
    for (const id of ids) {
      const r = this.byId.get(id);
      if (!r) continue;
      r.busy.add(start, end);
      r.perDay.set(day, (r.perDay.get(day) ?? 0) + 1);
      r.load++;
      let i = r.rank;
      while (i + 1 < this.byLoad.length && before(this.byLoad[i + 1]!, r)) {
        const next = this.byLoad[i + 1]!;
        this.byLoad[i] = next;
        next.rank = i;
        i++;
      }
      this.byLoad[i] = r;
      r.rank = i;
    }
  }
}
