/**
 * A list of texts as ONE PostgreSQL array literal (`{"a","b"}`), to send as a single parameter and
 * cast in SQL (`= any($1::text[])`, `::uuid[]`): a lookup of 5,000 cpfs is one parameter, not
 * 5,000, and the same text works on node-postgres and PGlite. Every element is quoted, with its
 * backslashes and double quotes escaped, as the array input syntax asks.
 */
export const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`).join(",")}}`;
