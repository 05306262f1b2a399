import { z } from "zod";
import { isValidCep } from "../validators/cep.ts";
import { isValidCnpj, normalizeCnpj } from "../validators/cnpj.ts";
import { isValidCpf } from "../validators/cpf.ts";
import { onlyDigits } from "../validators/digits.ts";
import { isEmail, isHexColor, isIsoDate, isTime } from "../validators/formats.ts";
import { isValidBrazilianPhone } from "../validators/phone.ts";
import type { FieldDef } from "./fields.ts";
import { type ResourceDef, writableFields } from "./resourceDef.ts";
import { isSlug } from "./slug.ts";

const INT_MAX = 2_147_483_647;
const REQUIRED = "Campo obrigatório.";
/** An uploaded file (`uploads/<id>`, as the upload server answers) or an absolute http(s) address. */
const UPLOAD_OR_URL = /^(uploads\/[0-9a-f-]{36}|https?:\/\/\S+)$/i;

/** Absent or null where a value is needed reads "Campo obrigatório.", not a type error. */
const req = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? REQUIRED : undefined,
};

const text = (field: FieldDef, fallbackMax: number) => {
  const base = z
    .string(req)
    .trim()
    .max(field.max ?? fallbackMax);
  return field.required ? base.min(1, REQUIRED) : base;
};

const checked = (field: FieldDef, test: (value: string) => boolean, message: string) =>
  text(field, 200).refine((value) => value === "" || test(value), message);

/**
 * A list whose every item must pass `item`. A bad item is reported on the list itself (`tags`, not
 * `tags.0`), so the form shows it under the field and the message names the field.
 */
const listOf = (item: z.ZodType, { max, message }: { max: number; message: string }) =>
  z
    .array(z.unknown(), { error: (issue) => req.error(issue) ?? "Envie uma lista." })
    .max(max, `Escolha no máximo ${max}.`)
    .superRefine((values, context) => {
      if (values.some((value) => !item.safeParse(value).success))
        context.addIssue({ code: "custom", message });
    })
    .transform((values) => values.map((value) => item.parse(value)));

const valuesOf = (field: FieldDef) => {
  const values = (field.options ?? []).map((option) => option.value);
  if (!values.length) throw new Error(`select field without options: ${field.label.en}`);
  return values as [string, ...string[]];
};

/** The schema of one field's value as a client sends it (before "absent" and "empty" are decided). */
export const valueSchema = (field: FieldDef): z.ZodType => {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "richtext":
    case "secret":
      return text(field, 200);
    case "int":
      return z
        .number(req)
        .int("Informe um número inteiro.")
        .min(field.min ?? -INT_MAX)
        .max(field.max ?? INT_MAX);
    case "decimal":
      return z
        .number(req)
        .min(field.min ?? -1e12)
        .max(field.max ?? 1e12);
    case "money":
      return z
        .number(req)
        .int("Informe o valor em centavos.")
        .min(field.min ?? 0)
        .max(field.max ?? 100_000_000_000);
    case "bool":
      return z.boolean(req);
    case "date":
      return z.string(req).refine(isIsoDate, "Data inválida; use o formato AAAA-MM-DD.");
    case "datetime":
      return z.iso.datetime({
        offset: true,
        error: (issue) =>
          issue.input === undefined || issue.input === null ? REQUIRED : "Data e hora inválidas.",
      });
    case "time":
      return z.string(req).refine(isTime, "Hora inválida; use o formato HH:MM.");
    case "email":
      return checked(field, isEmail, "E-mail inválido.").transform((value) => value.toLowerCase());
    case "url":
      return checked(
        field,
        (value) => /^https?:\/\/\S+$/i.test(value),
        "Endereço inválido; comece com https://.",
      );
    case "slug":
      return text(field, 120)
        .transform((value) => value.toLowerCase())
        .refine(
          (value) => value === "" || isSlug(value),
          "Use só letras sem acento, números e hífens (ex.: copa-estadual-2025).",
        );
    case "color":
      return checked(field, isHexColor, "Cor inválida; use o formato #RRGGBB.");
    case "phone":
      return checked(field, isValidBrazilianPhone, "Telefone inválido; informe DDD e número.").transform(
        onlyDigits,
      );
    case "cep":
      return checked(field, isValidCep, "CEP inválido; informe os 8 dígitos.").transform(onlyDigits);
    case "cpf":
      return checked(field, isValidCpf, "CPF inválido.").transform(onlyDigits);
    case "cnpj":
      return checked(field, isValidCnpj, "CNPJ inválido.").transform(normalizeCnpj);
    case "select":
      return z.enum(valuesOf(field), { error: (issue) => req.error(issue) ?? "Escolha uma das opções." });
    case "multiselect":
      return listOf(z.enum(valuesOf(field)), { max: 100, message: "Escolha só opções da lista." });
    case "tags":
      return listOf(z.string().trim().min(1).max(60), {
        max: field.max ?? 50,
        message: "Cada etiqueta deve ter de 1 a 60 caracteres.",
      }).transform((values) => [...new Set(values as string[])]);
    case "ref":
      return z.uuid({ error: (issue) => req.error(issue) ?? "Escolha um registro da lista." });
    case "image":
    case "file":
      return text(field, 2_000).refine(
        (value) => value === "" || UPLOAD_OR_URL.test(value),
        "Envie o arquivo pelo campo de upload.",
      );
    case "json":
      return z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);
  }
};

const isListKind = (field: FieldDef) => ["multiselect", "tags"].includes(field.kind);

/** Optional values: absent, null or "" all mean "no value" (stored as NULL, or [] for lists). */
const optional = (schema: z.ZodType) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable()).optional();

/** The body of `POST <resource>`: required fields must come; the rest may be absent or empty. */
export const createSchemaOf = (def: ResourceDef) => {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of writableFields(def)) {
    if (def.parent?.field === key) continue; // taken from the path
    const schema = valueSchema(field);
    if (field.kind === "bool") shape[key] = schema.optional();
    else if (field.required && field.default === undefined) shape[key] = schema;
    // Required with a default (a status that starts as "draft"): absent takes the default, but an
    // explicit null or "" is refused like any missing required value, never stored as NULL.
    else if (field.required || isListKind(field)) shape[key] = schema.optional();
    else shape[key] = optional(schema);
  }
  return z.strictObject(shape);
};

/** The body of `PATCH <resource>/<id>`: any subset of the fields, plus the version that was read. */
export const patchSchemaOf = (def: ResourceDef) => {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of writableFields(def)) {
    if (def.parent?.field === key) continue;
    const schema = valueSchema(field);
    shape[key] =
      field.required || field.kind === "bool" || isListKind(field) ? schema.optional() : optional(schema);
  }
  return z.strictObject({ ...shape, version: z.number().int().min(0) });
};

/** pt-BR labels of a resource's fields, so a 400 names the field a person must fix. */
export const fieldLabelsOf = (def: ResourceDef, locale: "pt-BR" | "en" = "pt-BR") => ({
  ...Object.fromEntries(Object.entries(def.fields).map(([key, field]) => [key, field.label[locale]])),
  version: locale === "pt-BR" ? "Versão" : "Version",
  ids: locale === "pt-BR" ? "Registros" : "Records",
});
