import {
  cnpjFromBody,
  collectionPath,
  cpfFromBase,
  type FieldDef,
  hasAction,
  PEOPLE_REF,
  RESOURCES,
  type ResourceDef,
} from "@quadra/shared";
import type { TestServer, TestTenant } from "./harness.ts";

let counter = 0;

/** A string of `n`'s sequence that fits the field's length bounds. */
const sized = (field: FieldDef, stem: string) => {
  const max = field.max ?? 200;
  const min = field.min ?? 1;
  const text = stem.slice(0, max);
  return text.length >= min ? text : text.padEnd(min, "x");
};

/** A valid value of a field for a sample record; `ref` fields are resolved by the caller. */
export const sampleValue = (field: FieldDef, n: number): unknown => {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "secret":
      // The sequence leads, so a value cut to a short field's length stays unique.
      return sized(
        field,
        field.max && field.max <= 3
          ? n.toString(36).toUpperCase().slice(-field.max)
          : `${n.toString(36)} Exemplo`,
      );
    case "richtext":
      return `<p>Texto <strong>${n}</strong></p>`;
    case "int":
      return Math.max(field.min ?? 1, Math.min(field.max ?? 10, 1));
    case "decimal":
      return Math.max(field.min ?? 1.5, 1.5);
    case "money":
      return 12_345;
    case "bool":
      return true;
    case "date":
      return "2026-03-15";
    case "datetime":
      return "2026-03-15T10:30:00-03:00";
    case "time":
      return "10:30";
    case "email":
      return `exemplo${n}@example.com`;
    case "url":
      return `https://example.com/${n}`;
    case "slug":
      return sized(field, `exemplo-${n.toString(36)}`);
    case "color":
      return "#1e88e5";
    case "phone":
      return "11987654321";
    case "cep":
      return "01310100";
    case "cpf":
      return cpfFromBase(String(100_000_000 + n));
    case "cnpj":
      return cnpjFromBody(String(10_000_000_0001 + n));
    case "select":
      return field.options?.[0]?.value;
    case "multiselect":
      return [field.options?.[0]?.value];
    case "tags":
      return ["etiqueta"];
    case "image":
    case "file":
      return `https://example.com/arquivo-${n}.png`;
    case "json":
      return { chave: n };
    case "ref":
      return undefined;
  }
};

export type Sampler = {
  /** A new record of the resource in the tenant (creating what it points at), as the API answered it. */
  create: (name: string) => Promise<Record<string, any>>;
  /** A valid create body for the resource (its refs created), and the parent id for a child. */
  body: (name: string) => Promise<{ body: Record<string, unknown>; parentId: string | undefined }>;
};

/** Builds records of any registered resource through the API, as a person with the token would. */
export const sampler = (server: TestServer, tenant: TestTenant, token: string): Sampler => {
  const body = async (name: string) => {
    const def = RESOURCES[name]!;
    const values: Record<string, unknown> = {};
    let parentId: string | undefined;
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.readOnly) continue;
      if (field.kind === "ref") {
        if (!field.required && def.parent?.field !== key) continue;
        if (field.ref === PEOPLE_REF) {
          values[key] = (await server.createUser(tenant)).id;
          continue;
        }
        const target = await create(field.ref!);
        if (def.parent?.field === key) parentId = target.id;
        else values[key] = target.id;
        continue;
      }
      const value = sampleValue(field, ++counter);
      if (value !== undefined) values[key] = value;
    }
    return { body: values, parentId };
  };
  const create = async (name: string): Promise<Record<string, any>> => {
    const def = RESOURCES[name]!;
    if (!hasAction(def, "create")) throw new Error(`${name} cannot be created through the API`);
    const { body: values, parentId } = await body(name);
    const response = await server.api(tenant, "POST", collectionPath(def, parentId), { token, body: values });
    if (response.status !== 201)
      throw new Error(
        `sample ${name}: ${response.status} ${JSON.stringify(response.body)} for ${JSON.stringify(values)}`,
      );
    return response.body.result;
  };
  return { create, body };
};

export const creatable = (def: ResourceDef) => hasAction(def, "create");
