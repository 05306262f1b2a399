import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  pending: "yellow",
  approved: "green",
  active: "green",
  rejected: "red",
  suspended: "gray",
  inactive: "gray",
};

/** Where an association, a claim or an affiliation stands, in words and colour. */
export const StatusBadge = ({ status }: { status: string }) => {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light">
      {t(`associations.status.${status}`)}
    </Badge>
  );
};
