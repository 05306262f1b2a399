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

/**
 * Where an association, a claim or an affiliation stands, in words and colour. `of` names what the
 * status belongs to when its words differ ("Aguardando aprovação" for an association, "Aguardando a
 * entidade" for an athlete's request); otherwise the common words.
 */
export const StatusBadge = ({ status, of }: { status: string; of?: "association" | "affiliation" }) => {
  const { t } = useTranslation();
  const keys = of ? [`associations.status_of.${of}.${status}`, `associations.status.${status}`] : [];
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light">
      {of ? t(keys) : t(`associations.status.${status}`)}
    </Badge>
  );
};
