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
