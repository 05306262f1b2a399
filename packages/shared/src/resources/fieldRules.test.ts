import { describe, expect, it } from "vitest";
import { fieldOrderErrors } from "./fieldOrder.ts";
import { f } from "./fields.ts";
import { defineResource } from "./resourceDef.ts";
import { createSchemaOf, patchSchemaOf } from "./resourceSchemas.ts";
import { isSlug, slugify } from "./slug.ts";

const sample = defineResource({
  name: "samples",
  permission: "settings",
  label: { one: { "pt-BR": "Amostra", en: "Sample" }, many: { "pt-BR": "Amostras", en: "Samples" } },
  titleField: "title",
  fields: {
    title: f.text("Título", "Title", { required: true }),
    slug: f.slug("Endereço (slug)", "Slug", { required: true, unique: true }),
    starts_at: f.datetime("Início", "Starts"),
    ends_at: f.datetime("Término", "Ends", { notBefore: "starts_at" }),
    issued_on: f.date("Emissão", "Issued"),
    valid_until: f.date("Validade", "Valid until", { notBefore: "issued_on" }),
    min_age: f.int("Idade mínima", "Minimum age"),
    max_age: f.int("Idade máxima", "Maximum age", { notBefore: "min_age" }),
  },
});

describe("slug fields", () => {
  it("accept lower-case words joined by hyphens, lower-casing what is typed", () => {
    const parsed = createSchemaOf(sample).safeParse({ title: "Copa", slug: "Copa-Estadual-2025" });
    expect(parsed.success && parsed.data.slug).toBe("copa-estadual-2025");
    for (const bad of ["copa estadual", "copa--estadual", "-copa", "copa_estadual", "çopa", "copa/2025"]) {
      const result = createSchemaOf(sample).safeParse({ title: "Copa", slug: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/hífens/);
    }
  });

  it("are required like text: absent or empty reads 'Campo obrigatório.'", () => {
    const result = createSchemaOf(sample).safeParse({ title: "Copa", slug: "" });
    expect(result.error?.issues[0]?.message).toBe("Campo obrigatório.");
    expect(patchSchemaOf(sample).safeParse({ version: 0 }).success).toBe(true);
  });

  it("are suggested from a title", () => {
    expect(slugify("Copa São Paulo de Vôlei 2025!")).toBe("copa-sao-paulo-de-volei-2025");
    expect(slugify("  --Árbitros & Oficiais--  ")).toBe("arbitros-oficiais");
    const long = slugify("Notícia com título muito longo ".repeat(10), 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(isSlug(long)).toBe(true);
  });
});

describe("fields that must not come before another (notBefore)", () => {
  it("name the later field when it is earlier, whatever the offsets", () => {
    expect(
      fieldOrderErrors(sample, { starts_at: "2025-03-01T10:00:00-03:00", ends_at: "2025-03-01T12:00:00Z" }),
    ).toEqual({ ends_at: "Não pode ser anterior a Início." });
    expect(
      fieldOrderErrors(sample, { starts_at: "2025-03-01T10:00:00-03:00", ends_at: "2025-03-01T13:00:00Z" }),
    ).toEqual({});
    expect(fieldOrderErrors(sample, { starts_at: "2025-03-01T10:00:00Z", ends_at: null })).toEqual({});
  });

  it("compare days and numbers, equal being fine", () => {
    expect(fieldOrderErrors(sample, { issued_on: "2025-05-10", valid_until: "2025-05-09" })).toEqual({
      valid_until: "Não pode ser anterior a Emissão.",
    });
    expect(fieldOrderErrors(sample, { issued_on: "2025-05-10", valid_until: "2025-05-10" })).toEqual({});
    expect(Object.keys(fieldOrderErrors(sample, { min_age: 18, max_age: 17 }))).toEqual(["max_age"]);
    expect(fieldOrderErrors(sample, { min_age: 18, max_age: 18 })).toEqual({});
  });

  it("check only the pairs a change touches, so an old record never blocks another edit", () => {
    const old = { issued_on: "2025-05-10", valid_until: "2025-01-01", title: "Certidão" };
    expect(fieldOrderErrors(sample, old, ["title"])).toEqual({});
    expect(Object.keys(fieldOrderErrors(sample, old, ["issued_on"]))).toEqual(["valid_until"]);
  });
});

describe("required fields with a default", () => {
  const withDefault = defineResource({
    name: "drafts",
    permission: "posts",
    label: { one: { "pt-BR": "Rascunho", en: "Draft" }, many: { "pt-BR": "Rascunhos", en: "Drafts" } },
    titleField: "title",
    fields: {
      title: f.text("Título", "Title", { required: true }),
      status: f.select(
        "Situação",
        "Status",
        [{ value: "draft", label: { "pt-BR": "Rascunho", en: "Draft" } }],
        {
          required: true,
          default: "draft",
        },
      ),
    },
  });

  it("may be left out on create (the default applies) but not sent empty", () => {
    const schema = createSchemaOf(withDefault);
    expect(schema.safeParse({ title: "Notícia" }).success).toBe(true);
    for (const empty of [null, ""]) {
      const result = schema.safeParse({ title: "Notícia", status: empty });
      expect(result.success, String(empty)).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["status"]);
    }
  });
});

describe("list fields (multiselect, tags)", () => {
  const lists = defineResource({
    name: "lists",
    permission: "posts",
    label: { one: { "pt-BR": "Lista", en: "List" }, many: { "pt-BR": "Listas", en: "Lists" } },
    titleField: "title",
    fields: {
      title: f.text("Título", "Title", { required: true }),
      divisions: f.multiselect("Naipes", "Divisions", [
        { value: "male", label: { "pt-BR": "Masculino", en: "Men" } },
        { value: "female", label: { "pt-BR": "Feminino", en: "Women" } },
      ]),
      tags: f.tags("Etiquetas", "Tags"),
    },
  });
  const parse = (body: Record<string, unknown>) => createSchemaOf(lists).safeParse({ title: "T", ...body });

  it("report a bad item on the field itself, in pt-BR", () => {
    for (const [key, value, message] of [
      ["divisions", ["male", "other"], "Escolha só opções da lista."],
      ["divisions", [{}], "Escolha só opções da lista."],
      ["tags", [""], "Cada etiqueta deve ter de 1 a 60 caracteres."],
      ["tags", [{}], "Cada etiqueta deve ter de 1 a 60 caracteres."],
      ["tags", "texto", "Envie uma lista."],
    ] as const) {
      const issues = parse({ [key]: value }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[key, message]]);
    }
  });

  it("keep good values, trimming and de-duplicating tags", () => {
    const parsed = parse({ divisions: ["female", "male"], tags: [" base ", "base", "sub-17"] });
    expect(parsed.data).toMatchObject({ divisions: ["female", "male"], tags: ["base", "sub-17"] });
  });
});
