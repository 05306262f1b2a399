/**
 * checkSchedule: every broken constraint of a schedule (the proposer's or one the director edited
 * by drag and drop), each reported once, in a deterministic order. It shares only the interval
 * definitions of time.ts with the proposer, never its indexes, so it is an independent judge.
 */
import { dayOf, insideWindows, overlaps, tooClose, windowsById } from "./time.ts";
import type { Placement, ScheduleItem, ScheduleProblem, Violation, ViolationKind } from "./types.ts";
import { VIOLATION_KINDS } from "./types.ts";

/** A placement as judged: its end always comes from the item's duration, never from `end`. */
type Placed = { item: ScheduleItem; spaceId: string; start: number; end: number; referees: string[] };

type Subject = "spaceId" | "teamId" | "athleteId" | "refereeId";

const unique = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])];

const byStartThenId = (a: Placed, b: Placed) =>
  a.start - b.start || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);

/** Groups placements by every key `keysOf` gives them (team, athlete, referee, space). */
const groupBy = (placed: readonly Placed[], keysOf: (p: Placed) => readonly string[]) => {
  const groups = new Map<string, Placed[]>();
  for (const p of placed) {
    for (const key of keysOf(p)) {
      const list = groups.get(key);
      if (list) list.push(p);
      else groups.set(key, [p]);
    }
  }
  return groups;
};

/**
 * Every pair of one group that is too close under `gap`: a sweep over the group sorted by start,
 * each item compared only with those starting before its end plus the gap.
 */
const closePairs = (
  groups: Map<string, Placed[]>,
  gap: number,
  subject: Subject,
  overlapKind: ViolationKind,
  gapKind: ViolationKind,
  out: Violation[],
) => {
  for (const [key, list] of groups) {
    list.sort(byStartThenId);
    for (let i = 0; i < list.length; i++) {
      const a = list[i]!;
      for (let j = i + 1; j < list.length; j++) {
        const b = list[j]!;
        if (b.start >= a.end + gap) break;
        if (!tooClose(a.start, a.end, b.start, b.end, gap)) continue;
        const overlap = overlaps(a.start, a.end, b.start, b.end);
        out.push({
          kind: overlap ? overlapKind : gapKind,
          itemIds: [a.item.id, b.item.id],
          [subject]: key,
          minutes: overlap
            ? Math.min(a.end, b.end) - Math.max(a.start, b.start)
            : Math.max(b.start - a.end, a.start - b.end),
        });
      }
    }
  }
};

/** One violation per (key, day) holding more than `max` items. */
const perDay = (
  groups: Map<string, Placed[]>,
  max: number | undefined,
  subject: Subject,
  kind: ViolationKind,
  out: Violation[],
) => {
  if (max === undefined) return;
  for (const [key, list] of groups) {
    const days = new Map<number, Placed[]>();
    for (const p of list) {
      const day = dayOf(p.start);
      const onDay = days.get(day);
      if (onDay) onDay.push(p);
      else days.set(day, [p]);
    }
    for (const [day, onDay] of days) {
      if (onDay.length <= max) continue;
      onDay.sort(byStartThenId);
      out.push({ kind, itemIds: onDay.map((p) => p.item.id), [subject]: key, day, count: onDay.length });
    }
  }
};

const KIND_ORDER = new Map(VIOLATION_KINDS.map((k, i) => [k, i]));

const compareIds = (a: readonly string[], b: readonly string[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length - b.length;
};

const compareViolations = (a: Violation, b: Violation) =>
  KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
  compareIds(a.itemIds, b.itemIds) ||
  compareIds(
    [a.spaceId ?? "", a.teamId ?? "", a.athleteId ?? "", a.refereeId ?? "", String(a.day ?? "")],
    [b.spaceId ?? "", b.teamId ?? "", b.athleteId ?? "", b.refereeId ?? "", String(b.day ?? "")],
  );

/**
 * Every broken constraint of `placements`, each once; items without a placement are "unplaced".
 * A placement of an unknown item is ignored, and only an item's first placement counts. An unknown
 * referee is "referee_unavailable"; an unknown space is "outside_hours" (and "space_not_allowed").
 */
export function checkSchedule(problem: ScheduleProblem, placements: Placement[]): Violation[] {
  const { rules } = problem;
  const items = new Map(problem.items.map((item) => [item.id, item]));
  const spaceWindows = windowsById(problem.spaces);
  const refereeWindows = windowsById(problem.referees);

  const placedById = new Map<string, Placed>();
  for (const p of placements) {
    const item = items.get(p.itemId);
    if (!item || placedById.has(item.id)) continue;
    const start = p.start;
    placedById.set(item.id, {
      item,
      spaceId: p.spaceId,
      start,
      end: start + Math.max(0, item.durationMinutes),
      referees: unique(p.referees),
    });
  }
  const placed = [...placedById.values()];
  const out: Violation[] = [];

  for (const item of problem.items) {
    if (!placedById.has(item.id)) out.push({ kind: "unplaced", itemIds: [item.id] });
  }

  for (const p of placed) {
    const { item } = p;
    if (!item.spaces.includes(p.spaceId))
      out.push({ kind: "space_not_allowed", itemIds: [item.id], spaceId: p.spaceId });
    const windows = spaceWindows.get(p.spaceId);
    if (!windows || !insideWindows(windows, p.start, p.end)) {
      out.push({ kind: "outside_hours", itemIds: [item.id], spaceId: p.spaceId });
    }
    if (item.window && (p.start < item.window.start || p.end > item.window.end)) {
      out.push({ kind: "window", itemIds: [item.id] });
    }
    for (const dep of unique(item.after)) {
      if (dep === item.id || !items.has(dep)) continue;
      const before = placedById.get(dep);
      if (!before) out.push({ kind: "order", itemIds: [dep, item.id] });
      else if (before.end > p.start)
        out.push({ kind: "order", itemIds: [dep, item.id], minutes: before.end - p.start });
    }
    const needed = item.referees ?? 0;
    if (p.referees.length < needed)
      out.push({ kind: "referee_missing", itemIds: [item.id], count: p.referees.length });
    const excluded = new Set(item.refereesExcluded ?? []);
    for (const referee of p.referees) {
      if (excluded.has(referee))
        out.push({ kind: "referee_excluded", itemIds: [item.id], refereeId: referee });
      const available = refereeWindows.get(referee);
      if (!available || !insideWindows(available, p.start, p.end)) {
        out.push({ kind: "referee_unavailable", itemIds: [item.id], refereeId: referee });
      }
    }
  }

  const bySpace = groupBy(placed, (p) => [p.spaceId]);
  closePairs(bySpace, rules.changeoverMinutes ?? 0, "spaceId", "space_overlap", "space_overlap", out);
  const byTeam = groupBy(placed, (p) => unique(p.item.teams));
  closePairs(byTeam, rules.minRestMinutes, "teamId", "team_overlap", "team_rest", out);
  perDay(byTeam, rules.maxItemsPerTeamPerDay, "teamId", "too_many_per_day", out);
  const byAthlete = groupBy(placed, (p) => unique(p.item.athletes));
  closePairs(byAthlete, rules.minRestMinutes, "athleteId", "athlete_overlap", "athlete_rest", out);
  const byReferee = groupBy(placed, (p) => p.referees);
  closePairs(
    byReferee,
    rules.refereeRestMinutes ?? 0,
    "refereeId",
    "referee_overlap",
    "referee_overlap",
    out,
  );
  perDay(byReferee, rules.maxItemsPerRefereePerDay, "refereeId", "referee_too_many_per_day", out);

  return out.sort(compareViolations);
}
