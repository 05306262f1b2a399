import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * Approve at once, or reject with a reason (required: the person receives it by e-mail). `name`
 * says what is decided, so each button is named for a screen reader ("Aprovar Clube X").
 */
export const DecisionButtons = ({
  name,
  busy,
  onApprove,
  onReject,
}: {
  name: string;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const confirmReject = async () => {
    if (reason.trim().length < 3) {
      setError(t("associations.review.reason_required"));
      return;
    }
    await onReject(reason.trim());
    setRejecting(false);
    setReason("");
  };
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="green"
        loading={busy}
        onClick={onApprove}
        aria-label={t("associations.review.approve_named", { name })}
      >
        {t("associations.review.approve")}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={busy}
        onClick={() => setRejecting(true)}
        aria-label={t("associations.review.reject_named", { name })}
      >
        {t("associations.review.reject")}
      </Button>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t("associations.review.reject_title", { name })}
      >
        <Stack>
          <Textarea
            label={t("associations.review.reason")}
            description={t("associations.review.reason_help")}
            required
            rows={3}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(false)}>
              {t("common.cancel")}
            </Button>
            <Button color="red" loading={busy} onClick={confirmReject}>
              {t("associations.review.confirm_reject")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
};
