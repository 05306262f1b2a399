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
export const StatusBadge = ({
  status,
  of,
}: {
  status: string | null | undefined;
  of?: "association" | "affiliation";
}) => {
  const { t } = useTranslation();
  // A record without a status (made before its default applied) shows no badge, never a raw key
  // that the badge's capitals turn into "ASSOCIATIONS.STATUS.NULL".
  if (!status) return null;
  const keys = of ? [`associations.status_of.${of}.${status}`, `associations.status.${status}`] : [];
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light">
      {of ? t(keys) : t(`associations.status.${status}`)}
    </Badge>
  );
};
