import type { Locale, ResourceDef } from "@quadra/shared";

export type FormSection = { key: string; title: string | null; fields: string[] };

/**
 * The fields a form or a detail page shows, in definition order. A child's parent field comes from
 * the path, never from the form; read-only fields are set by the server, so they show only once a
 * record exists.
 */
export const shownFieldKeys = ({ def, editing }: { def: ResourceDef; editing: boolean }) =>
  Object.entries(def.fields)
    .filter(([key, field]) => key !== def.parent?.field && (editing || !field.readOnly))
    .map(([key]) => key);

/**
 * The definition's sections with the given fields, in their order; fields in no section go at the
 * end of the first.
 * Without sections there is one untitled group. Empty sections are left out.
 */
export const formSections = ({
  def,
  keys,
  locale,
}: {
  def: ResourceDef;
  keys: readonly string[];
  locale: Locale;
}): FormSection[] => {
  if (!def.sections?.length) return [{ key: "main", title: null, fields: [...keys] }];
  const placed = new Set(def.sections.flatMap((section) => section.fields));
  const sections = def.sections.map((section, index) => ({
    key: `section-${index}`,
    title: section.title[locale],
    fields: section.fields.filter((key) => keys.includes(key)),
  }));
  const loose = keys.filter((key) => !placed.has(key));
  sections[0]!.fields = [...sections[0]!.fields, ...loose];
  return sections.filter((section) => section.fields.length > 0);
};

/**
 * Whether a field shows, by the definition's `showWhen`: the other field must hold the value (and
 * be shown itself, so a chain of conditions hides the whole branch).
 */
export const isFieldShown = ({
  def,
  key,
  values,
  depth = 0,
}: {
  def: ResourceDef;
  key: string;
  values: Record<string, unknown>;
  depth?: number;
}): boolean => {
  const rule = def.showWhen?.[key];
  if (!rule) return true;
  // A definition whose conditions point at each other would loop: treat the loop as hidden.
  if (depth > 10) return false;
  return (
    values[rule.field] === rule.equals && isFieldShown({ def, key: rule.field, values, depth: depth + 1 })
  );
};
