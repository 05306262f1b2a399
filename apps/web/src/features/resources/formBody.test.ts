import { defineResource, f, l, o } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { changedKeys, createBody, patchBody } from "./formBody.ts";
import { formSections, isFieldShown, shownFieldKeys } from "./formLayout.ts";
import { initialFormValues, toFormValue } from "./formValues.ts";

const def = defineResource({
  name: "testthings",
  permission: "regions",
  label: { one: l("Coisa", "Thing"), many: l("Coisas", "Things") },
  titleField: "name",
  parent: { resource: "testparents", field: "parent_id" },
  fields: {
    parent_id: f.ref("Pai", "Parent", "testparents", { required: true }),
    name: f.text("Nome", "Name", { required: true }),
    phone: f.phone("Telefone", "Phone"),
    starts_at: f.datetime("Início", "Start"),
    ends_at: f.datetime("Fim", "End", { notBefore: "starts_at" }),
    price: f.money("Preço", "Price"),
    token: f.secret("Chave", "Key"),
    settings: f.json("Ajustes", "Settings"),
    body: f.richtext("Texto", "Text"),
    tags: f.tags("Etiquetas", "Tags"),
    status: f.select("Situação", "Status", [o("draft", "Rascunho", "Draft"), o("live", "No ar", "Live")], {
      default: "draft",
    }),
    link: f.url("Link", "Link"),
    views: f.int("Visitas", "Views", { readOnly: true }),
  },
  sections: [
    { title: l("Dados", "Data"), fields: ["name", "status", "link"] },
    { title: l("Agenda", "Schedule"), fields: ["starts_at", "ends_at"] },
  ],
  showWhen: { link: { field: "status", equals: "live" } },
});

const record = {
  id: "6f1c2b9e-4d3a-4c1b-9a8e-2f7d6c5b4a39",
  version: 7,
  parent_id: "0b8d3c1e-7a2f-4e5d-8c9b-1a2b3c4d5e6f",
  name: "Copa",
  phone: "11987654321",
  starts_at: "2025-03-15T13:00:00.000Z",
  ends_at: null,
  price: 12345,
  token: "********",
  settings: { a: 1 },
  body: "<p>Oi</p>",
  tags: ["sub-17"],
  status: "draft",
  link: null,
  views: 40,
};

describe("form values", () => {
  it("holds reais for cents and São Paulo wall time for instants", () => {
    const values = initialFormValues({ def, record });
    expect(values.price).toBe(123.45);
    expect(values.starts_at).toBe("2025-03-15 10:00:00");
    expect(values.settings).toBe('{\n  "a": 1\n}');
    expect(toFormValue(def.fields.status, undefined)).toBeNull();
  });

  it("starts a new record with the definition's defaults", () => {
    expect(initialFormValues({ def, record: null })).toMatchObject({ status: "draft", tags: [], name: "" });
  });
});

describe("create body", () => {
  it("sends converted values of the filled fields, never the parent or read-only ones", () => {
    const values = {
      ...initialFormValues({ def, record: null }),
      name: " Copa ",
      phone: "(11) 98765-4321",
      starts_at: "2025-03-15 10:00:00",
      price: 1234.5,
      body: "<p></p>",
    };
    expect(createBody({ def, values })).toEqual({
      body: {
        name: "Copa",
        phone: "11987654321",
        starts_at: "2025-03-15T10:00:00-03:00",
        price: 123450,
        status: "draft",
      },
      errors: null,
    });
  });

  it("sends an emptied field with a default as null, so the default does not come back", () => {
    const values = { ...initialFormValues({ def, record: null }), name: "Copa", status: null };
    expect(createBody({ def, values }).body).toEqual({ name: "Copa", status: null });
  });

  it("reports the contract's pt-BR messages, JSON that does not parse and an end before its start", () => {
    const values = {
      ...initialFormValues({ def, record: null }),
      phone: "123",
      settings: "{a:",
      starts_at: "2025-03-15 10:00:00",
      ends_at: "2025-03-15 09:00:00",
    };
    expect(createBody({ def, values }).errors).toEqual({
      name: "Campo obrigatório.",
      phone: "Telefone inválido; informe DDD e número.",
      settings: "JSON inválido. Confira chaves, colchetes, aspas e vírgulas.",
    });
    const ordered = createBody({ def, values: { ...values, name: "Copa", phone: "", settings: "" } });
    expect(ordered.errors).toEqual({ ends_at: "Não pode ser anterior a Início." });
  });

  it("leaves out fields hidden by showWhen", () => {
    const values = { ...initialFormValues({ def, record: null }), name: "Copa", link: "https://a.b" };
    expect(createBody({ def, values }).body).not.toHaveProperty("link");
    expect(createBody({ def, values: { ...values, status: "live" } }).body).toMatchObject({
      link: "https://a.b",
    });
  });
});

describe("patch body", () => {
  const initial = initialFormValues({ def, record });

  it("sends only what changed, plus the version read", () => {
    const values = { ...initial, phone: "(11) 98765-4321", price: 200, tags: ["sub-17", "sub-20"] };
    expect(patchBody({ def, record, initial, values })).toEqual({
      body: { version: 7, price: 20000, tags: ["sub-17", "sub-20"] },
      errors: null,
    });
  });

  it("keeps a secret whose mask is untouched and removes one that is cleared", () => {
    expect(changedKeys({ def, initial, values: initial })).toEqual([]);
    expect(patchBody({ def, record, initial, values: { ...initial, token: "" } }).body).toEqual({
      version: 7,
      token: null,
    });
  });

  it("refuses to clear a required field", () => {
    expect(patchBody({ def, record, initial, values: { ...initial, name: "  " } }).errors).toEqual({
      name: "Campo obrigatório.",
    });
  });
});

describe("form layout", () => {
  it("puts fields of no section in the first one and leaves the parent and read-only ones out on create", () => {
    const keys = shownFieldKeys({ def, editing: false });
    expect(keys).not.toContain("parent_id");
    expect(keys).not.toContain("views");
    expect(shownFieldKeys({ def, editing: true })).toContain("views");
    const sections = formSections({ def, keys, locale: "pt-BR" });
    expect(sections.map((section) => section.title)).toEqual(["Dados", "Agenda"]);
    expect(sections[0]?.fields).toEqual([
      "name",
      "status",
      "link",
      "phone",
      "price",
      "token",
      "settings",
      "body",
      "tags",
    ]);
  });

  it("shows a field only while the other field holds the value", () => {
    expect(isFieldShown({ def, key: "link", values: { status: "draft" } })).toBe(false);
    expect(isFieldShown({ def, key: "link", values: { status: "live" } })).toBe(true);
  });
});
