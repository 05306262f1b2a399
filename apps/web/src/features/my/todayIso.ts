/** Today's date in São Paulo (YYYY-MM-DD), the day the federations count ages by. */
export const todayIso = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
