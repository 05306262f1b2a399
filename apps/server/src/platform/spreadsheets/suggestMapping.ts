import { normalizeName } from "./normalizeName.ts";

export type ImportField = { key: string; label: string };

/**
 * For each header, the key of the field it most likely holds, or null: names are compared after
 * normalizeName, against each field's key first and then its label. A field is suggested for one
 * header only (the first), so no two columns are ever poured into the same field.
 */
export const suggestMapping = ({
  headers,
  fields,
}: {
  headers: string[];
  fields: ImportField[];
}): Record<string, string | null> => {
  const byName = new Map<string, string>();
  for (const field of fields) {
    const name = normalizeName(field.key);
    if (name && !byName.has(name)) byName.set(name, field.key);
  }
  for (const field of fields) {
    const name = normalizeName(field.label);
    if (name && !byName.has(name)) byName.set(name, field.key);
  }
  const taken = new Set<string>();
  // fromEntries defines own keys, so a header named "__proto__" is a key like any other.
  return Object.fromEntries(
    headers.map((header) => {
      const key = byName.get(normalizeName(header));
      const free = key !== undefined && !taken.has(key);
      if (key !== undefined) taken.add(key);
      return [header, free ? key : null];
    }),
  );
};
