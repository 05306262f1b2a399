import { IconPlugConnectedX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useTenantPhrases } from "../../i18n/tenantPhrases.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";

export const DisabledPage = () => {
  const { t } = useTranslation();
  const named = useTenantPhrases();
  return (
    <ErrorScreen
      icon={IconPlugConnectedX}
      color="orange"
      title={t("errors.disabled.title")}
      description={t(
        "errors.disabled.description",
        named ?? { tenant: t("app.your_organisation"), for_tenant: t("app.for_your_organisation") },
      )}
      advice={t("errors.disabled.advice")}
      testId="error-disabled"
    />
  );
};
