/**
 * proposeSchedule: a greedy list scheduler. The director's fixed items go in first, as they are;
 * then every other item, in dependency order with priorities (order.ts), takes the earliest
 * aligned start at which a space, its teams, its athletes and enough referees are all free,
 * moving a candidate time forward past whatever blocks it until everything agrees. Nothing it
 * places breaks a hard constraint; what it cannot place is returned with the reason that blocked
 * it last. Indexes: per space, team, athlete and referee a sorted BusyList; per team and referee
 * a count of items per day; the referees in order of load (refereePool.ts).
 */
import { BusyList } from "./busyList.ts";
import { earliestFit } from "./fit.ts";
import { dependencyOrder } from "./order.ts";
import { RefereePool } from "./refereePool.ts";
import { alignUp, DAY_MINUTES, dayOf, windowAtOrBefore, windowsById } from "./time.ts";
import type {
  Placement,
  ScheduleItem,
  ScheduleProblem,
  ScheduleProposal,
  TimeWindow,
  ViolationKind,
} from "./types.ts";

type SpaceState = { id: string; windows: TimeWindow[]; busy: BusyList };
type Unplaced = { itemId: string; reason: ViolationKind };

const EMPTY = new BusyList();

const unique = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])];

const listOf = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};

export function proposeSchedule(problem: ScheduleProblem): ScheduleProposal {
  const { rules } = problem;
  const slot = rules.slotMinutes && rules.slotMinutes > 0 ? rules.slotMinutes : 5;
  const rest = Math.max(0, rules.minRestMinutes ?? 0);
  const changeover = Math.max(0, rules.changeoverMinutes ?? 0);
  const refereeRest = Math.max(0, rules.refereeRestMinutes ?? 0);
  const maxTeamDay = rules.maxItemsPerTeamPerDay;
  const maxRefereeDay = rules.maxItemsPerRefereePerDay;

  const spaces = new Map<string, SpaceState>(
    [...windowsById(problem.spaces)].map(([id, windows]) => [id, { id, windows, busy: new BusyList() }]),
  );
  const referees = new RefereePool(problem.referees, maxRefereeDay);
  const teamBusy = new Map<string, BusyList>();
  const teamPerDay = new Map<string, Map<number, number>>();
  const athleteBusy = new Map<string, BusyList>();
  const itemIds = new Set(problem.items.map((i) => i.id));
  const placements = new Map<string, Placement>();
  const unplaced = new Map<string, ViolationKind>();

  const teamDayFull = (team: string, day: number) =>
    maxTeamDay !== undefined && (teamPerDay.get(team)?.get(day) ?? 0) >= maxTeamDay;

  const record = (item: ScheduleItem, spaceId: string, start: number, chosen: string[]) => {
    const end = start + Math.max(0, item.durationMinutes);
    placements.set(item.id, { itemId: item.id, spaceId, start, end, referees: chosen });
    spaces.get(spaceId)?.busy.add(start, end);
    const day = dayOf(start);
    for (const team of unique(item.teams)) {
      listOf(teamBusy, team, () => new BusyList()).add(start, end);
      const perDay = listOf(teamPerDay, team, () => new Map<number, number>());
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    for (const athlete of unique(item.athletes))
      listOf(athleteBusy, athlete, () => new BusyList()).add(start, end);
    referees.book(chosen, start, end);
  };

  // 1. The director's fixed items, as they are. Those without chosen referees get the free ones.
  const fixedItems = problem.items.filter((item) => item.fixed);
  for (const item of fixedItems) {
    const fixed = item.fixed!;
    record(item, fixed.spaceId, fixed.start, unique(fixed.referees));
  }
  for (const item of fixedItems) {
    const need = item.referees ?? 0;
    if (item.fixed!.referees !== undefined || need === 0) continue;
    const p = placements.get(item.id)!;
    const q = { duration: p.end - p.start, latestEnd: p.end, gap: refereeRest, slot: 1 };
    const chosen = referees
      .search(new Set(item.refereesExcluded), q)
      .freeAt(p.start, need)
      .map((r) => r.id);
    // Only the referees are booked here: the space, teams and athletes already are.
    placements.set(item.id, { ...p, referees: chosen });
    referees.book(chosen, p.start, p.end);
  }

  const { order, cyclic, latestEnd: deadline } = dependencyOrder(problem.items);

  const placeOne = (item: ScheduleItem): ViolationKind | undefined => {
    const duration = Math.max(0, item.durationMinutes);
    const allowed = unique(item.spaces)
      .map((id) => spaces.get(id))
      .filter((s): s is SpaceState => s !== undefined);
    if (allowed.length === 0) return "space_not_allowed";
    const need = item.referees ?? 0;
    const excluded = new Set(item.refereesExcluded);
    if (referees.eligibleCount(excluded) < need)
      return (item.refereesExcluded?.length ?? 0) > 0 ? "referee_excluded" : "referee_missing";

    let earliest = Math.min(...allowed.map((s) => s.windows[0]?.start ?? Number.POSITIVE_INFINITY));
    if (!Number.isFinite(earliest)) return "outside_hours";
    if (item.window) earliest = Math.max(earliest, item.window.start);
    for (const dep of unique(item.after)) {
      if (dep === item.id || !itemIds.has(dep)) continue;
      const before = placements.get(dep);
      if (!before) return "order";
      earliest = Math.max(earliest, before.end);
    }
    const horizon = Math.max(...allowed.map((s) => s.windows[s.windows.length - 1]?.end ?? 0));
    const windowEnd = item.window?.end ?? Number.POSITIVE_INFINITY;
    const orderEnd = deadline.get(item.id) ?? Number.POSITIVE_INFINITY;
    const latestEnd = Math.min(horizon, windowEnd, orderEnd);
    const q = { duration, latestEnd, gap: changeover, slot };
    const refereeSearch = referees.search(excluded, { ...q, gap: refereeRest });
    /** Why the item cannot be placed: what moved it last, or what ends the search. */
    const givingUp = (blocked: ViolationKind | undefined): ViolationKind => {
      if (blocked) return blocked;
      if (latestEnd === orderEnd) return "order";
      if (latestEnd === windowEnd) return "window";
      // Busy spaces, or no opening long enough at all?
      const from = alignUp(earliest, slot);
      return allowed.some((s) => Number.isFinite(earliestFit({ windows: s.windows, busy: EMPTY }, from, q)))
        ? "space_overlap"
        : "outside_hours";
    };
    const teams = unique(item.teams);
    const athletes = unique(item.athletes);
    // Earliest fits found so far per space. Nothing is booked while one item is placed, so a fit
    // found from an earlier candidate stays the earliest from any later candidate up to it: only
    // the fits the candidate passed are searched again.
    const spaceFit = allowed.map(() => Number.NEGATIVE_INFINITY);
    let blocked: ViolationKind | undefined;

    let t = alignUp(earliest, slot);
    for (;;) {
      if (t + duration > latestEnd) return givingUp(blocked);
      let spaceStart = Number.POSITIVE_INFINITY;
      for (let i = 0; i < allowed.length; i++) {
        const s = allowed[i]!;
        if (spaceFit[i]! < t) spaceFit[i] = earliestFit(s, t, q);
        spaceStart = Math.min(spaceStart, spaceFit[i]!);
      }
      if (spaceStart > t) {
        t = spaceStart;
        continue;
      }
      let until = Number.NEGATIVE_INFINITY;
      for (const team of teams) {
        until = Math.max(until, teamBusy.get(team)?.blockedUntil(t, t + duration, rest) ?? until);
      }
      if (until > t) {
        t = alignUp(until, slot);
        blocked = "team_rest";
        continue;
      }
      for (const athlete of athletes) {
        until = Math.max(until, athleteBusy.get(athlete)?.blockedUntil(t, t + duration, rest) ?? until);
      }
      if (until > t) {
        t = alignUp(until, slot);
        blocked = "athlete_rest";
        continue;
      }
      if (teams.some((team) => teamDayFull(team, dayOf(t)))) {
        t = alignUp((dayOf(t) + 1) * DAY_MINUTES, slot);
        blocked = "too_many_per_day";
        continue;
      }
      let chosen: string[] = [];
      if (need > 0) {
        const free = refereeSearch.freeAt(t, need);
        if (free.length < need) {
          // Not enough now: on to when `need` of them could first be free together (later than t).
          const enough = refereeSearch.enoughFrom(need);
          if (!Number.isFinite(enough) || enough <= t) return "referee_unavailable";
          t = enough;
          blocked = "referee_unavailable";
          continue;
        }
        chosen = free.map((r) => r.id);
      }
      // Of the spaces free at t, the one left idle the shortest before t: courts fill tightly.
      let best: SpaceState | undefined;
      let bestIdle = Number.POSITIVE_INFINITY;
      for (let i = 0; i < allowed.length; i++) {
        if (spaceFit[i] !== t) continue;
        const s = allowed[i]!;
        const opened = s.windows[Math.max(0, windowAtOrBefore(s.windows, t))]!.start;
        const idle = t - Math.max(opened, s.busy.lastEndAtOrBefore(t));
        if (idle < bestIdle) {
          best = s;
          bestIdle = idle;
        }
      }
      record(item, best!.id, t, chosen);
      return undefined;
    }
  };

  for (const item of cyclic) if (!item.fixed) unplaced.set(item.id, "order");
  for (const item of order) {
    if (item.fixed) continue;
    const reason = placeOne(item);
    if (reason) unplaced.set(item.id, reason);
  }

  return {
    placements: [...placements.values()].sort(
      (a, b) =>
        a.start - b.start ||
        (a.spaceId < b.spaceId ? -1 : a.spaceId > b.spaceId ? 1 : 0) ||
        (a.itemId < b.itemId ? -1 : 1),
    ),
    unplaced: problem.items
      .filter((item) => unplaced.has(item.id))
      .map((item): Unplaced => ({ itemId: item.id, reason: unplaced.get(item.id)! })),
  };
}
