import type { Placement, ScheduleItem, ScheduleProblem, ScheduleRules } from "../src/schedule/types.ts";

/** 08:00 and 22:00 of day 0, in minutes. */
export const H8 = 8 * 60;
export const H22 = 22 * 60;

/** Two courts open 08:00–22:00 on day 0 and day 1, two referees available the same hours. */
export const problemOf = (items: ScheduleItem[], rules: Partial<ScheduleRules> = {}): ScheduleProblem => {
  const days = [0, 1].map((d) => ({ start: d * 1440 + H8, end: d * 1440 + H22 }));
  return {
    items,
    spaces: [
      { id: "c1", windows: days },
      { id: "c2", windows: days },
    ],
    referees: [
      { id: "r1", windows: days },
      { id: "r2", windows: days },
    ],
    rules: { minRestMinutes: 0, ...rules },
  };
};

/** A 60-minute duel on either court. */
export const duel = (id: string, teams: string[], extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  durationMinutes: 60,
  spaces: ["c1", "c2"],
  teams,
  ...extra,
});

export const at = (itemId: string, spaceId: string, start: number, referees: string[] = []): Placement => ({
  itemId,
  spaceId,
  start,
  end: start + 60,
  referees,
});
