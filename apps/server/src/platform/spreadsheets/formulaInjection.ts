// OWASP "CSV injection": a spreadsheet program runs a cell that starts with one of these as a formula
// (=HYPERLINK(...), +cmd|..., -2+3, @SUM(...)); tab and carriage return are on the list because some
// programs strip them and then read what follows.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a text that a spreadsheet would read as a formula with `'`, so it stays text. */
export const escapeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Undoes escapeFormula on imported cells, so an exported list imported back keeps its values. */
export const unescapeFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
