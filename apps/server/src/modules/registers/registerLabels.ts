import { RESOURCES } from "@quadra/shared";
import { type Refusal, refusalError } from "../../platform/resources/resourceRules.ts";

/** The pt-BR names of a registers resource's fields, as its refusals name them (from the definition). */
export const labelsOf = (resource: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(RESOURCES[resource]?.fields ?? {}).map(([key, field]) => [key, field.label["pt-BR"]]),
  );

/** A refusal of `resource`'s rules thrown as the HTTP write's 400/409 (null: nothing to refuse). */
export const refuseFor =
  (resource: string) =>
  (refusal: Refusal | null): void => {
    if (refusal) throw refusalError(refusal, labelsOf(resource));
  };

/** A refusal as an import row's errors. */
export const rowErrors = (refusal: Refusal) => ({ errors: { [refusal.field]: refusal.message } });

/** "2026-04-10" → "10/04/2026", as dates read in pt-BR messages. */
export const brDate = (iso: unknown): string => {
  const text = typeof iso === "string" ? iso.slice(0, 10) : "";
  const [year, month, day] = text.split("-");
  return year && month && day ? `${day}/${month}/${year}` : text;
};

/** A date field's value as "YYYY-MM-DD" (dates travel as such; a Date from a driver is read in UTC). */
export const isoDate = (value: unknown): string | null => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return typeof value === "string" && value.length >= 10 ? value.slice(0, 10) : null;
};
