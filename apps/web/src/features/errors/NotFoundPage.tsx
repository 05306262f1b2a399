import { IconMapSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ErrorScreen } from "./ErrorScreen.tsx";

export const NotFoundPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle page={t("titles.not_found")} />
      <ErrorScreen
        icon={IconMapSearch}
        title={t("errors.not_found.title")}
        description={t("errors.not_found.description", { path: pathname })}
        advice={t("errors.not_found.advice")}
        testId="not-found"
      />
    </>
  );
};
