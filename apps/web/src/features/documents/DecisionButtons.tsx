import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { APPROVAL_COUNTS_KEY } from "./approvalCounts.ts";
import { DOCUMENTS_KEY, type DocumentKind, decideDocument } from "./documentsApi.ts";

/**
 * Approve or refuse one pending document; a refusal asks for its reason (the person reads it). After
 * a decision the lists and the menu's counts are read again.
 */
export const DecisionButtons = ({ kind, id, name }: { kind: DocumentKind; id: string; name: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (approve: boolean) => {
    // The server refuses a refusal without a reason too; asking here spares the round trip.
    if (!approve && !reason.trim()) {
      setError(t("documents.reject_reason_required"));
      return;
    }
    setBusy(true);
    try {
      await decideDocument({ kind, id, approve, ...(approve ? {} : { reason: reason.trim() }) });
      notifySuccess({ message: t(approve ? "documents.approved_notice" : "documents.rejected_notice") });
      setRejecting(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [DOCUMENTS_KEY] }),
        queryClient.invalidateQueries({ queryKey: APPROVAL_COUNTS_KEY }),
      ]);
    } catch (cause) {
      const message = isApiError(cause) ? cause.message : String(cause);
      if (isApiError(cause) && cause.errors?.reason) setError(cause.errors.reason);
      else notifyError({ message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          color="green"
          loading={busy && !rejecting}
          onClick={() => void decide(true)}
          aria-label={t("documents.approve_of", { name })}
        >
          {t("documents.approve")}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={() => {
            setReason("");
            setError(null);
            setRejecting(true);
          }}
          aria-label={t("documents.reject_of", { name })}
        >
          {t("documents.reject")}
        </Button>
      </Group>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t("documents.reject_title")}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void decide(false);
          }}
        >
          <Stack>
            <Textarea
              label={t("documents.reject_reason")}
              description={t("documents.reject_reason_help")}
              withAsterisk
              rows={3}
              maxLength={1_000}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t("documents.cancel")}
              </Button>
              <Button type="submit" color="red" loading={busy}>
                {t("documents.reject_confirm")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
