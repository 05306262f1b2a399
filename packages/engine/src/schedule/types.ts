/**
 * Data shapes of the games-day scheduler (issue 14). Times are whole minutes since an epoch the
 * caller chooses (the server uses minutes since 1970 UTC); a "day" is a 1440-minute block from 0.
 */

export type TimeWindow = { start: number; end: number };

export type ScheduleItem = {
  id: string;
  durationMinutes: number;
  /** Spaces (courts, pools, tracks) allowed to host it; at least one. */
  spaces: string[];
  /** Teams/entries playing (a minimum rest between two items of a team; never two at once). */
  teams: string[];
  /** People playing (an athlete in two categories never plays two items at once, and rests). */
  athletes?: string[];
  /** How many referees it needs (default 0). */
  referees?: number;
  /** Referees that may not officiate it (from an association playing, category below the competition's). */
  refereesExcluded?: string[];
  /** Items that must end before this one starts (round n before round n+1, heats before the final). */
  after?: string[];
  /** The item must lie inside this window when given (e.g. the competition's dates). */
  window?: TimeWindow;
  /** Already placed by the director and kept as is (proposeSchedule places the rest around it). */
  fixed?: { spaceId: string; start: number; referees?: string[] };
  /** Free labels the caller reads back (competition id, round), ignored by the engine. */
  group?: string;
};

/** A court, pool or track with its opening hours as concrete windows. */
export type ScheduleSpace = { id: string; windows: TimeWindow[] };

/** A referee with the windows in which they are available. */
export type ScheduleReferee = { id: string; windows: TimeWindow[] };

export type ScheduleRules = {
  /** Between the end of a team's/athlete's item and its next start. */
  minRestMinutes: number;
  /** Gap between two items in one space (default 0). */
  changeoverMinutes?: number;
  /** Hard when given; counted per 1440-minute day by the item's start. */
  maxItemsPerTeamPerDay?: number;
  /** Gap between two items of one referee (default 0). */
  refereeRestMinutes?: number;
  maxItemsPerRefereePerDay?: number;
  /** Start times the proposer picks are multiples of this (default 5); never checked. */
  slotMinutes?: number;
};

export type ScheduleProblem = {
  items: ScheduleItem[];
  spaces: ScheduleSpace[];
  referees: ScheduleReferee[];
  rules: ScheduleRules;
};

export type Placement = { itemId: string; spaceId: string; start: number; end: number; referees: string[] };

export type ViolationKind =
  | "outside_hours"
  | "space_not_allowed"
  | "space_overlap"
  | "team_overlap"
  | "team_rest"
  | "athlete_overlap"
  | "athlete_rest"
  | "order"
  | "window"
  | "too_many_per_day"
  | "referee_missing"
  | "referee_unavailable"
  | "referee_overlap"
  | "referee_excluded"
  | "referee_too_many_per_day"
  | "unplaced";

/** Every kind, in the order checkSchedule reports them. */
export const VIOLATION_KINDS: readonly ViolationKind[] = [
  "unplaced",
  "space_not_allowed",
  "outside_hours",
  "window",
  "order",
  "space_overlap",
  "team_overlap",
  "team_rest",
  "too_many_per_day",
  "athlete_overlap",
  "athlete_rest",
  "referee_missing",
  "referee_excluded",
  "referee_unavailable",
  "referee_overlap",
  "referee_too_many_per_day",
];

/**
 * One broken constraint. `minutes`: for overlaps, how long the two items overlap; for rests and
 * gaps (team_rest, athlete_rest, space_overlap/referee_overlap by a changeover or referee rest),
 * the gap actually left between them; for order, how many minutes the item starts before its
 * predecessor ends (absent when the predecessor is unplaced). The per-day kinds carry `day`
 * (1440-minute block index) and `count` (items that day).
 */
export type Violation = {
  kind: ViolationKind;
  itemIds: string[];
  spaceId?: string;
  teamId?: string;
  athleteId?: string;
  refereeId?: string;
  minutes?: number;
  day?: number;
  count?: number;
};

export type ScheduleProposal = {
  placements: Placement[];
  unplaced: { itemId: string; reason: ViolationKind }[];
};
