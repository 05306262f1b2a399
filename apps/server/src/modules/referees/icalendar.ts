/**
 * A small RFC 5545 (iCalendar) writer for the referees' appointment feed: one VCALENDAR of VEVENTs
 * with UTC times, TEXT values escaped (§3.3.11) and content lines folded at 75 octets (§3.1), CRLF
 * line ends. Enough for calendar apps to subscribe to; nothing here reads iCalendar.
 */

export type CalendarEvent = {
  uid: string;
  starts: Date;
  ends: Date;
  summary: string;
  location?: string | null | undefined;
  description?: string | null | undefined;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** When the record last changed (DTSTAMP / LAST-MODIFIED). */
  stamp: Date;
};

/** §3.3.11: backslash, semicolon and comma escaped, a line break as \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** §3.3.5, form #2: a UTC date-time, 20260315T133000Z. */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * §3.1: a line longer than 75 octets is split, each continuation starting with one space; never
 * inside a UTF-8 character.
 */
export const foldLine = (line: string) => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

export const writeCalendar = ({ name, events }: { name: string; events: readonly CalendarEvent[] }) => {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Quadra//Escalas de arbitragem//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:America/Sao_Paulo",
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `LAST-MODIFIED:${utcStamp(event.stamp)}`,
      `DTSTART:${utcStamp(event.starts)}`,
      `DTEND:${utcStamp(event.ends)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
};
