import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { NOTIFICATION_TIMEOUT_MS } from "@quadra/shared/constants";
import { IconAlertTriangle, IconCheck, IconCloudDownload } from "@tabler/icons-react";
import { i18n } from "../../i18n/i18n.ts";

export const UPDATE_NOTICE_ID = "quadra-update";

/** A negative notice: the server's message when a call answers status !== 1 (spec §8). */
export const notifyError = ({ message, title }: { message: string; title?: string }) =>
  notifications.show({
    color: "red",
    title,
    message,
    icon: <IconAlertTriangle size={18} aria-hidden />,
    autoClose: NOTIFICATION_TIMEOUT_MS,
    role: "alert",
    closeButtonProps: { "aria-label": i18n.t("common.close") },
  });

export const notifySuccess = ({ message }: { message: string }) =>
  notifications.show({
    color: "green",
    message,
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: NOTIFICATION_TIMEOUT_MS,
    closeButtonProps: { "aria-label": i18n.t("common.close") },
  });

/**
 * The new-version notice of spec §4: at the top, never expiring, a cloud-download icon and a close
 * button labelled 'Atualizar'; closing it runs `onUpdate` (activate the new worker and reload).
 */
export const showUpdateNotice = ({ onUpdate }: { onUpdate: () => void }) => {
  const label = i18n.t("pwa.update_action");
  notifications.show({
    id: UPDATE_NOTICE_ID,
    position: "top-center",
    autoClose: false,
    withCloseButton: true,
    icon: <IconCloudDownload size={18} aria-hidden />,
    message: i18n.t("pwa.update_available"),
    closeButtonProps: {
      "aria-label": label,
      icon: (
        <Text component="span" size="sm" fw={600}>
          {label}
        </Text>
      ),
    },
    // The close button carries a word, not the usual ×: app.css lets it grow.
    classNames: { closeButton: "quadra-update-close" },
    onClose: onUpdate,
    "data-testid": "update-notice",
  });
};
