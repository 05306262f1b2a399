import { describe, expect, it } from "vitest";
import { tenantAfter, tenantWithArticle } from "./tenantName.ts";

describe("a tenant's name in a sentence", () => {
  it("contracts de, em and para with the name's article", () => {
    const federation = { title: "Federação Demonstração", article: "a" } as const;
    expect(tenantAfter("de", federation)).toBe("da Federação Demonstração");
    expect(tenantAfter("em", federation)).toBe("na Federação Demonstração");
    expect(tenantAfter("para", federation)).toBe("para a Federação Demonstração");
    expect(tenantAfter("de", { title: "Clube Atlético", article: "o" })).toBe("do Clube Atlético");
    expect(tenantAfter("de", { title: "Ligas Unidas", article: "as" })).toBe("das Ligas Unidas");
    expect(tenantAfter("em", { title: "Jogos Abertos", article: "os" })).toBe("nos Jogos Abertos");
  });

  it("leaves the preposition alone for a name without an article", () => {
    expect(tenantAfter("de", { title: "Quadra", article: "none" })).toBe("de Quadra");
    expect(tenantAfter("para", { title: "Quadra", article: undefined })).toBe("para Quadra");
    expect(tenantWithArticle({ title: "Quadra", article: "none" })).toBe("Quadra");
    expect(tenantWithArticle({ title: "Federação Demonstração", article: "a" })).toBe(
      "a Federação Demonstração",
    );
  });
});
