/**
 * The season to show beside a competition's name ("Copa Regional · 2026"), or null when there is
 * none or the name already says it ("Campeonato Estadual de Futsal 2026", "Copa 2026/2027"): the
 * lists that join the name and the season must not read "… 2026 · 2026".
 */
export const seasonBesideName = (name: string, season: number | string | null | undefined): string | null => {
  const year = String(season ?? "").trim();
  if (!year) return null;
  // The season as a number of its own in the name, not a part of a longer one ("12026").
  const escaped = year.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|\\D)${escaped}(\\D|$)`).test(name) ? null : year;
};
