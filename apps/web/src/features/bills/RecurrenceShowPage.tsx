import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { recurrenceruns, recurrences } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay, formatInstant, formatMoney } from "../resources/formatValue.ts";
import { ResourceShowPage } from "../resources/ResourceShowPage.tsx";
import { fetchRecurrencePreview, runRecurrence, STAFF_FINANCES_KEYS } from "./staffBillsApi.ts";

/** Today in São Paulo (YYYY-MM-DD): a run now never runs a period still to come. */
const todayInBrazil = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());

type Run = { id: string; period: string; debts_created: number; total_cents: number; finished_at: string };

const runsKey = (id: string) => ["resource", "recurrenceruns", id] as const;

/** What the next run would create (computed by the server, nothing written), and a run now. */
const NextRun = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: STAFF_FINANCES_KEYS.preview(id),
    queryFn: () => fetchRecurrencePreview(id),
  });
  const run = useMutation({
    mutationFn: () => runRecurrence(id),
    onSuccess: (result) => {
      notifySuccess({
        message: t("finances.run_done", { period: result.period, count: result.debts_created }),
      });
      void queryClient.invalidateQueries({ queryKey: STAFF_FINANCES_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: runsKey(id) });
      void queryClient.invalidateQueries({ queryKey: ["resource", "recurrences"] });
    },
  });
  const data = preview.data;
  return (
    <Card withBorder radius="md" component="section" aria-label={t("finances.preview")}>
      <QueryOverlay {...queryOverlayProps(preview)}>
        {data ? (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Title order={2} size="h4">
                  {t("finances.preview")}
                </Title>
                <Text size="sm" c="dimmed">
                  {t("finances.preview_text")}
                </Text>
              </Stack>
              {data.period && !data.note && data.period <= todayInBrazil().slice(0, data.period.length) ? (
                <Button variant="light" loading={run.isPending} onClick={() => run.mutate()}>
                  {t("finances.run_now")}
                </Button>
              ) : null}
            </Group>
            {data.note ? <Alert color="yellow">{data.note}</Alert> : null}
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              {(
                [
                  [t("finances.preview_period"), data.period ?? "—"],
                  [t("finances.preview_run_on"), data.run_on ? formatDay(data.run_on) : "—"],
                  [t("finances.preview_due"), data.due_date ? formatDay(data.due_date) : "—"],
                  [t("finances.preview_count"), String(data.payers_count)],
                  [t("finances.preview_total"), formatMoney(data.total_cents)],
                ] as const
              ).map(([label, value]) => (
                <Stack key={label} gap={0}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={600}>{value}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            {data.payers_count === 0 ? (
              <Text size="sm">{t("finances.preview_none")}</Text>
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t("finances.preview_payers")}
                </Text>
                <List size="sm">
                  {data.payers.map((payer) => (
                    <List.Item key={payer.id}>
                      {payer.name} · {formatMoney(data.amount_cents)}
                    </List.Item>
                  ))}
                </List>
                {data.payers_count > data.payers.length ? (
                  <Text size="sm" c="dimmed">
                    {t("finances.preview_more", { count: data.payers_count - data.payers.length })}
                  </Text>
                ) : null}
              </Stack>
            )}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Card>
  );
};

/** The periods run so far, newest first. */
const Runs = ({ id }: { id: string }) => {
  const { t } = useTranslation();
  const runs = useQuery({
    queryKey: runsKey(id),
    queryFn: () =>
      resourceClient<Run>(recurrenceruns).list({ sort: "-period", per_page: 24 }, { parentId: id }),
  });
  const rows = runs.data?.data ?? [];
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h4">
        {t("finances.runs")}
      </Title>
      {runs.isSuccess && rows.length === 0 ? <Text c="dimmed">{t("finances.runs_empty")}</Text> : null}
      {rows.length > 0 ? (
        <Table striped aria-label={t("finances.runs")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("finances.run_period_col")}</Table.Th>
              <Table.Th ta="right">{t("finances.run_count_col")}</Table.Th>
              <Table.Th ta="right">{t("finances.run_total_col")}</Table.Th>
              <Table.Th>{t("finances.run_at_col")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.period}</Table.Td>
                <Table.Td ta="right">{row.debts_created}</Table.Td>
                <Table.Td ta="right">{formatMoney(row.total_cents)}</Table.Td>
                <Table.Td>{formatInstant(row.finished_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
};

/** /finances/recurrences/show/:id: the recurrence (generic show), its next run's preview and its runs. */
export const RecurrenceShowPage = () => {
  const { id = "" } = useParams();
  return (
    <Stack gap="xl">
      <ResourceShowPage def={recurrences} />
      <NextRun id={id} />
      <Runs id={id} />
    </Stack>
  );
};
