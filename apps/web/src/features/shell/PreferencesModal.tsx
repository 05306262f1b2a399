import { Button, Modal, Select, Stack, Switch, Text } from "@mantine/core";
import { NOTIFICATION_POSITIONS } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { connectHosts, isConnectHost } from "../../platform/startup/connectMode.ts";
import type { NotificationPosition } from "../../platform/state/appState.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { LanguageSelect } from "./LanguageSelect.tsx";
import { setNotificationPosition, switchClient, toggleDark } from "./preferences.ts";

/** Device preferences: language, where notices appear (the nine positions of spec §9), dark mode. */
export const PreferencesModal = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const position = useApp((state) => state.notificationPosition);
  const dark = useApp((state) => state.dark);
  const connectMode = isConnectHost({
    host: window.location.host,
    hostname: window.location.hostname,
    hosts: connectHosts(),
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("preferences.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      <Stack>
        <LanguageSelect />
        <Select
          label={t("preferences.notification_position")}
          description={t("preferences.notification_position_help")}
          data={NOTIFICATION_POSITIONS.map((value) => ({ value, label: t(`positions.${value}`) }))}
          value={position}
          allowDeselect={false}
          onChange={(value) => value && setNotificationPosition(value as NotificationPosition)}
        />
        <Switch label={t("preferences.dark_mode")} checked={dark} onChange={toggleDark} />
        {connectMode ? (
          <Stack gap={4}>
            <Button variant="light" color="red" onClick={() => void switchClient().then(onClose)}>
              {t("preferences.switch_client")}
            </Button>
            <Text size="xs" c="dimmed">
              {t("preferences.switch_client_help")}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
};
