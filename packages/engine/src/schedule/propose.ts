/**
 * proposeSchedule: a greedy list scheduler. The director's fixed items go in first, as they are;
 * then every other item, in dependency order with priorities (order.ts), takes the earliest
 * aligned start at which a space, its teams, its athletes and enough referees are all free,
 * moving a candidate time forward past whatever blocks it until everything agrees. Nothing it
 * places breaks a hard constraint; what it cannot place is returned with the reason that blocked
 * it last. Indexes: per space, team, athlete and referee a sorted BusyList; per team and referee
 * a count of items per day.
 */
import { BusyList } from "./busyList.ts";
import { earliestFit } from "./fit.ts";
import { dependencyOrder } from "./order.ts";
import { alignUp, DAY_MINUTES, dayOf, insideWindows, mergeWindows, windowAtOrBefore } from "./time.ts";
import type {
  Placement,
  ScheduleItem,
  ScheduleProblem,
  ScheduleProposal,
  TimeWindow,
  ViolationKind,
} from "./types.ts";

type SpaceState = { id: string; windows: TimeWindow[]; busy: BusyList };
type RefereeState = {
  id: string;
  windows: TimeWindow[];
  busy: BusyList;
  perDay: Map<number, number>;
  load: number;
  /** Whether the referee reached the day's limit; absent without a limit. */
  dayFull?: (day: number) => boolean;
};
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
    problem.spaces.map((s) => [s.id, { id: s.id, windows: mergeWindows(s.windows), busy: new BusyList() }]),
  );
  const referees = new Map<string, RefereeState>();
  for (const r of problem.referees) {
    const state: RefereeState = {
      id: r.id,
      windows: mergeWindows(r.windows),
      busy: new BusyList(),
      perDay: new Map(),
      load: 0,
    };
    if (maxRefereeDay !== undefined) state.dayFull = (day) => (state.perDay.get(day) ?? 0) >= maxRefereeDay;
    referees.set(r.id, state);
  }
  const teamBusy = new Map<string, BusyList>();
  const teamPerDay = new Map<string, Map<number, number>>();
  const athleteBusy = new Map<string, BusyList>();
  const itemIds = new Set(problem.items.map((i) => i.id));
  const placements = new Map<string, Placement>();
  const unplaced = new Map<string, ViolationKind>();

  const teamDayFull = (team: string, day: number) =>
    maxTeamDay !== undefined && (teamPerDay.get(team)?.get(day) ?? 0) >= maxTeamDay;

  const bookReferees = (ids: readonly string[], start: number, end: number) => {
    const day = dayOf(start);
    for (const id of ids) {
      const r = referees.get(id);
      if (!r) continue;
      r.busy.add(start, end);
      r.perDay.set(day, (r.perDay.get(day) ?? 0) + 1);
      r.load++;
    }
  };

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
    bookReferees(chosen, start, end);
  };

  /** The referees an item may have: all but those it excludes. */
  const eligibleFor = (item: ScheduleItem) => {
    const excluded = new Set(item.refereesExcluded ?? []);
    return [...referees.values()].filter((r) => !excluded.has(r.id));
  };

  /** Of `candidates`, those free for exactly [start, start + duration): fewest items so far first. */
  const freeReferees = (candidates: readonly RefereeState[], start: number, duration: number) => {
    const day = dayOf(start);
    return candidates
      .filter(
        (r) =>
          insideWindows(r.windows, start, start + duration) &&
          !(r.busy.blockedUntil(start, start + duration, refereeRest) > start) &&
          !r.dayFull?.(day),
      )
      .sort((a, b) => a.load - b.load || (a.id < b.id ? -1 : 1));
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
    const placement = placements.get(item.id)!;
    const chosen = freeReferees(eligibleFor(item), placement.start, placement.end - placement.start)
      .slice(0, need)
      .map((r) => r.id);
    // Only the referees are booked here: the space, teams and athletes already are.
    placements.set(item.id, { ...placement, referees: chosen });
    bookReferees(chosen, placement.start, placement.end);
  }

  const { order, cyclic, latestEnd: deadline } = dependencyOrder(problem.items);

  const placeOne = (item: ScheduleItem): ViolationKind | undefined => {
    const duration = Math.max(0, item.durationMinutes);
    const allowed = unique(item.spaces)
      .map((id) => spaces.get(id))
      .filter((s): s is SpaceState => s !== undefined);
    if (allowed.length === 0) return "space_not_allowed";
    const need = item.referees ?? 0;
    const eligible = eligibleFor(item);
    if (eligible.length < need)
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
    const boundReason: ViolationKind =
      latestEnd === orderEnd ? "order" : latestEnd === windowEnd ? "window" : "outside_hours";
    const teams = unique(item.teams);
    const athletes = unique(item.athletes);
    const spaceFit = allowed.map(() => Number.POSITIVE_INFINITY);
    let blocked: ViolationKind | undefined;

    let t = alignUp(earliest, slot);
    for (;;) {
      if (t + duration > latestEnd) return blocked ?? boundReason;
      const q = { from: t, duration, latestEnd, gap: changeover, slot };
      let spaceStart = Number.POSITIVE_INFINITY;
      for (let i = 0; i < allowed.length; i++) {
        const s = allowed[i]!;
        spaceFit[i] = earliestFit(s.windows, s.busy, q);
        spaceStart = Math.min(spaceStart, spaceFit[i]!);
      }
      if (!Number.isFinite(spaceStart)) {
        // Busy spaces, or no opening long enough at all?
        const open = { ...q, from: alignUp(earliest, slot) };
        const fits = allowed.some((s) => Number.isFinite(earliestFit(s.windows, EMPTY, open)));
        return blocked ?? (fits ? "space_overlap" : "outside_hours");
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
        const free = freeReferees(eligible, t, duration);
        if (free.length < need) {
          // Not enough now: on to when the need-th referee can come.
          const rq = { ...q, gap: refereeRest };
          const starts = eligible
            .map((r) => earliestFit(r.windows, r.busy, rq, r.dayFull))
            .sort((a, b) => a - b);
          const enough = starts[need - 1]!;
          // (enough > t always: fewer than `need` are free at t. The test keeps the loop finite anyway.)
          if (!Number.isFinite(enough) || enough <= t) return "referee_unavailable";
          t = enough;
          blocked = "referee_unavailable";
          continue;
        }
        chosen = free.slice(0, need).map((r) => r.id);
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
