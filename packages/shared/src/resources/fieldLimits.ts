import type { ResourceDef } from "./resourceDef.ts";

/**
 * The longest value a field of a resource takes, as its definition says: what a contract's schema
 * and a form of a module's own read, so the limit is written once (in the catalog). Fails at load
 * when the field has none, which only a wrong field name can cause.
 */
export const maxLengthOf = (def: ResourceDef, field: string): number => {
  const max = def.fields[field]?.max;
  if (max === undefined) throw new Error(`${def.name}.${field} declares no max`);
  return max;
};

/** "Use até 2.000 caracteres." for a field's limit, as the contracts' messages say it. */
export const maxLengthMessage = (max: number) => `Use até ${max.toLocaleString("pt-BR")} caracteres.`;
