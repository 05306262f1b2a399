const NEEDS_ESCAPE = /["\\]/;

/**
 * A list of texts as ONE PostgreSQL array literal (`{"a","b"}`), to send as a single parameter and
 * cast in SQL (`= any($1::text[])`, `::uuid[]`): a lookup of 5,000 cpfs is one parameter, not
 * 5,000, and the same text works on node-postgres and PGlite. Every element is quoted, with its
 * backslashes and double quotes escaped, as the array input syntax asks; a null is NULL.
 */
export const textArray = (values: readonly (string | null)[]) => {
  let text = "{";
  for (let index = 0; index < values.length; index++) {
    const value = values[index]!;
    // A null element is the bare word (a quoted "NULL" is the text).
    if (value === null) {
      text += index ? ",NULL" : "NULL";
      continue;
    }
    // Ids and cpfs, what most lists hold, have nothing to escape: tested once, not replaced twice.
    const escaped = NEEDS_ESCAPE.test(value) ? value.replaceAll("\\", "\\\\").replaceAll('"', '\\"') : value;
    text += index ? `,"${escaped}"` : `"${escaped}"`;
  }
  return `${text}}`;
};
