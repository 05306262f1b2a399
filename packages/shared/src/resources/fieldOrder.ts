import type { FieldDef } from "./fields.ts";
import type { ResourceDef } from "./resourceDef.ts";

const comparable = (field: FieldDef, value: unknown): number | string | undefined => {
  if (value === null || value === undefined || value === "") return undefined;
  switch (field.kind) {
    case "datetime": {
      const time = new Date(value as string | Date).getTime();
      return Number.isNaN(time) ? undefined : time;
    }
    case "date":
      // A `date` column may come back as a Date at local midnight: compare the calendar day.
      return value instanceof Date
        ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, "0")}-${String(value.getDate()).padStart(2, "0")}`
        : String(value).slice(0, 10);
    case "time":
      return String(value).slice(0, 5);
    default:
      return typeof value === "number" ? value : Number(value);
  }
};

type OrderedPair = { key: string; other: string; otherField: FieldDef; field: FieldDef };

// A resource's `notBefore` pairs, found once: an import checks every one of its rows.
const pairsByDef = new WeakMap<ResourceDef, OrderedPair[]>();
const orderedPairsOf = (def: ResourceDef): OrderedPair[] => {
  let pairs = pairsByDef.get(def);
  if (!pairs) {
    pairs = [];
    for (const [key, field] of Object.entries(def.fields)) {
      const other = field.notBefore;
      const otherField = other ? def.fields[other] : undefined;
      if (other && otherField) pairs.push({ key, other, otherField, field });
    }
    pairsByDef.set(def, pairs);
  }
  return pairs;
};

/**
 * The `notBefore` rules a record breaks, as `{field: message}`: an end before its start. `row` is
 * the record as it will be after the write; `changed` (the keys a PATCH sends) limits the check to
 * pairs the write touches, so an old record never blocks an unrelated change.
 */
export const fieldOrderErrors = (
  def: ResourceDef,
  row: Record<string, unknown>,
  changed?: readonly string[],
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const { key, field, other, otherField } of orderedPairsOf(def)) {
    if (changed && !changed.includes(key) && !changed.includes(other)) continue;
    const value = comparable(field, row[key]);
    const floor = comparable(otherField, row[other]);
    if (value === undefined || floor === undefined) continue;
    if (value < floor) errors[key] = `Não pode ser anterior a ${otherField.label["pt-BR"]}.`;
  }
  return errors;
};
