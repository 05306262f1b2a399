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

export type RefereeSearch = {
  /** Up to `need` referees free at t, fewest items first. */
  freeAt(t: number, need: number): RefereeState[];
  /** After freeAt(t) found too few: when `need` of them could first be free together (> t), or Infinity. */
  enoughFrom(need: number): number;
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

  /** How many referees an item excluding `excluded` may have at all. */
  eligibleCount(excluded: ReadonlySet<string>): number {
    let n = this.byLoad.length;
    for (const id of excluded) if (this.byId.has(id)) n--;
    return n;
  }

  /**
   * A search for one item's referees. Per referee a bound: a time before which it surely cannot
   * take the item (excluded ones: never), exact (its earliest fit) or not. Nothing is booked while
   * one item is placed, so a bound stays true as the candidate time moves on, and only the
   * referees it caught up with are looked at again.
   */
  search(excluded: ReadonlySet<string>, q: FitQuery): RefereeSearch {
    const byLoad = this.byLoad;
    const bounds = byLoad.map((r) =>
      excluded.has(r.id) ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY,
    );
    const exact = byLoad.map((r) => excluded.has(r.id));
    return {
      freeAt(t, need) {
        const free: RefereeState[] = [];
        for (let i = 0; i < byLoad.length && free.length < need; i++) {
          if (bounds[i]! > t) continue;
          const r = byLoad[i]!;
          bounds[i] = nextFree(r, t, q);
          exact[i] = bounds[i] === t;
          if (exact[i]) free.push(r);
        }
        return free;
      },
      enoughFrom(need) {
        // The need-th smallest earliest fit: before it, fewer than `need` referees can be free at
        // once. Referees come off a heap by bound; a rough bound is made exact and goes back in,
        // so only those that could be among the first `need` are searched.
        const heap = new MinHeap(bounds);
        for (let i = 0; i < bounds.length; i++) if (Number.isFinite(bounds[i]!)) heap.push(i);
        let counted = 0;
        for (let i = heap.pop(); i !== undefined; i = heap.pop()) {
          if (!exact[i]) {
            bounds[i] = earliestFit(byLoad[i]!, bounds[i]!, q);
            exact[i] = true;
            if (Number.isFinite(bounds[i]!)) heap.push(i);
            continue;
          }
          if (++counted === need) return bounds[i]!;
        }
        return Number.POSITIVE_INFINITY;
      },
    };
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

/** A binary min-heap of indexes into `keys` (read when pushed and popped, never changed inside). */
class MinHeap {
  private readonly items: number[] = [];

  constructor(private readonly keys: readonly number[]) {}

  push(index: number) {
    const { items, keys } = this;
    let i = items.length;
    items.push(index);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[items[parent]!]! <= keys[index]!) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = index;
  }

  pop(): number | undefined {
    const { items, keys } = this;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || last === undefined) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && keys[items[right]!]! < keys[items[left]!]! ? right : left;
      if (keys[items[child]!]! >= keys[last]!) break;
      items[i] = items[child]!;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
