import type { Locale } from "@quadra/shared";
import dayjs from "dayjs";
import "dayjs/locale/pt-br";
import localizedFormat from "dayjs/plugin/localizedFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { i18n } from "./i18n.ts";

// Apart from i18n.ts so the login does not download dayjs: the screens that show dates import
// this module (directly, or through loadScreenTexts, which every other screen waits for).
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);
/** Every time is shown in the federations' civil time, whatever the device's zone. */
export const DISPLAY_TIME_ZONE = "America/Sao_Paulo";

const DAYJS_LOCALES: Record<Locale, string> = { "pt-BR": "pt-br", en: "en" };

const followLanguage = (language: string) => dayjs.locale(DAYJS_LOCALES[language as Locale] ?? "pt-br");
followLanguage(i18n.language);
i18n.on("languageChanged", followLanguage);

/** A date-time in São Paulo time, formatted for the current locale. */
export const formatDateTime = (value: string | Date) => dayjs(value).tz(DISPLAY_TIME_ZONE).format("L LT");

/** A civil date as the API writes it (YYYY-MM-DD): a day of the calendar, not an instant. */
const CIVIL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date for the current locale: a civil date as it is (read as an instant, "2026-11-17" is the
 * device's midnight, which São Paulo calls the 16th on any device east of it, UTC included), an
 * instant as São Paulo's day.
 */
export const formatDate = (value: string | Date) =>
  typeof value === "string" && CIVIL_DATE.test(value)
    ? dayjs(value).format("L")
    : dayjs(value).tz(DISPLAY_TIME_ZONE).format("L");
