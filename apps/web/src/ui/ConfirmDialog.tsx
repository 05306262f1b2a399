import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "./FormModal.tsx";

/**
 * A yes/no question before something that cannot be undone (deleting). The confirm button waits
 * for `onConfirm` and the dialog closes afterwards, whatever the outcome (a failure is notified).
 */
export const ConfirmDialog = ({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
};
