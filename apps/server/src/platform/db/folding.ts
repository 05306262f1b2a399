import { type SQL, sql } from "drizzle-orm";

// The accents of Portuguese (and its neighbours) and their plain letters, for folding text in SQL
// the way the app's search folds it in JavaScript. translate() comes first because lower() of a
// database in the C locale (PGlite's) only lowers ASCII.
export const ACCENTED = "ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ";
export const PLAIN = "AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNnYyy";

/** A column's text folded like the search folds terms: no accents, lower case, single spaces, trimmed. */
export const foldedSql = (column: unknown): SQL =>
  sql`lower(regexp_replace(btrim(translate(${column}::text, ${ACCENTED}, ${PLAIN})), '\\s+', ' ', 'g'))`;

/**
 * The same folding written out with literals, for what the schema itself computes (a generated
 * column): `expression` is trusted SQL of the table's own columns.
 */
export const foldedSqlLiteral = (expression: string) =>
  `lower(regexp_replace(btrim(translate((${expression})::text, '${ACCENTED}', '${PLAIN}')), '\\s+', ' ', 'g'))`;
