import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { tenantTitle, useApp } from "../../platform/state/appStore.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

export const DisabledPage = () => {
  const { t } = useTranslation();
  const tenant = useApp(tenantTitle);
  return (
    <ErrorScreen
      icon={IconPlugConnectedX}
      color="orange"
      title={t("errors.disabled.title")}
      description={t("errors.disabled.description", { tenant: tenant ?? t("app.your_organisation") })}
      advice={t("errors.disabled.advice")}
      testId="error-disabled"
    />
  );
};
