import { describe, expect, it } from "vitest";
import { suggestMapping } from "./suggestMapping.ts";

const fields = [
  { key: "name", label: "Nome completo" },
  { key: "birth_date", label: "Data de nascimento" },
  { key: "email", label: "E-mail" },
  { key: "association", label: "Associação" },
  { key: "cpf", label: "CPF" },
  { key: "phone", label: "Telefone" },
];

describe("suggestMapping", () => {
  it("matches headers to fields by key or label, ignoring case, accents, spaces and punctuation", () => {
    expect(
      suggestMapping({
        headers: [
          "NOME COMPLETO",
          "Data_de_Nascimento",
          "email",
          "Associacao",
          " cpf ",
          "TELEFONE",
          "Observações",
        ],
        fields,
      }),
    ).toEqual({
      "NOME COMPLETO": "name",
      Data_de_Nascimento: "birth_date",
      email: "email",
      Associacao: "association",
      " cpf ": "cpf",
      TELEFONE: "phone",
      Observações: null,
    });
  });

  it("never suggests one field for two columns: the first header keeps it", () => {
    expect(
      suggestMapping({ headers: ["E-mail", "Email", "birthdate", "Data de Nascimento"], fields }),
    ).toEqual({
      "E-mail": "email",
      Email: null,
      birthdate: "birth_date",
      "Data de Nascimento": null,
    });
  });

  it("prefers a field's key to another field's label", () => {
    expect(
      suggestMapping({
        headers: ["telefone"],
        fields: [
          { key: "mobile", label: "Telefone" },
          { key: "telefone", label: "Telefone fixo" },
        ],
      }),
    ).toEqual({ telefone: "telefone" });
  });

  it("keeps any header as a plain key", () => {
    const mapping = suggestMapping({ headers: ["__proto__", "constructor"], fields });
    expect(Object.keys(mapping)).toEqual(["__proto__", "constructor"]);
    expect(Object.getOwnPropertyDescriptor(mapping, "__proto__")?.value).toBeNull();
    expect(Object.getPrototypeOf(mapping)).toBe(Object.prototype);
  });
});
