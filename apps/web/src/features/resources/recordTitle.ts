import type { ResourceDef } from "@quadra/shared";

/** A record as the API answers it: its fields and the titles of the records its refs point at. */
type TitledRecord = Record<string, unknown> & { _titles?: Record<string, string | null> };

/**
 * The name of a record as people read it: its title field or, when that field is a reference (a
 * person per district is named by the person), the title of the record it points at, never its id.
 * "" when it has none.
 */
export const recordTitle = (def: ResourceDef, record: TitledRecord | null | undefined): string => {
  if (!record) return "";
  const value =
    def.fields[def.titleField]?.kind === "ref" ? record._titles?.[def.titleField] : record[def.titleField];
  return value === null || value === undefined ? "" : String(value);
};
