import { Select } from "@mantine/core";
import type { Locale } from "@quadra/shared";
import { LOCALES } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../i18n/i18n.ts";

export const LanguageSelect = ({ size = "sm" }: { size?: "xs" | "sm" }) => {
  const { t, i18n } = useTranslation();
  return (
    <Select
      size={size}
      label={t("preferences.language")}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      value={i18n.language}
      allowDeselect={false}
      onChange={(value) => value && void changeLanguage(value as Locale)}
    />
  );
};
