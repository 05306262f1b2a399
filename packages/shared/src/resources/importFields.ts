import type { LocalizedText } from "../i18nText.ts";
import { MENU_GROUPS } from "../menuGroups.ts";
import type { FieldDef } from "./fields.ts";
import { RESOURCE_LIST, RESOURCES } from "./registry.ts";
import { hasAction, type ResourceDef } from "./resourceDef.ts";

/**
 * The column that names the parent's own parent, for a resource two levels down (a price band of a
 * style of a register type: "Tipo de registro"): not a field of the resource, only where the parent
 * is looked up by name (a style "Judô" within that type, not another type's). Optional: without it
 * the parent is named across the tenant, and a name two records share asks for the id.
 */
export const importScopeField = (def: ResourceDef): [string, FieldDef] | null => {
  const parent = def.parent ? RESOURCES[def.parent.resource] : undefined;
  const key = parent?.parent?.field;
  const field = key ? parent?.fields[key] : undefined;
  if (!key || !field || key in def.fields) return null;
  return [key, { ...field, required: false }];
};

/**
 * Fields a spreadsheet import may fill: every writable field, and the parent's (an import has no
 * path to take it from), and the column that names the parent within its own parent. The server
 * validates with these; the import wizard offers them.
 */
export const importableFields = (def: ResourceDef): [string, FieldDef][] => {
  const scope = importScopeField(def);
  return [
    ...Object.entries(def.fields).filter(([key, field]) => !field.readOnly || def.parent?.field === key),
    ...(scope ? [scope] : []),
  ];
};

/** Fields every imported row must have: required with no default, and the parent. */
export const requiredImportFields = (def: ResourceDef): [string, FieldDef][] =>
  importableFields(def).filter(
    ([key, field]) => def.parent?.field === key || (field.required && field.default === undefined),
  );

const lowerFirst = (text: string, locale: string) =>
  // "Tipos de registro" reads "tipos de registro" in parentheses; an acronym ("PAR-Q") stays.
  text.length > 1 && text[1] === text[1]!.toLocaleLowerCase(locale)
    ? text[0]!.toLocaleLowerCase(locale) + text.slice(1)
    : text;

/** Where a resource lives, to tell it from another of the same name: its parent, else its menu group. */
const contextOf = (def: ResourceDef): LocalizedText | undefined =>
  (def.parent ? RESOURCES[def.parent.resource]?.label.many : undefined) ??
  MENU_GROUPS.find((group) => group.id === def.menu)?.label;

/**
 * The name an import gives the records it fills: the resource's plural label, and where two
 * importable resources share it (the competitions' and the register types' "Documentos exigidos"),
 * each with where it lives in parentheses, taken from the definitions (the parent's label, else
 * the menu group's): "Documentos exigidos (competições)", "Documentos exigidos (tipos de
 * registro)". Decided over the whole catalogue, so a resource is named the same for everyone.
 */
export const importLabelOf = (def: ResourceDef): LocalizedText => {
  const label = { ...def.label.many };
  for (const locale of ["pt-BR", "en"] as const) {
    const shared = RESOURCE_LIST.some(
      (other) =>
        other.name !== def.name &&
        hasAction(other, "import") &&
        other.label.many[locale] === def.label.many[locale],
    );
    const context = shared ? contextOf(def)?.[locale] : undefined;
    if (context) label[locale] = `${def.label.many[locale]} (${lowerFirst(context, locale)})`;
  }
  return label;
};
