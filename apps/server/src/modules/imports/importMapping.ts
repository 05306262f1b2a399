import { importableFields, type ResourceDef, requiredImportFields } from "@quadra/shared";
import { invalidFields } from "../../platform/http/errors.ts";
import type { ImportMapping } from "./checkRows.ts";
import { IMPORT_LABELS } from "./importForm.ts";

const refuse = (message: string) => invalidFields({ mapping: message }, IMPORT_LABELS);

/**
 * The mapping a preview may use: every key a column of the sheet, every value an importable field
 * (or null to leave the column out), no field fed by two columns, every required field fed. Answers
 * the mapping with every column of the sheet, in its order.
 */
export const checkedMapping = ({
  def,
  headers,
  mapping,
}: {
  def: ResourceDef;
  headers: string[];
  mapping: ImportMapping;
}): ImportMapping => {
  const unknown = Object.keys(mapping).find((header) => !headers.includes(header));
  if (unknown !== undefined) throw refuse(`A planilha não tem a coluna "${unknown}".`);
  const fields = new Map(importableFields(def));
  const columnOf = new Map<string, string>();
  const keyOf = (header: string) => (Object.hasOwn(mapping, header) ? mapping[header] : null);
  for (const header of headers) {
    const key = keyOf(header);
    if (key === null || key === undefined) continue;
    const field = fields.get(key);
    if (!field) throw refuse(`O campo "${key}" não pode ser preenchido por importação.`);
    const taken = columnOf.get(key);
    if (taken !== undefined)
      throw refuse(
        `${field.label["pt-BR"]} está associado a duas colunas ("${taken}" e "${header}"). Escolha uma só.`,
      );
    columnOf.set(key, header);
  }
  const missing = requiredImportFields(def).filter(([key]) => !columnOf.has(key));
  if (missing.length)
    throw refuse(
      `Associe uma coluna a cada campo obrigatório: ${missing.map(([, field]) => field.label["pt-BR"]).join(", ")}.`,
    );
  return Object.fromEntries(headers.map((header) => [header, keyOf(header) ?? null]));
};
