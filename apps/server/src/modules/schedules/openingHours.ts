import type { TimeWindow } from "@quadra/engine";

/** The tenant's time zone: opening hours and the board's times are read in it. */
export const SCHEDULE_TIME_ZONE = "America/Sao_Paulo";

const PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: SCHEDULE_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes the zone is ahead of UTC at an instant (São Paulo: -180). */
export const zoneOffsetMinutes = (utcMinute: number) => {
  const parts = Object.fromEntries(
    PARTS.formatToParts(new Date(utcMinute * 60_000)).map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!) / 60_000;
  return local - utcMinute;
};

/** "2026-03-15" + "08:30" in the tenant's zone, as whole minutes since 1970 UTC. */
export const localMinute = (day: string, clock: string) => {
  const [y, m, d] = day.split("-").map(Number);
  const [h, min] = clock.split(":").map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, h!, min!) / 60_000;
  return wall - zoneOffsetMinutes(wall - zoneOffsetMinutes(wall));
};

/** The weekday (Sunday = 0) of a calendar day, as spaceschedules stores it. */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

export type OpeningRow = {
  space_id: string;
  weekday: string;
  opens: string;
  closes: string;
  valid_from: string | null;
  valid_until: string | null;
};

/**
 * A space's opening hours expanded into concrete windows over the chosen days: each day takes the
 * rows of its weekday valid on it, cut to the day's own start and end when the director narrows them.
 */
export const openingWindows = (
  rows: readonly OpeningRow[],
  days: readonly string[],
  narrow: { starts?: string | null | undefined; ends?: string | null | undefined } = {},
): TimeWindow[] => {
  const windows: TimeWindow[] = [];
  for (const day of days) {
    const weekday = String(weekdayOf(day));
    for (const row of rows) {
      if (row.weekday !== weekday) continue;
      if (row.valid_from && row.valid_from.slice(0, 10) > day) continue;
      if (row.valid_until && row.valid_until.slice(0, 10) < day) continue;
      const opens = row.opens.slice(0, 5);
      const closes = row.closes.slice(0, 5);
      const from = narrow.starts && narrow.starts > opens ? narrow.starts : opens;
      const until = narrow.ends && narrow.ends < closes ? narrow.ends : closes;
      if (from >= until) continue;
      windows.push({ start: localMinute(day, from), end: localMinute(day, until) });
    }
  }
  return windows.sort((a, b) => a.start - b.start);
};

/** `windows` without the parts `busy` covers (a referee's days less their absences). */
export const subtractWindows = (
  windows: readonly TimeWindow[],
  busy: readonly TimeWindow[],
): TimeWindow[] => {
  let free = [...windows];
  for (const gap of busy) {
    free = free.flatMap((window) => {
      if (gap.end <= window.start || gap.start >= window.end) return [window];
      const parts: TimeWindow[] = [];
      if (gap.start > window.start) parts.push({ start: window.start, end: gap.start });
      if (gap.end < window.end) parts.push({ start: gap.end, end: window.end });
      return parts;
    });
  }
  return free;
};
