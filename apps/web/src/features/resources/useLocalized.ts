import type { Locale, LocalizedText } from "@quadra/shared";
import { DEFAULT_LOCALE, LOCALES } from "@quadra/shared";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

export const localeOf = (language: string | undefined): Locale =>
  (LOCALES as readonly string[]).includes(language ?? "") ? (language as Locale) : DEFAULT_LOCALE;

/** A definition's text in the given locale, pt-BR when that one is missing. */
export const localized = (text: LocalizedText, locale: Locale) => text[locale] || text[DEFAULT_LOCALE];

/** Reads a definition's labels in the current locale (re-renders when the language changes). */
export const useLocalized = () => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  return useCallback((text: LocalizedText) => localized(text, locale), [locale]);
};
