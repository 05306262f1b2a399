import type { Locale } from "@quadra/shared";
import { DEFAULT_LOCALE, LOCALES } from "@quadra/shared/i18nText";
import type { BackendModule, i18n as I18n } from "i18next";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored, writeStored } from "../platform/storage/storage.ts";
import { firstScreensPtBR } from "./firstScreensPtBR.ts";

const storedLocale = (): Locale => {
  const value = readStored<string>("language");
  return (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;
};

/**
 * The English texts load when English is chosen (or was, on a previous visit): most people read
 * pt-BR, and the first screen should not download the other language. i18next asks this backend
 * for a language it has no texts of, so `changeLanguage("en")` resolves once they are in; pt-BR is
 * bundled and never asked for.
 */
const lazyLanguages: BackendModule = {
  type: "backend",
  init: () => {},
  read: (language, _namespace, callback) => {
    if (language !== "en") {
      callback(null, {});
      return;
    }
    import("./en.ts").then(
      (module) => callback(null, module.en),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n: I18n = i18next.createInstance();
void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    lng: storedLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // The first screens' texts; the others come with the route table (screenTexts.ts).
    resources: { "pt-BR": { translation: firstScreensPtBR } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
if (typeof document !== "undefined") document.documentElement.lang = i18n.language;

export const changeLanguage = async (locale: Locale) => {
  writeStored("language", locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
};

// Unit tests render any screen without the route table's loader that brings the other screens'
// texts (screenTexts.ts): under Vitest they are all in from the start. A build drops this.
// `?.`: the end-to-end suite loads this file in Node (through the route table), where import.meta.env is not defined.
if (import.meta.env?.MODE === "test") {
  const { screenTextsPtBR } = await import("./screenTextsPtBR.ts");
  i18n.addResourceBundle("pt-BR", "translation", screenTextsPtBR, true, false);
}
