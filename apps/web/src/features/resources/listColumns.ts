import type { FieldDef, ResourceDef } from "@quadra/shared";
import { f } from "@quadra/shared";

/** Kinds a list never shows: long or sensitive contents belong to the record's own screen. */
const HIDDEN_KINDS: readonly FieldDef["kind"][] = ["richtext", "json", "secret"];

/** The record's timestamps, offered as columns too. */
export const TIMESTAMP_FIELDS: Record<string, FieldDef> = {
  created_at: f.datetime("Criado em", "Created at", { readOnly: true }),
  updated_at: f.datetime("Alterado em", "Updated at", { readOnly: true }),
};

export type ListColumn = { key: string; field: FieldDef };

/** Every column a person may choose for the list, in the definition's order. */
export const columnChoicesOf = (def: ResourceDef): ListColumn[] => [
  ...Object.entries(def.fields)
    .filter(([, field]) => !HIDDEN_KINDS.includes(field.kind))
    .map(([key, field]) => ({ key, field })),
  ...Object.entries(TIMESTAMP_FIELDS).map(([key, field]) => ({ key, field })),
];

/** The definition's list columns, the title first when the definition does not name it. */
export const defaultColumnsOf = (def: ResourceDef): string[] => {
  const listed = columnChoicesOf(def)
    .filter((column) => column.field.list)
    .map((column) => column.key);
  return listed.includes(def.titleField) ? listed : [def.titleField, ...listed];
};

const storageKey = (name: string) => `quadra:columns:${name}`;

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The columns this device chose for a resource, known columns only; null when never chosen. */
export const readColumnChoice = (def: ResourceDef): string[] | null => {
  try {
    const raw = storage()?.getItem(storageKey(def.name));
    if (!raw) return null;
    const known = new Set(columnChoicesOf(def).map((column) => column.key));
    const chosen = (JSON.parse(raw) as unknown[]).filter(
      (key): key is string => typeof key === "string" && known.has(key),
    );
    return chosen.length ? chosen : null;
  } catch {
    // Unreadable or blocked storage: the default columns.
    return null;
  }
};

/** Keeps the choice on this device; the default choice removes the key. */
export const writeColumnChoice = (def: ResourceDef, columns: string[] | null) => {
  try {
    if (columns === null) storage()?.removeItem(storageKey(def.name));
    else storage()?.setItem(storageKey(def.name), JSON.stringify(columns));
  } catch {
    // A full or blocked storage only forgets the choice.
  }
};

/** The columns to show, in the definition's order, the title always among them. */
export const visibleColumnsOf = (def: ResourceDef, chosen: readonly string[]): ListColumn[] => {
  const wanted = new Set([def.titleField, ...chosen]);
  return columnChoicesOf(def).filter((column) => wanted.has(column.key));
};
