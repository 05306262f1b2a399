import { Alert, Group, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DocumentStatusBadge } from "./DocumentStatusBadge.tsx";
import type { DocumentStatus } from "./documentsApi.ts";
import { formatDate } from "./formatDay.ts";

/** The required documents of one person: whether all are in order, and where each stands. */
export const RequiredDocuments = ({ status }: { status: DocumentStatus }) => {
  const { t } = useTranslation();
  if (!status.items.length) return <Text c="dimmed">{t("documents.no_required")}</Text>;
  return (
    <Alert
      color={status.regular ? "green" : "yellow"}
      title={status.regular ? t("documents.regular") : t("documents.irregular")}
      aria-label={t("documents.required_title")}
    >
      <List spacing="xs">
        {status.items.map((item) => (
          <List.Item key={item.documenttype_id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {item.name}
              </Text>
              <DocumentStatusBadge status={item.status} reason={item.review_reason} />
              {item.expires_on ? (
                <Text size="xs" c="dimmed">
                  {t("documents.expires_on")}: {formatDate(item.expires_on)}
                </Text>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
};
