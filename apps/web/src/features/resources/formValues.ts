import type { FieldDef, ResourceDef } from "@quadra/shared";
import dayjs from "dayjs";
import { DISPLAY_TIME_ZONE } from "../../i18n/dates.ts";

/** One input's value: what the Mantine input holds, not yet what the API takes. */
export type FormValue = string | number | boolean | string[] | null;
export type FormValues = Record<string, FormValue>;

/** A record as the resource API answers it. */
export type ResourceRecord = {
  id: string;
  version: number;
  created_at?: string;
  updated_at?: string;
  /** Titles of the records the `ref` fields point at. */
  _titles?: Record<string, string | null>;
  [key: string]: unknown;
};

/** The API value of a field that the JSON input could not read: the form shows it as an error. */
export class InvalidJson extends Error {}

const TEXT_KINDS = new Set([
  "text",
  "textarea",
  "richtext",
  "email",
  "url",
  "slug",
  "color",
  "phone",
  "cep",
  "cpf",
  "cnpj",
  "time",
  "secret",
]);

/** DateTimePicker's value format (São Paulo wall time, no zone). */
const PICKER_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** A number input's value as a number: "" and anything unreadable mean "no value". */
const asNumber = (value: FormValue): number | null => {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  // "1.234,56" as typed in pt-BR; "1234.56" as an API or a default gives it.
  const text = value.includes(",") ? value.replace(/\./g, "").replace(",", ".") : value;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
};

/** What the input of a field holds for an API value (or a definition's default). */
export const toFormValue = (field: FieldDef, value: unknown): FormValue => {
  const empty = value === null || value === undefined;
  switch (field.kind) {
    case "bool":
      return value === true;
    case "int":
    case "decimal":
      return typeof value === "number" ? value : empty ? "" : (asNumber(String(value)) ?? "");
    case "money":
      // Money travels as integer cents; the input holds reais.
      return typeof value === "number" ? value / 100 : "";
    case "multiselect":
    case "tags":
      return Array.isArray(value) ? value.map(String) : [];
    case "date":
      return empty ? null : String(value).slice(0, 10);
    case "datetime":
      return empty
        ? null
        : dayjs(value as string)
            .tz(DISPLAY_TIME_ZONE)
            .format(PICKER_FORMAT);
    case "time":
      return empty ? "" : String(value).slice(0, 5);
    case "json":
      return empty ? "" : JSON.stringify(value, null, 2);
    case "select":
    case "ref":
    case "image":
    case "file":
      return empty || value === "" ? null : String(value);
    default:
      return empty ? "" : String(value);
  }
};

/** The API value of what an input holds: empty inputs are null (lists: []). Throws InvalidJson. */
export const fromFormValue = (field: FieldDef, value: FormValue): unknown => {
  switch (field.kind) {
    case "bool":
      return value === true;
    case "int":
    case "decimal":
      return asNumber(value);
    case "money": {
      const reais = asNumber(value);
      return reais === null ? null : Math.round(reais * 100);
    }
    case "multiselect":
    case "tags":
      return Array.isArray(value) ? value : [];
    case "datetime":
      // The picker's wall time is São Paulo's; the API takes ISO 8601 with the offset.
      return value ? dayjs.tz(String(value), DISPLAY_TIME_ZONE).format() : null;
    case "richtext": {
      // An emptied editor still holds an empty paragraph.
      const html = typeof value === "string" ? value : "";
      return html.replace(/<p>\s*<\/p>/g, "").trim() === "" ? null : html;
    }
    case "json": {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) return null;
      try {
        return JSON.parse(text);
      } catch {
        throw new InvalidJson();
      }
    }
    default:
      if (TEXT_KINDS.has(field.kind)) return typeof value === "string" && value !== "" ? value : null;
      return value === "" || value === undefined ? null : value;
  }
};

/** The form's starting values: the record's on edit, the definition's defaults on create. */
export const initialFormValues = ({
  def,
  record,
}: {
  def: ResourceDef;
  record: ResourceRecord | null;
}): FormValues =>
  Object.fromEntries(
    Object.entries(def.fields).map(([key, field]) => [
      key,
      toFormValue(field, record ? record[key] : field.default),
    ]),
  );
