import type { LocalizedText } from "@quadra/shared";
import { PAGE_META_DEBOUNCE_MS, PRODUCT_NAME } from "@quadra/shared";
import { DEFAULT_LOCALE, LOCALES } from "@quadra/shared/i18nText";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";

/** "<page> · <tenant> · Quadra": the product name is always the suffix (spec §9), never repeated. */
export const formatPageTitle = ({ page, tenant }: { page?: string | null; tenant?: string | null }) => {
  const parts = [page, tenant].filter((part): part is string => Boolean(part && part !== PRODUCT_NAME));
  return [...new Set(parts), PRODUCT_NAME].join(" · ");
};

/**
 * A screen's title as written on its route: an i18n key, or the label of the resource it shows
 * (taken from the catalog, so the title, the menu and the list's heading say the same).
 */
export type TitleSource = string | LocalizedText;

export const titleText = ({
  title,
  t,
  language,
}: {
  title: TitleSource;
  t: (key: string) => string;
  language: string;
}) => {
  if (typeof title === "string") return t(title);
  const locale = (LOCALES as readonly string[]).includes(language) ? (language as keyof LocalizedText) : null;
  return (locale && title[locale]) || title[DEFAULT_LOCALE];
};

/** `titleText` in the current language. */
export const useTitleText = () => {
  const { t, i18n } = useTranslation();
  return useCallback(
    (title: TitleSource) => titleText({ title, t, language: i18n.language }),
    [t, i18n.language],
  );
};

/** Sets document.title, debounced so fast redirects do not flash intermediate titles. */
export const usePageTitle = ({ page, tenant }: { page?: string | null; tenant?: string | null }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = formatPageTitle({ page, tenant });
    }, PAGE_META_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [page, tenant]);
};
