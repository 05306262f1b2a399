import { Button, Card, Group, Stack, Text } from "@mantine/core";
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
import { typePath } from "./registerStaffDisplay.tsx";
import {
  fetchPendingRequests,
  REQUEST_RESOURCE,
  type RequestKind,
  STAFF_REGISTER_KEYS,
} from "./staffRegistersApi.ts";

/** One approval queue of the registers: pending requests of every type, each opening its review. */
const PendingRequests = ({ kind }: { kind: RequestKind }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const resource = REQUEST_RESOURCE[kind];
  const query = useQuery({
    queryKey: [...STAFF_REGISTER_KEYS.pending(kind), page],
    queryFn: () => fetchPendingRequests(kind, page),
  });
  const result = query.data;
  return (
    <Stack maw={960}>
      <PageHeader title={t(`titles.${resource}`)} description={t("regreview.pending.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {result?.data.length === 0 ? (
          <EmptyState
            title={t("regreview.pending.empty_title")}
            description={t("regreview.pending.empty_text")}
          />
        ) : (
          <Stack gap="sm">
            {result?.data.map((row) => {
              const name = row._titles?.user_id ?? "";
              return (
                <Card key={row.id} withBorder radius="md" component="article" aria-label={name}>
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={2}>
                      <Text fw={600}>{name}</Text>
                      <Text size="sm" c="dimmed">
                        {row._titles?.registertype_id ?? ""}
                        {" · "}
                        {t("regreview.pending.requested", { date: formatDateTime(row.created_at) })}
                      </Text>
                    </Stack>
                    <Button
                      component={Link}
                      to={typePath(row.registertype_id, `${resource}/show/${row.id}`)}
                      variant="light"
                      aria-label={`${t("regreview.pending.review")} ${name}`}
                    >
                      {t("regreview.pending.review")}
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

/** /registers/registerrequests/pending: the affiliation requests' approval queue. */
export const PendingRegisterRequestsPage = () => <PendingRequests kind="register" />;

/** /registers/registermembershiprequests/pending: the membership requests' approval queue. */
export const PendingMembershipRequestsPage = () => <PendingRequests kind="membership" />;
