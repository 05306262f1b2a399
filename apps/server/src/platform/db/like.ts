/**
 * A LIKE pattern matching `term` anywhere in the text, literally: its wildcards (`%`, `_`) and the
 * escape character (`\`) are escaped, so a person searching "50%" finds "50%", not everything.
 */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;
