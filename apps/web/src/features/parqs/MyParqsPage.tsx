import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay, ParqStatusBadge } from "./parqDisplay.tsx";
import { fetchMyParqs, PARQ_KEYS_QUERY } from "./parqsApi.ts";

/** /my/forms/parq: the person's and their dependents' PAR-Qs, with status and validity. */
export const MyParqsPage = () => {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: PARQ_KEYS_QUERY.mine, queryFn: fetchMyParqs });
  const newButton = (
    <Button component={Link} to="/my/forms/parq/create" leftSection={<IconPlus size={16} aria-hidden />}>
      {t("parqs.new")}
    </Button>
  );
  return (
    <Stack maw={860}>
      <PageHeader title={t("titles.parqs")} description={t("parqs.my_description")} actions={newButton} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data?.length === 0 ? (
          <EmptyState title={t("parqs.empty_title")} description={t("parqs.empty_text")} />
        ) : (
          <Stack gap="sm">
            {query.data?.map((parq) => (
              <Card key={parq.id} withBorder radius="md" component="article" aria-label={parq.user_name}>
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap={4}>
                    <Text fw={600}>{parq.user_name}</Text>
                    {parq.signed_at ? (
                      <Text size="sm" c="dimmed">
                        {t("parqs.signed_at", { date: formatDateTime(parq.signed_at) })}
                      </Text>
                    ) : null}
                    {parq.valid_until ? (
                      <Text size="sm" c="dimmed">
                        {t("parqs.valid_until", { date: formatDay(parq.valid_until) })}
                      </Text>
                    ) : null}
                    {parq.status === "rejected" && parq.review_reason ? (
                      <Text size="sm" c="red">
                        {t("parqs.reason", { reason: parq.review_reason })}
                      </Text>
                    ) : null}
                  </Stack>
                  <Stack gap="xs" align="flex-end">
                    <Group gap="xs">
                      <ParqStatusBadge status={parq.status} />
                      {parq.status === "approved" ? (
                        <Badge color={parq.valid ? "teal" : "gray"} variant="outline">
                          {parq.valid ? t("parqs.valid") : t("parqs.expired")}
                        </Badge>
                      ) : null}
                    </Group>
                    {parq.editable ? (
                      <Button
                        component={Link}
                        to={`/my/forms/parq/${parq.user_id}/edit/${parq.id}`}
                        variant="light"
                        size="xs"
                      >
                        {t("parqs.fix")}
                      </Button>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryOverlay>
    </Stack>
  );
};
