import { describe, expect, it } from "vitest";
import { ROUTES } from "../routes/routeTable.ts";
import { en } from "./en.ts";
import { i18n } from "./i18n.ts";
import { ptBR } from "./pt-BR.ts";

const keysOf = (value: object, prefix = ""): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === "string" ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );

describe("i18n", () => {
  it("defaults to pt-BR", () => {
    expect(i18n.language).toBe("pt-BR");
    expect(i18n.t("loading.first")).toBe("Obtendo informações, aguarde...");
  });

  it("has the same keys in both locales", () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ptBR).sort());
  });

  it("loads the English texts only when English is asked for", async () => {
    expect(i18n.hasResourceBundle("en", "translation")).toBe(false);
    await i18n.loadLanguages("en");
    expect(i18n.t("loading.first", { lng: "en" })).toBe(en.loading.first);
    expect(i18n.t("loading.first", { lng: "en" })).not.toBe(ptBR.loading.first);
  });

  it("titles every route in both locales", async () => {
    await i18n.loadLanguages("en");
    for (const route of ROUTES) {
      // A resource's own label (the catalog holds both locales); else an i18n key.
      if (typeof route.title !== "string") continue;
      expect(i18n.exists(route.title, { lng: "pt-BR" }), route.title).toBe(true);
      expect(i18n.exists(route.title, { lng: "en" }), route.title).toBe(true);
    }
  });
});
