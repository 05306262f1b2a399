/**
 * Search is accent- and case-insensitive (pt-BR): both the stored text and the typed terms go
 * through this, so "joão" finds "JOAO" and "Associação" is found by "associacao".
 */
export const normalizeSearch = (value: string): string =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** The terms of a search box: every one must match (AND), in any field, as a substring. */
export const searchTerms = (q: string | undefined): string[] =>
  normalizeSearch(q ?? "")
    .split(" ")
    .filter((term) => term.length > 0)
    .slice(0, 8);
