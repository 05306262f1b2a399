import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";
import {
  collectionPath,
  type FieldDef,
  PEOPLE_REF,
  RESOURCES,
  type ResourceDef,
  searchFields,
  writableFields,
} from "@quadra/shared";
import { DEMO_API, uniqueCnpj, uniqueCpf } from "./support.ts";

let counter = 0;
/**
 * A word no other record holds: the list search matches substrings, so every word has the same
 * length (a time part and a two-character counter) and none is the start of another.
 */
export const uniqueWord = () =>
  `e${(Date.now() % 36 ** 6).toString(36).padStart(6, "0")}${(counter++ % 36 ** 2).toString(36).padStart(2, "0")}`;

/** A 1×1 PNG: the upload server re-encodes images, so it must be a real one. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Kinds the suite also fills when optional, so every input kind of the form is driven at least once. */
const OPTIONAL_KINDS_FILLED = new Set([
  "email",
  "url",
  "phone",
  "cep",
  "cpf",
  "cnpj",
  "color",
  "time",
  "multiselect",
  "tags",
]);

/** The text field that carries a record's unique word, so the list search finds it by that word. */
export const wordFieldOf = (def: ResourceDef) => {
  const searchable = searchFields(def).filter((key) => {
    const field = def.fields[key]!;
    return ["text", "textarea"].includes(field.kind) && !field.readOnly && (field.max ?? 200) >= 20;
  });
  return searchable.includes(def.titleField) ? def.titleField : searchable[0];
};

/**
 * The fields a create fills: every required field without a default (bar the parent's, which
 * comes from the path), the word's field, and optional fields of the kinds listed above. Fields a
 * `showWhen` hides at their defaults stay empty, as on screen.
 */
export const fieldsToFill = (def: ResourceDef): [string, FieldDef][] => {
  const wordField = wordFieldOf(def);
  return writableFields(def).filter(([key, field]) => {
    if (key === def.parent?.field || field.kind === "bool") return false;
    const rule = def.showWhen?.[key];
    if (rule && def.fields[rule.field]?.default !== rule.equals) return false;
    if (key === wordField) return true;
    if (field.required) return field.default === undefined;
    return OPTIONAL_KINDS_FILLED.has(field.kind);
  });
};

const textOf = ({ field, word, prefix = "E2E" }: { field: FieldDef; word: string; prefix?: string }) =>
  `${prefix} ${word}`.slice(0, field.max ?? 200);

/** A number within the field's bounds (2030 where it fits: years and seasons take it). */
const numberOf = (field: FieldDef) => Math.max(field.min ?? 1, Math.min(field.max ?? 2030, 2030));

/** A first choice of a select: its default when it has one, else its first option. */
const optionOf = (field: FieldDef) =>
  typeof field.default === "string" ? field.default : field.options![0]!.value;

export type ApiClient = APIRequestContext;

const resultOf = async <T>(response: APIResponse, status: number): Promise<T> => {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  const body = (await response.json()) as { result: T };
  return body.result;
};

export const apiGet = async <T>(api: ApiClient, path: string) =>
  resultOf<T>(await api.get(`${DEMO_API}/${path}`), 200);

export const uploadByApi = async (api: ApiClient, file: { name: string; mimeType: string; buffer: Buffer }) =>
  (
    await resultOf<{ url: string }>(
      await api.post(`${DEMO_API}/uploads`, { multipart: { file, visibility: "public" } }),
      201,
    )
  ).url;

/**
 * A person to point a `ref: users` at: the demo master, found the way the form's select finds
 * people (`users/options`). Registering someone would do too, but the master is always there.
 */
export const somePerson = async (api: ApiClient) => {
  const found = await apiGet<{ id: string; title: string }[]>(api, "users/options?q=Administrador");
  expect(found.length, "the demo master is among the people").toBeGreaterThan(0);
  return { id: found[0]!.id, title: found[0]!.title };
};

export type Created = { id: string; title: string; word: string; record: Record<string, unknown> };

/** The API value of one field for a record carrying `word`; a `ref` gets its own record first. */
const apiValueOf = async ({
  api,
  field,
  word,
}: {
  api: ApiClient;
  field: FieldDef;
  word: string;
}): Promise<unknown> => {
  switch (field.kind) {
    case "text":
    case "textarea":
    case "secret":
      return textOf({ field, word });
    case "richtext":
      return `<p>${textOf({ field, word })}</p>`;
    case "slug":
      return word;
    case "email":
      return `${word}@example.com`;
    case "url":
      return `https://example.com/${word}`;
    case "phone":
      return "11987654321";
    case "cep":
      return "01310100";
    case "cpf":
      return uniqueCpf();
    case "cnpj":
      return uniqueCnpj();
    case "color":
      return "#1e90ff";
    case "date":
      return "2026-03-15";
    case "datetime":
      return "2026-03-15T14:30:00-03:00";
    case "time":
      return "14:30";
    case "int":
    case "decimal":
      return numberOf(field);
    case "money":
      return 12_345;
    case "select":
      return optionOf(field);
    case "multiselect":
      return [field.options![0]!.value];
    case "tags":
      return [word];
    case "ref":
      if (field.ref === PEOPLE_REF) return (await somePerson(api)).id;
      return (await createByApi({ api, def: RESOURCES[field.ref!]! })).id;
    case "image":
      return uploadByApi(api, { name: "e2e.png", mimeType: "image/png", buffer: PNG });
    case "file":
      return uploadByApi(api, { name: `${word}.txt`, mimeType: "text/plain", buffer: Buffer.from(word) });
    case "json":
      return {};
    case "bool":
      return true;
  }
};

/**
 * Creates a valid record through the API: its required fields and word field, with the records its
 * references and its parent need created first (a street needs a city, a state and a country).
 */
export const createByApi = async ({
  api,
  def,
  word = uniqueWord(),
  parentId,
}: {
  api: ApiClient;
  def: ResourceDef;
  word?: string;
  parentId?: string;
}): Promise<Created> => {
  const parent =
    def.parent && !parentId ? await createByApi({ api, def: RESOURCES[def.parent.resource]! }) : undefined;
  // What the form would fill: the tenant's settings may require fields the definition leaves
  // optional (an association's CNPJ and e-mail, by its registration settings).
  const body: Record<string, unknown> = {};
  for (const [key, field] of fieldsToFill(def)) body[key] = await apiValueOf({ api, field, word });
  const path = collectionPath(def, parentId ?? parent?.id);
  const record = await resultOf<Record<string, unknown> & { id: string }>(
    await api.post(`${DEMO_API}/${path}`, { data: body }),
    201,
  );
  const titles = record._titles as Record<string, string> | undefined;
  const title =
    def.fields[def.titleField]?.kind === "ref" ? titles?.[def.titleField] : record[def.titleField];
  return { id: record.id, title: String(title), word, record };
};

/**
 * What the form gets for one field, and how the suite reads it back: `typed` is what is typed or
 * picked; for a `ref`, the record was created through the API and is picked by its word.
 */
export type UiSample =
  | { kind: "text"; typed: string }
  | { kind: "option"; label: string }
  | { kind: "ref"; word: string; title: string }
  | { kind: "upload"; file: { name: string; mimeType: string; buffer: Buffer } }
  | { kind: "skip" };

export const uiSampleOf = async ({
  api,
  field,
  word,
}: {
  api: ApiClient;
  field: FieldDef;
  word: string;
}): Promise<UiSample> => {
  const pt = (option: { label: { "pt-BR": string } }) => option.label["pt-BR"];
  switch (field.kind) {
    case "text":
    case "textarea":
    case "secret":
    case "email":
    case "url":
    case "slug":
    case "color":
    case "time":
      return { kind: "text", typed: String(await apiValueOf({ api, field, word })) };
    case "phone":
    case "cep":
    case "cpf":
    case "cnpj":
      return { kind: "text", typed: String(await apiValueOf({ api, field, word })) };
    case "date":
      return { kind: "text", typed: "15/03/2026" };
    case "datetime":
      return { kind: "text", typed: "15" };
    case "int":
    case "decimal":
      return { kind: "text", typed: String(numberOf(field)) };
    case "money":
      return { kind: "text", typed: "123,45" };
    case "tags":
      return { kind: "text", typed: word };
    case "select":
    case "multiselect": {
      const value = field.kind === "select" ? optionOf(field) : field.options![0]!.value;
      return { kind: "option", label: pt(field.options!.find((option) => option.value === value)!) };
    }
    case "ref": {
      if (field.ref === PEOPLE_REF) {
        const person = await somePerson(api);
        return { kind: "ref", word: person.title, title: person.title };
      }
      const target = await createByApi({ api, def: RESOURCES[field.ref!]! });
      return { kind: "ref", word: target.word, title: target.title };
    }
    case "image":
      return { kind: "upload", file: { name: `${word}.png`, mimeType: "image/png", buffer: PNG } };
    case "file":
      return {
        kind: "upload",
        file: { name: `${word}.txt`, mimeType: "text/plain", buffer: Buffer.from(`E2E ${word}\n`) },
      };
    case "richtext":
    case "json":
    case "bool":
      return { kind: "skip" };
  }
};

type ImportRow = Record<string, string>;

/** Uploads a CSV of rows for `resource`, previews it with the suggested mapping and returns its id. */
export const uploadImportByApi = async ({
  api,
  resource,
  fileName,
  rows,
}: {
  api: ApiClient;
  resource: string;
  fileName: string;
  rows: ImportRow[];
}) => {
  const headers = Object.keys(rows[0]!);
  const csv = [headers, ...rows.map((row) => headers.map((header) => row[header]))]
    .map((cells) => cells.join(";"))
    .join("\n");
  const uploaded = await resultOf<{ id: string; suggested_mapping: Record<string, string | null> }>(
    await api.post(`${DEMO_API}/imports`, {
      multipart: {
        resource,
        file: { name: fileName, mimeType: "text/csv", buffer: Buffer.from(`${csv}\n`) },
      },
    }),
    201,
  );
  const preview = await resultOf<{ error_rows: number; valid_rows: number }>(
    await api.post(`${DEMO_API}/imports/${uploaded.id}/preview`, {
      data: { mapping: uploaded.suggested_mapping },
    }),
    200,
  );
  expect(preview, JSON.stringify(preview)).toMatchObject({ error_rows: 0, valid_rows: rows.length });
  return uploaded.id;
};

/** Commits a previewed import and waits for its job to finish. */
export const commitImportByApi = async ({ api, id, key }: { api: ApiClient; id: string; key: string }) => {
  const started = await api.post(`${DEMO_API}/imports/${id}/commit`, { headers: { "idempotency-key": key } });
  expect([200, 202], await started.text()).toContain(started.status());
  await expect
    .poll(async () => (await apiGet<{ status: string }>(api, `imports/${id}`)).status, { timeout: 20_000 })
    .toBe("committed");
  return apiGet<{ status: string; job: { id: string; title: string; status: string } }>(api, `imports/${id}`);
};
