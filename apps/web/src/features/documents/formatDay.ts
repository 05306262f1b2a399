/**
 * A day (YYYY-MM-DD) or an instant as a Brazilian date (dd/mm/aaaa). A bare day is not an instant:
 * it is shown as written, never shifted by the time zone.
 */
export const formatDate = (value: string) => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(new Date(value));
};
