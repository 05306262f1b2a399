import { Alert, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What a request's review says to the association: waiting, approved, or refused and why. */
export const ReviewOutcome = ({ status, reason }: { status: string; reason: string | null }) => {
  const { t } = useTranslation();
  if (status === "pending")
    return (
      <Alert color="yellow" title={t("assocregisters.review.pending_title")}>
        {t("assocregisters.review.pending_text")}
      </Alert>
    );
  if (status === "rejected")
    return (
      <Alert color="red" title={t("assocregisters.review.rejected_title")} role="alert">
        <Text size="sm">
          {t("assocregisters.review.reason")}: {reason || t("assocregisters.review.no_reason")}
        </Text>
      </Alert>
    );
  return (
    <Alert color="teal" title={t("assocregisters.review.approved_title")}>
      {reason ? (
        <Text size="sm">
          {t("assocregisters.review.reason")}: {reason}
        </Text>
      ) : (
        t("assocregisters.review.approved_text")
      )}
    </Alert>
  );
};
