import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { ReviewDecision } from "../../ui/ReviewDecision.tsx";
import { APPROVAL_COUNTS_KEY } from "./approvalCounts.ts";
import { DOCUMENTS_KEY, type DocumentKind, decideDocument } from "./documentsApi.ts";

/**
 * Approve or refuse one pending document; a refusal asks for its reason (the person reads it). After
 * a decision the lists and the menu's counts are read again.
 */
export const DecisionButtons = ({ kind, id, name }: { kind: DocumentKind; id: string; name: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState(false);

  /** The call is quiet: a complaint about the reason shows under the field, anything else here. */
  const decide = async (approve: boolean, reason?: string) => {
    try {
      await decideDocument({ kind, id, approve, ...(reason === undefined ? {} : { reason }) });
    } catch (cause) {
      if (!(isApiError(cause) && cause.errors?.reason))
        notifyError({ message: isApiError(cause) ? cause.message : String(cause) });
      throw cause;
    }
    notifySuccess({ message: t(approve ? "documents.approved_notice" : "documents.rejected_notice") });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [DOCUMENTS_KEY] }),
      queryClient.invalidateQueries({ queryKey: APPROVAL_COUNTS_KEY }),
    ]);
  };
  const approve = async () => {
    setApproving(true);
    try {
      await decide(true);
    } catch {
      // Notified by decide.
    } finally {
      setApproving(false);
    }
  };

  return (
    <ReviewDecision
      texts={{
        approve: t("documents.approve"),
        reject: t("documents.reject"),
        approveLabel: t("documents.approve_of", { name }),
        rejectLabel: t("documents.reject_of", { name }),
        title: t("documents.reject_title"),
        reason: t("documents.reject_reason"),
        reasonHelp: t("documents.reject_reason_help"),
        reasonRequired: t("documents.reject_reason_required"),
        confirm: t("documents.reject_confirm"),
      }}
      // The server asks only for some reason here.
      minReasonLength={1}
      busy={approving}
      onApprove={() => void approve()}
      onReject={(reason) => decide(false, reason)}
    />
  );
};
