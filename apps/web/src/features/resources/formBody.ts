import {
  createSchemaOf,
  type FieldDef,
  fieldOrderErrors,
  patchSchemaOf,
  type ResourceDef,
  valueSchema,
  writableFields,
} from "@quadra/shared";
import { i18n } from "../../i18n/i18n.ts";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { isFieldShown } from "./formLayout.ts";
import { type FormValues, fromFormValue, InvalidJson, type ResourceRecord } from "./formValues.ts";
import "./zodMessages.ts";

export type FieldErrors = Record<string, string>;
export type BodyResult =
  | { body: Record<string, unknown>; errors: null }
  | { body: null; errors: FieldErrors };

type Schemas = { create: ReturnType<typeof createSchemaOf>; patch: ReturnType<typeof patchSchemaOf> };
const schemaCache = new WeakMap<ResourceDef, Schemas>();

/** The same Zod contracts the server validates with, built once per definition. */
const schemasOf = (def: ResourceDef): Schemas => {
  let schemas = schemaCache.get(def);
  if (!schemas) {
    schemas = { create: createSchemaOf(def), patch: patchSchemaOf(def) };
    schemaCache.set(def, schemas);
  }
  return schemas;
};

const valueSchemas = new WeakMap<FieldDef, ReturnType<typeof valueSchema>>();

/** A field's value contract, built once (the form compares values on every keystroke). */
const valueSchemaOf = (field: FieldDef) => {
  let schema = valueSchemas.get(field);
  if (!schema) {
    schema = valueSchema(field);
    valueSchemas.set(field, schema);
  }
  return schema;
};

/** Errors keyed by the field (a tag's issue `tags.2` belongs under the `tags` input). */
export const byField = (errors: FieldErrors): FieldErrors => {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const key = path.split(".")[0] ?? path;
    out[key] ??= message;
  }
  return out;
};

/** Fields the form may send: writable, not the parent's (it comes from the path), and shown. */
export const sendableKeys = ({ def, values }: { def: ResourceDef; values: FormValues }) =>
  writableFields(def)
    .map(([key]) => key)
    .filter((key) => key !== def.parent?.field && isFieldShown({ def, key, values }));

const apiValuesOf = ({ def, keys, values }: { def: ResourceDef; keys: string[]; values: FormValues }) => {
  const out: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const key of keys) {
    try {
      out[key] = fromFormValue(def.fields[key]!, values[key] ?? null);
    } catch (error) {
      if (!(error instanceof InvalidJson)) throw error;
      errors[key] = i18n.t("resources.form.invalid_json");
    }
  }
  return { out, errors };
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * One API value in a form fit for comparing: the contract's output when valid (digits of a masked
 * phone, a trimmed text), so re-typing the same value in another shape is no change.
 */
const comparable = (def: ResourceDef, key: string, value: unknown) => {
  if (isEmpty(value)) return "null";
  const parsed = valueSchemaOf(def.fields[key]!).safeParse(value);
  return JSON.stringify(parsed.success ? parsed.data : value);
};

/** Fields whose value differs from the starting one (a JSON the input cannot read counts as changed). */
export const changedKeys = ({
  def,
  initial,
  values,
}: {
  def: ResourceDef;
  initial: FormValues;
  values: FormValues;
}) => {
  const keys = sendableKeys({ def, values });
  const before = apiValuesOf({ def, keys, values: initial });
  const after = apiValuesOf({ def, keys, values });
  return keys.filter(
    (key) =>
      key in after.errors || comparable(def, key, before.out[key]) !== comparable(def, key, after.out[key]),
  );
};

const finish = ({
  parsed,
  errors,
  orderErrors,
}: {
  parsed: { success: true; data: Record<string, unknown> } | { success: false; error: { issues: never[] } };
  errors: FieldErrors;
  orderErrors: (data: Record<string, unknown>) => FieldErrors;
}): BodyResult => {
  const all = {
    ...(parsed.success ? orderErrors(parsed.data) : byField(issuesToErrors(parsed.error.issues))),
    ...errors,
  };
  if (parsed.success && Object.keys(all).length === 0) return { body: parsed.data, errors: null };
  return { body: null, errors: all };
};

/**
 * The body of `POST <coll>`: every shown field the person filled (a switch always; an emptied field
 * with a default as null, so the default does not come back), validated by the server's contract.
 */
export const createBody = ({ def, values }: { def: ResourceDef; values: FormValues }): BodyResult => {
  const keys = sendableKeys({ def, values });
  const { out, errors } = apiValuesOf({ def, keys, values });
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    if (key in errors) continue;
    const field = def.fields[key]!;
    const listKind = field.kind === "multiselect" || field.kind === "tags";
    if (field.kind === "bool" || !isEmpty(out[key]) || (field.default !== undefined && !listKind))
      body[key] = out[key];
  }
  return finish({
    parsed: schemasOf(def).create.safeParse(body) as never,
    errors,
    orderErrors: (data) => fieldOrderErrors(def, data),
  });
};

/** The body of `PATCH <name>/<id>`: only the changed fields, plus the version that was read. */
export const patchBody = ({
  def,
  record,
  initial,
  values,
}: {
  def: ResourceDef;
  record: ResourceRecord;
  initial: FormValues;
  values: FormValues;
}): BodyResult => {
  // A create-only field is shown locked on edit; it is never part of a change.
  const keys = changedKeys({ def, initial, values }).filter((key) => !def.fields[key]?.createOnly);
  const { out, errors } = apiValuesOf({ def, keys, values });
  const body: Record<string, unknown> = { version: record.version };
  for (const key of keys) if (!(key in errors)) body[key] = out[key];
  return finish({
    parsed: schemasOf(def).patch.safeParse(body) as never,
    errors,
    // The rule compares with the record's other fields, but only for pairs this change touches.
    orderErrors: (data) => fieldOrderErrors(def, { ...record, ...data }, keys),
  });
};
