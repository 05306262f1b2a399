import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { PARQ_KEYS } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { fetchPendingParqs, PARQ_KEYS_QUERY } from "./parqsApi.ts";

/** /parqs/pending (permission parqs): questionnaires waiting for the clearance check, oldest first. */
export const ParqPendingPage = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...PARQ_KEYS_QUERY.pending, page],
    queryFn: () => fetchPendingParqs(page),
  });
  const result = query.data;
  return (
    <Stack maw={960}>
      <PageHeader title={t("titles.parqs")} description={t("parqs.pending_description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {result?.data.length === 0 ? (
          <EmptyState title={t("parqs.pending_empty_title")} description={t("parqs.pending_empty_text")} />
        ) : (
          <Stack gap="sm">
            {result?.data.map((parq) => {
              const name = parq._titles?.user_id ?? "";
              const yes = PARQ_KEYS.filter((key) => parq[key]).length;
              return (
                <Card key={parq.id} withBorder radius="md" component="article" aria-label={name}>
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={2}>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="dimmed">
                        {parq.signed_at
                          ? t("parqs.signed_at", { date: formatDateTime(parq.signed_at) })
                          : null}
                        {" · "}
                        {t("parqs.yes_count", { count: yes })}
                      </Text>
                    </Stack>
                    <Button component={Link} to={`/parqs/${parq.user_id}/show/${parq.id}`} variant="light">
                      {t("parqs.review")}
                    </Button>
                  </Group>
                </Card>
              );
            })}
            {result ? (
              <ListPagination
                page={result.page}
                perPage={result.per_page}
                total={result.total}
                onPage={setPage}
              />
            ) : null}
          </Stack>
        )}
      </QueryOverlay>
    </Stack>
  );
};
