import { Alert, Button, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { isIos, useInstallPrompt } from "../../platform/pwa/installPrompt.ts";
import { useApp } from "../../platform/state/appStore.ts";

/** Install as an app: the browser's prompt when offered, otherwise step-by-step instructions. */
export const InstallInstructions = () => {
  const { t } = useTranslation();
  const pwa = useApp((state) => state.pwa);
  const { available, install } = useInstallPrompt();
  if (pwa) {
    return (
      <Alert color="green" role="status">
        {t("apps.installed")}
      </Alert>
    );
  }
  return (
    <Stack>
      {available ? (
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void install()} size="md">
          {t("apps.install")}
        </Button>
      ) : null}
      <Title order={2} size="h4">
        {isIos() ? t("apps.ios_title") : t("apps.other_title")}
      </Title>
      <List type="ordered" spacing="xs">
        {(isIos() ? ["ios_1", "ios_2", "ios_3"] : ["other_1", "other_2", "other_3"]).map((step) => (
          <List.Item key={step}>{t(`apps.${step}`)}</List.Item>
        ))}
      </List>
      <Text c="dimmed" size="sm">
        {t("apps.offline_note")}
      </Text>
    </Stack>
  );
};
