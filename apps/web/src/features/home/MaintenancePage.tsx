import { Button, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CenteredCard } from "../../ui/CenteredCard.tsx";

export const MaintenancePage = () => {
  const { t } = useTranslation();
  return (
    <CenteredCard title={t("maintenance.title")}>
      <Text>{t("maintenance.description")}</Text>
      <Text c="dimmed">{t("maintenance.advice")}</Text>
      <Button onClick={() => window.location.assign("/")}>{t("maintenance.retry")}</Button>
    </CenteredCard>
  );
};
