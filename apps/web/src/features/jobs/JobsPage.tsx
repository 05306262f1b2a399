import { Anchor, Group, Pagination, Progress, Select, Stack, Table, Text } from "@mantine/core";
import { RESOURCES } from "@quadra/shared";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { paginationLabels } from "../../ui/paginationLabels.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { fetchImport } from "../imports/importCalls.ts";
import { textIn } from "../imports/importResources.ts";
import type { Job } from "../imports/importTypes.ts";
import { importItemsPath } from "../imports/PreviewStep.tsx";
import { StatusBadge } from "../imports/StatusBadge.tsx";

/** The jobs are a resource: their list is its generic CRUD. */
const jobs = resourceClient<Job>("jobs");

const PER_PAGE = 25;
const REFRESH_MS = 1_000;
const live = (job: Job) => job.status === "queued" || job.status === "running";

/**
 * /admin/jobs: every background job, newest first, with its status and progress. While any runs the
 * list refreshes itself every second; a running import's progress lives in the server's memory (it
 * is written only when the job ends), so it is read from its import (GET imports/:id).
 */
export const JobsPage = () => {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["jobs", { status, page }],
    queryFn: ({ signal }) =>
      jobs.list({ status: status ?? undefined, page, per_page: PER_PAGE, sort: "-created_at" }, { signal }),
    refetchInterval: (current) => (current.state.data?.data.some(live) ? REFRESH_MS : false),
  });
  const rows = list.data?.data ?? [];
  const runningImports = rows.filter((job) => live(job) && job.resource === "imports" && job.record_id);
  const progress = useQueries({
    queries: runningImports.map((job) => ({
      queryKey: ["imports", job.record_id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchImport({ id: job.record_id!, signal }),
      refetchInterval: REFRESH_MS,
    })),
  });
  const liveJob = (job: Job): Job => {
    const index = runningImports.indexOf(job);
    return (index >= 0 ? progress[index]?.data?.job : null) ?? job;
  };
  const pages = Math.ceil((list.data?.total ?? 0) / PER_PAGE);
  return (
    <Stack>
      <PageHeader title={t("titles.jobs")} description={t("jobs.description")} />
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Select
          label={t("jobs.status_filter")}
          placeholder={t("jobs.all_statuses")}
          data={(RESOURCES.jobs?.fields.status?.options ?? []).map((option) => ({
            value: option.value,
            label: textIn(option.label, i18n.language),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={220}
        />
        {rows.some(live) ? (
          <Text size="sm" c="dimmed" role="status">
            {t("jobs.auto_refresh")}
          </Text>
        ) : null}
      </Group>
      <QueryOverlay {...queryOverlayProps(list)}>
        {rows.length === 0 ? (
          <EmptyState title={t("jobs.empty_title")} description={t("jobs.empty_text")} />
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("jobs.columns.title")}</Table.Th>
                  <Table.Th>{t("jobs.columns.status")}</Table.Th>
                  <Table.Th>{t("jobs.columns.progress")}</Table.Th>
                  <Table.Th>{t("jobs.columns.message")}</Table.Th>
                  <Table.Th>{t("jobs.columns.by")}</Table.Th>
                  <Table.Th>{t("jobs.columns.started")}</Table.Th>
                  <Table.Th>{t("jobs.columns.finished")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const job = liveJob(row);
                  const percent = job.status === "succeeded" ? 100 : (job.progress ?? 0);
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {job.title}
                        </Text>
                        {job.resource === "imports" && job.record_id ? (
                          <Anchor component={Link} to={importItemsPath(job.record_id)} size="xs">
                            {t("jobs.see_import")}
                          </Anchor>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge resource="jobs" status={job.status} />
                      </Table.Td>
                      <Table.Td miw={160}>
                        <Group gap="xs" wrap="nowrap">
                          <Progress
                            value={percent}
                            color={
                              job.status === "failed" ? "red" : job.status === "succeeded" ? "green" : "blue"
                            }
                            animated={live(job)}
                            style={{ flex: 1 }}
                            aria-label={t("jobs.progress_of", { title: job.title ?? "" })}
                          />
                          <Text size="xs">{percent}%</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{job.message ?? "—"}</Text>
                      </Table.Td>
                      <Table.Td>{job.created_by_name ?? "—"}</Table.Td>
                      <Table.Td>{job.started_at ? formatDateTime(job.started_at) : "—"}</Table.Td>
                      <Table.Td>{job.finished_at ? formatDateTime(job.finished_at) : "—"}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
      {pages > 1 ? (
        <Pagination total={pages} value={page} onChange={setPage} getControlProps={paginationLabels(t)} />
      ) : null}
    </Stack>
  );
};
