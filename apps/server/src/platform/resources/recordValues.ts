import {
  type FieldDef,
  formatCnpj,
  formatCpf,
  normalizeSearch,
  type ResourceDef,
  searchFields,
} from "@quadra/shared";
import sanitizeHtml from "sanitize-html";
import { openSecret, sealSecret } from "../security/secretBox.ts";
import type { Actor } from "./auditLog.ts";

/** What a secret field shows once it is set: the value itself never leaves the server. */
export const SECRET_MASK = "********";

/** Rich text keeps formatting, links and images, never scripts, styles or event handlers. */
const sanitizeRichText = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      "img",
      "h1",
      "h2",
      "u",
      "s",
      "span",
      "figure",
      "figcaption",
    ],
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      img: ["src", "alt", "title", "width", "height"],
      a: ["href", "name", "target", "rel"],
      "*": ["class"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });

/** A field's value as the column stores it (sanitized, sealed, empty lists for lists). */
const storedValue = (field: FieldDef, value: unknown) => {
  if (value === undefined) return undefined;
  if (value === null) return ["multiselect", "tags"].includes(field.kind) ? [] : null;
  if (field.kind === "richtext") return sanitizeRichText(String(value));
  if (field.kind === "secret") return sealSecret(String(value));
  return value;
};

/**
 * What a write reads of a resource's fields, listed once per definition: an import makes 50,000
 * rows of one resource, and listing the fields again for each row (defaults, writable fields,
 * searchable fields: three passes over every field) was most of `newRecordRow`'s time.
 */
type CreatePlan = {
  defaults: [string, unknown][];
  writable: [string, FieldDef][];
  search: [string, FieldDef][];
};
const plans = new WeakMap<ResourceDef, CreatePlan>();
const planOf = (def: ResourceDef): CreatePlan => {
  let plan = plans.get(def);
  if (!plan) {
    const fields = Object.entries(def.fields);
    plan = {
      defaults: fields
        .filter(([, field]) => field.default !== undefined && !field.readOnly)
        .map(([key, field]) => [key, field.default]),
      writable: fields.filter(([, field]) => !field.readOnly),
      search: searchFields(def).map((key) => [key, def.fields[key]!]),
    };
    plans.set(def, plan);
  }
  return plan;
};

/** Writes into `values` the column values of a validated body's writable fields (see valuesFromBody). */
const putBodyValues = (values: Record<string, unknown>, def: ResourceDef, body: Record<string, unknown>) => {
  for (const [key, field] of planOf(def).writable) {
    if (!(key in body)) continue;
    if (field.kind === "secret" && body[key] === SECRET_MASK) continue;
    const value = storedValue(field, body[key]);
    if (value !== undefined) values[key] = value;
  }
  return values;
};

/**
 * The column values of a validated body: only writable fields that were sent (a PATCH touches only
 * what it names); a secret sent back as its mask keeps the stored one.
 */
export const valuesFromBody = (def: ResourceDef, body: Record<string, unknown>) =>
  putBodyValues({}, def, body);

const searchableText = (field: FieldDef, value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map((item) => searchableText(field, item)).join(" ");
  const text = String(value);
  if (field.kind === "select" || field.kind === "multiselect")
    return field.options?.find((option) => option.value === text)?.label["pt-BR"] ?? text;
  if (field.kind === "cpf") return `${text} ${formatCpf(text)}`;
  if (field.kind === "cnpj") return `${text} ${formatCnpj(text)}`;
  if (field.kind === "richtext") return text.replace(/<[^>]*>/g, " ");
  return text;
};

/** The normalized text `q` searches, from the row as it will be after the write. */
export const searchTextOf = (def: ResourceDef, row: Record<string, unknown>) => {
  const text = planOf(def)
    .search.map(([key, field]) => searchableText(field, row[key]))
    .join(" ");
  return normalizeSearch(text).slice(0, 20_000);
};

/**
 * The row a create inserts from a validated body: the defaults of the fields it did not send, its
 * values as stored (sanitized rich text, sealed secrets), the parent from the path, the search text,
 * the tenant and who wrote it. createRecord and bulkInsert both insert exactly this.
 */
export const newRecordRow = ({
  def,
  actor,
  parentId,
  body,
}: {
  def: ResourceDef;
  actor: Actor;
  parentId?: string | undefined;
  body: Record<string, unknown>;
}): Record<string, unknown> => {
  // The defaults of the fields it did not send, then the body's values over them, in one object.
  const values: Record<string, unknown> = {};
  for (const [key, value] of planOf(def).defaults) values[key] = value;
  putBodyValues(values, def, body);
  if (def.parent) values[def.parent.field] = parentId;
  values.tenant_id = actor.tenantId;
  values.search_text = searchTextOf(def, values);
  values.created_by = actor.userId;
  values.updated_by = actor.userId;
  return values;
};

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** A row as the API answers it: no internal columns, secrets masked, times in ISO 8601. */
export const toRecord = (def: ResourceDef, row: Record<string, any>) => {
  const record: Record<string, unknown> = { id: row.id };
  for (const [key, field] of Object.entries(def.fields)) {
    const value = row[key];
    if (field.kind === "secret") record[key] = value ? SECRET_MASK : null;
    else if (field.kind === "datetime") record[key] = iso(value);
    else if (field.kind === "time") record[key] = value ? String(value).slice(0, 5) : null;
    else record[key] = value ?? (["multiselect", "tags"].includes(field.kind) ? [] : null);
  }
  record.version = row.version;
  record.created_at = iso(row.created_at);
  record.updated_at = iso(row.updated_at);
  return record;
};

/** The plain value of a secret field, for the server code that uses it (never for an answer). */
export const revealSecret = (stored: string | null | undefined) => (stored ? openSecret(stored) : null);
