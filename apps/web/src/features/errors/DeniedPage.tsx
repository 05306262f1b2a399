import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ErrorScreen } from "./ErrorScreen.tsx";

export const DeniedPage = () => {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon={IconLock}
      color="red"
      title={t("errors.denied.title")}
      description={t("errors.denied.description")}
      advice={t("errors.denied.advice")}
      testId="error-denied"
    />
  );
};
