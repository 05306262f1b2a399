import {
  checkSchedule,
  type Placement,
  proposeSchedule,
  type ScheduleProblem,
  type TimeWindow,
  type Violation,
} from "@quadra/engine";
import { zoneOffsetMinutes } from "./openingHours.ts";

/**
 * The engine counts "a day" as a 1440-minute block from its zero, so it is handed local wall-clock
 * minutes (UTC minutes plus the zone's offset): a team's games per day are counted by the tenant's
 * calendar day, not by UTC's (a 21:30 game in São Paulo is already the next day in UTC). The offset
 * is the one of the first day; São Paulo has had no daylight saving time since 2019.
 */
const shiftOf = (problem: ScheduleProblem) => {
  const first = problem.spaces
    .flatMap((space) => space.windows)
    .reduce((min, w) => Math.min(min, w.start), Infinity);
  return Number.isFinite(first) ? zoneOffsetMinutes(first) : 0;
};

const moveWindow = (window: TimeWindow, by: number) => ({ start: window.start + by, end: window.end + by });

const moveProblem = (problem: ScheduleProblem, by: number): ScheduleProblem => ({
  rules: problem.rules,
  spaces: problem.spaces.map((space) => ({ ...space, windows: space.windows.map((w) => moveWindow(w, by)) })),
  referees: problem.referees.map((referee) => ({
    ...referee,
    windows: referee.windows.map((w) => moveWindow(w, by)),
  })),
  items: problem.items.map((item) => ({
    ...item,
    ...(item.window ? { window: moveWindow(item.window, by) } : {}),
    ...(item.fixed ? { fixed: { ...item.fixed, start: item.fixed.start + by } } : {}),
  })),
});

const movePlacements = (placements: readonly Placement[], by: number) =>
  placements.map((p) => ({ ...p, start: p.start + by, end: p.end + by }));

/** proposeSchedule on UTC minutes, answered in UTC minutes. */
export const propose = (problem: ScheduleProblem) => {
  const by = shiftOf(problem);
  const proposal = proposeSchedule(moveProblem(problem, by));
  return { ...proposal, placements: movePlacements(proposal.placements, -by) };
};

/** checkSchedule on UTC minutes; a per-day violation's `day` is the tenant's calendar day (days since 1970). */
export const check = (problem: ScheduleProblem, placements: readonly Placement[]): Violation[] => {
  const by = shiftOf(problem);
  return checkSchedule(moveProblem(problem, by), movePlacements(placements, by));
};
