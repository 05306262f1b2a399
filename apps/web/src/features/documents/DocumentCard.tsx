import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RecordFile } from "../resources/RecordUpload.tsx";
import { DocumentStatusBadge } from "./DocumentStatusBadge.tsx";
import type { DocumentRecord } from "./documentsApi.ts";
import { formatDate } from "./formatDay.ts";

/**
 * One document sent, as whoever sent it sees it (the person, a manager for an athlete): its type,
 * dates, file and status with the refusal's reason, and a link to correct it until it is approved.
 */
export const DocumentCard = ({ doc, editPath }: { doc: DocumentRecord; editPath: string }) => {
  const { t } = useTranslation();
  const name = doc._titles?.documenttype_id ?? "";
  return (
    <Card withBorder padding="sm" component="li" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {t("documents.sent_at")}: {formatDate(doc.created_at)}
            {doc.expires_on ? ` · ${t("documents.expires_on")}: ${formatDate(doc.expires_on)}` : ""}
          </Text>
          {doc.file ? <RecordFile url={doc.file} /> : null}
        </Stack>
        <Stack gap={6} align="flex-end">
          <DocumentStatusBadge status={doc.status} reason={doc.review_reason} />
          {doc.status !== "approved" ? (
            <Anchor component={Link} to={editPath} size="sm" aria-label={t("documents.edit_of", { name })}>
              {doc.status === "rejected" ? t("documents.resend_hint") : t("documents.edit")}
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
};
