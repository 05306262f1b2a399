import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Requirement } from "./documentsApi.ts";

const COLORS: Record<Requirement["status"], string> = {
  pending: "yellow",
  approved: "green",
  rejected: "red",
  expired: "orange",
  missing: "gray",
};

/** Where a document (or a required type) stands, and the reason when it was refused. */
export const DocumentStatusBadge = ({
  status,
  reason,
}: {
  status: Requirement["status"];
  reason?: string | null | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={COLORS[status]} variant="light">
        {t(`documents.status.${status}`)}
      </Badge>
      {status === "rejected" && reason ? (
        <Text size="sm" c="red.7">
          {t("documents.reason", { reason })}
        </Text>
      ) : null}
    </Stack>
  );
};
