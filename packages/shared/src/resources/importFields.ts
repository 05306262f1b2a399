import type { FieldDef } from "./fields.ts";
import type { ResourceDef } from "./resourceDef.ts";

/**
 * Fields a spreadsheet import may fill: every writable field, and the parent's (an import has no
 * path to take it from). The server validates with these; the import wizard offers them.
 */
export const importableFields = (def: ResourceDef): [string, FieldDef][] =>
  Object.entries(def.fields).filter(([key, field]) => !field.readOnly || def.parent?.field === key);

/** Fields every imported row must have: required with no default, and the parent. */
export const requiredImportFields = (def: ResourceDef): [string, FieldDef][] =>
  importableFields(def).filter(
    ([key, field]) => def.parent?.field === key || (field.required && field.default === undefined),
  );
