import { Button, Group, Stack, Textarea } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../platform/api/apiError.ts";
import { FormModal } from "./FormModal.tsx";

/** The words of one review screen, from its own i18n file. */
export type ReviewDecisionTexts = {
  /** The buttons' visible words ("Aprovar", "Recusar"). */
  approve: string;
  reject: string;
  /** Their accessible names, naming what is decided ("Aprovar Clube X"), where a screen lists many. */
  approveLabel?: string;
  rejectLabel?: string;
  /** The reason dialog: its title, the field's label and help, the error when it is short, the confirm button. */
  title: string;
  reason: string;
  reasonHelp: string;
  reasonRequired: string;
  confirm: string;
};

/**
 * Approve at once, or reject with a reason the person receives (required: at least `minReasonLength`
 * letters, else `texts.reasonRequired` under the field). `onReject` is awaited: the dialog closes when
 * it succeeds and stays open when it fails, showing the server's complaint about the reason, if any,
 * under the field (anything else the caller or the API client notifies). `busy` is the approval (or
 * any decision of this item) under way. `compact` is the small pair of a table row; otherwise the
 * buttons fill their place, with icons (a card, a detail page).
 */
export const ReviewDecision = ({
  texts,
  busy,
  onApprove,
  onReject,
  minReasonLength = 3,
  maxReasonLength = 1_000,
  compact = true,
}: {
  texts: ReviewDecisionTexts;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => Promise<unknown>;
  minReasonLength?: number;
  maxReasonLength?: number;
  compact?: boolean;
}) => {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    // The server refuses a short reason too; asking here spares the round trip.
    if (reason.trim().length < Math.max(1, minReasonLength)) {
      setError(texts.reasonRequired);
      return;
    }
    setSending(true);
    try {
      await onReject(reason.trim());
      setRejecting(false);
      setReason("");
    } catch (cause) {
      if (isApiError(cause) && cause.errors?.reason) setError(cause.errors.reason);
    } finally {
      setSending(false);
    }
  };
  const close = () => {
    if (!sending) setRejecting(false);
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap" grow={!compact}>
        <Button
          size={compact ? "xs" : "sm"}
          color="green"
          leftSection={compact ? undefined : <IconCheck size={16} />}
          loading={busy && !sending}
          disabled={sending}
          onClick={onApprove}
          aria-label={texts.approveLabel}
        >
          {texts.approve}
        </Button>
        <Button
          size={compact ? "xs" : "sm"}
          color="red"
          variant="light"
          leftSection={compact ? undefined : <IconX size={16} />}
          disabled={busy || sending}
          onClick={() => {
            setReason("");
            setError(null);
            setRejecting(true);
          }}
          aria-label={texts.rejectLabel}
        >
          {texts.reject}
        </Button>
      </Group>
      <FormModal opened={rejecting} onClose={close} title={texts.title} size="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack>
            <Textarea
              label={texts.reason}
              description={texts.reasonHelp}
              required
              // A fixed height: autosize measures fonts, which not every browser (nor jsdom) offers at once.
              rows={3}
              maxLength={maxReasonLength}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={sending}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" color="red" loading={sending}>
                {texts.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
    </>
  );
};
