import { useTranslation } from "react-i18next";
import { ReviewDecision } from "../../ui/ReviewDecision.tsx";

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
  return (
    <ReviewDecision
      texts={{
        approve: t("associations.review.approve"),
        reject: t("associations.review.reject"),
        approveLabel: t("associations.review.approve_named", { name }),
        rejectLabel: t("associations.review.reject_named", { name }),
        title: t("associations.review.reject_title", { name }),
        reason: t("associations.review.reason"),
        reasonHelp: t("associations.review.reason_help"),
        reasonRequired: t("associations.review.reason_required"),
        confirm: t("associations.review.confirm_reject"),
      }}
      busy={busy}
      onApprove={onApprove}
      onReject={onReject}
    />
  );
};
