import { IconMapSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { PageTitle } from "../../ui/PageTitle.tsx";
import { ErrorScreen } from "./ErrorScreen.tsx";

/** `titled` is false while the page sits hidden in a kept-alive slot, so it leaves the title alone. */
export const NotFoundPage = ({ titled = true }: { titled?: boolean }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      {titled ? <PageTitle page={t("titles.not_found")} /> : null}
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
