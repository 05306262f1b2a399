/**
 * A calendar date (`YYYY-MM-DD`: birthdate, validity) as dd/mm/aaaa. Not through a time zone: a date
 * without a time is the same day everywhere, and converting it could show the day before.
 */
export const civilDate = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split("-");
  return year && month && day ? `${day}/${month}/${year}` : value;
};
