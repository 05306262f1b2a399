import type { Locale } from "@quadra/shared";
import { DEFAULT_LOCALE, LOCALES } from "@quadra/shared/i18nText";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";
import localizedFormat from "dayjs/plugin/localizedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import type { BackendModule, i18n as I18n } from "i18next";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored, writeStored } from "../platform/storage/storage.ts";
import { ptBR } from "./pt-BR.ts";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);
/** Every time is shown in the federations' civil time, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = "America/Sao_Paulo";

const DAYJS_LOCALES: Record<Locale, string> = { "pt-BR": "pt-br", en: "en" };

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
    resources: { "pt-BR": { translation: ptBR } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
dayjs.locale(DAYJS_LOCALES[i18n.language as Locale] ?? "pt-br");
if (typeof document !== "undefined") document.documentElement.lang = i18n.language;

export const changeLanguage = async (locale: Locale) => {
  writeStored("language", locale);
  dayjs.locale(DAYJS_LOCALES[locale]);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
};

/** A date-time in São Paulo time, formatted for the current locale. */
export const formatDateTime = (value: string | Date) => dayjs(value).tz(DISPLAY_TIME_ZONE).format("L LT");
export const formatDate = (value: string | Date) => dayjs(value).tz(DISPLAY_TIME_ZONE).format("L");
