import { Badge } from "@mantine/core";
import { RESOURCES } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { optionLabel } from "./importResources.ts";

const COLORS: Record<string, string> = {
  // imports
  uploaded: "gray",
  previewed: "blue",
  running: "yellow",
  committed: "green",
  // jobs
  queued: "gray",
  succeeded: "green",
  // import rows
  ok: "blue",
  error: "red",
  imported: "green",
  // both
  failed: "red",
};

/** A status of an import, a job or an import row, labelled as its definition names it. */
export const StatusBadge = ({
  resource,
  status,
}: {
  resource: "imports" | "jobs" | "importitems";
  status: string;
}) => {
  const { i18n } = useTranslation();
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light">
      {optionLabel(RESOURCES[resource]?.fields.status?.options, status, i18n.language)}
    </Badge>
  );
};
