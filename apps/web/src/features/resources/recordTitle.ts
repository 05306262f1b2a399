import type { Locale, ResourceDef } from "@quadra/shared";
import { formatText } from "./formatValue.ts";

/** A record as the API answers it: its fields and the titles of the records its refs point at. */
type TitledRecord = Record<string, unknown> & { _titles?: Record<string, string | null> };

/**
 * The name of a record as people read it: its title field as the list shows it (a day or an
 * instant as the locale writes it, a choice by its label, a place as a number) or, when that field
 * is a reference (a person per district is named by the person), the title of the record it points
 * at, never its id. "" when it has none.
 */
export const recordTitle = (
  def: ResourceDef,
  record: TitledRecord | null | undefined,
  locale: Locale,
): string => {
  if (!record) return "";
  const field = def.fields[def.titleField];
  const value = record[def.titleField];
  if (!field) return value === null || value === undefined ? "" : String(value);
  return formatText({ field, value, title: record._titles?.[def.titleField], locale }) ?? "";
};
