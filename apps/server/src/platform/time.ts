/** Times are stored as timestamptz and shown in America/Sao_Paulo (ARCHITECTURE §3). */
const BRAZIL = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export const formatBrazilDateTime = (date: Date): string => BRAZIL.format(date).replace(", ", " às ");

const SAO_PAULO_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The calendar day (YYYY-MM-DD) of an instant, by default now, in São Paulo: the federations' civil
 * day, whatever the server's zone (a debt's due date, today's matches, an entry's start).
 */
export const brazilDay = (instant: Date = new Date()) => SAO_PAULO_DAY.format(instant);
