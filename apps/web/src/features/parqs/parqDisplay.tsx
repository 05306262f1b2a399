import { Badge } from "@mantine/core";
import { REVIEW_STATUSES, type ReviewStatus } from "@quadra/shared";
import dayjs from "dayjs";
import "../../i18n/dates.ts";
import { useTranslation } from "react-i18next";

const COLORS: Record<ReviewStatus, string> = { pending: "yellow", approved: "green", rejected: "red" };

/** A civil date (`YYYY-MM-DD`) in the current locale, read as a calendar day (no time zone shift). */
export const formatDay = (value: string) => dayjs(value).format("L");

/** The review status as the registry names it, in the current language. */
export const useStatusLabel = () => {
  const { i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  return (status: ReviewStatus) =>
    REVIEW_STATUSES.find((option) => option.value === status)?.label[language] ?? status;
};

export const ParqStatusBadge = ({ status }: { status: ReviewStatus }) => {
  const label = useStatusLabel();
  return (
    <Badge color={COLORS[status]} variant="light">
      {label(status)}
    </Badge>
  );
};
