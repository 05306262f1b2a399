import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { InstallInstructions } from "./InstallInstructions.tsx";

export const AppsPage = () => {
  const { t } = useTranslation();
  return (
    <Stack maw={640}>
      <PageHeader title={t("titles.apps")} description={t("apps.description")} />
      <InstallInstructions />
    </Stack>
  );
};
