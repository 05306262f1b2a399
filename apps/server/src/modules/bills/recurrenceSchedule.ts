import type { RecurrencePeriod } from "@quadra/shared";

/**
 * When a recurrence runs, as calendar dates (YYYY-MM-DD, São Paulo's day): each period — a month
 * ("2026-11") or a year ("2027") — has one run date, its day of the month (1 to 28, so every month
 * has it) in every month or in the recurrence's month. The period key is the run's unique key.
 */
export type Schedule = {
  period: RecurrencePeriod;
  day_of_month: number;
  month: number | null;
  starts_on: string;
  ends_on: string | null;
};

const pad = (value: number) => String(value).padStart(2, "0");

/** The period a run date belongs to: "2026-11" for a monthly run, "2027" for an annual one. */
export const periodKeyOf = (period: RecurrencePeriod, runDate: string) =>
  period === "monthly" ? runDate.slice(0, 7) : runDate.slice(0, 4);

/** The run date of the period after the one holding `runDate`. */
const followingRun = (schedule: Schedule, runDate: string) => {
  const year = Number(runDate.slice(0, 4));
  const month = Number(runDate.slice(5, 7));
  if (schedule.period === "annual")
    return `${year + 1}-${pad(schedule.month ?? 1)}-${pad(schedule.day_of_month)}`;
  return month === 12
    ? `${year + 1}-01-${pad(schedule.day_of_month)}`
    : `${year}-${pad(month + 1)}-${pad(schedule.day_of_month)}`;
};

/**
 * The next run date: the first on or after `starts_on` whose period comes after `lastPeriod` (the
 * last one run), or null when that is past `ends_on`.
 */
export const nextRunOn = (schedule: Schedule, lastPeriod: string | null): string | null => {
  const year = schedule.starts_on.slice(0, 4);
  let run =
    schedule.period === "annual"
      ? `${year}-${pad(schedule.month ?? 1)}-${pad(schedule.day_of_month)}`
      : `${schedule.starts_on.slice(0, 7)}-${pad(schedule.day_of_month)}`;
  if (run < schedule.starts_on) run = followingRun(schedule, run);
  // Period keys of one kind compare as text ("2026-09" < "2026-10", "2026" < "2027").
  while (lastPeriod !== null && periodKeyOf(schedule.period, run) <= lastPeriod)
    run = followingRun(schedule, run);
  return schedule.ends_on !== null && run > schedule.ends_on ? null : run;
};

/** A date `days` calendar days after `date`. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The later of two calendar dates (YYYY-MM-DD compare as text). */
export const laterDate = (a: string, b: string) => (a.localeCompare(b) >= 0 ? a : b);
