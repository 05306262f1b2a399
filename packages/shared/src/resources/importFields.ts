import type { FieldDef } from "./fields.ts";
import { RESOURCES } from "./registry.ts";
import type { ResourceDef } from "./resourceDef.ts";

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
