import { Button, Group, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../ui/FormModal.tsx";

/** Asks why a request is refused (the person reads it by e-mail); refusing without a reason is not offered. */
export const RejectDialog = ({
  name,
  opened,
  onClose,
  onReject,
}: {
  name: string;
  opened: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (reason.trim().length < 3) {
      setError(t("people.queues.reason_required"));
      return;
    }
    setBusy(true);
    try {
      await onReject(reason.trim());
      close();
    } catch {
      // The API client has shown the server's message; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal opened={opened} onClose={close} title={t("people.queues.reject_title", { name })} size="md">
      <Stack>
        <Textarea
          label={t("people.queues.reason")}
          description={t("people.queues.reason_help")}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          // A fixed height: autosize measures fonts, which not every browser (nor jsdom) offers at once.
          rows={3}
          maxLength={500}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button color="red" loading={busy} onClick={() => void submit()}>
            {t("people.queues.confirm_reject")}
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
};
