// Reads the loosely typed values a database row holds into what the exporters format. Anything a kind
// cannot read falls back to text, so a bad value shows up in the file instead of vanishing.

/** A calendar day or a wall-clock time, without a time zone. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const NUMERIC = /^-?\d+(\.\d+)?$/;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** numbers, bigints and numeric strings (PostgreSQL hands numeric and bigint columns over as strings). */
export const toFiniteNumber = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && NUMERIC.test(value.trim())) return Number(value.trim());
  return undefined;
};

const validDay = (year: number, month: number, day: number): WallClock | undefined => {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day
    ? { year, month, day, hour: 0, minute: 0 }
    : undefined;
};

/**
 * A date column's value: "YYYY-MM-DD" (a time after it is ignored) or a Date, read in UTC because that
 * is how drizzle turns a `date` column into a Date (midnight UTC of that day).
 */
export const toCalendarDay = (value: unknown): WallClock | undefined => {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? undefined
      : validDay(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
  }
  if (typeof value !== "string") return undefined;
  const match = CALENDAR_DAY.exec(value.trim());
  return match ? validDay(Number(match[1]), Number(match[2]), Number(match[3])) : undefined;
};

const SAO_PAULO = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

/**
 * A datetime column's value (an ISO string or a Date) as the clock in São Paulo showed it. A bare
 * "YYYY-MM-DD" is taken as that day's midnight there rather than UTC's, which would be the day before.
 */
export const toSaoPauloClock = (value: unknown): WallClock | undefined => {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return toCalendarDay(value);
  const instant = value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) return undefined;
  const parts = Object.fromEntries(
    SAO_PAULO.formatToParts(instant).map((part) => [part.type, Number(part.value)] as const),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
};

/** Plain text for any value: lists joined, Dates as ISO, objects as JSON. */
export const toText = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined).join(", ");
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
};
