import { Alert, Button, Group, Progress, Stack, Text } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { fetchImport } from "./importCalls.ts";
import { importLabel, resourceListPath } from "./importResources.ts";
import { jobEnded } from "./importTypes.ts";

/** How often the screen asks how far the job has got. */
export const POLL_MS = 1_000;

export const importQueryKey = (id: string) => ["imports", id] as const;

/**
 * Step 5: the job saving the rows. GET imports/:id is asked every second until the job ends, the
 * bar following its progress; then the outcome, with a link to the filled list.
 */
export const CommitStep = ({
  def,
  importId,
  onAnotherFile,
  onNewImport,
  associationId,
}: {
  def: ResourceDef;
  associationId?: string;
  importId: string;
  onAnotherFile: () => void;
  onNewImport: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: importQueryKey(importId),
    queryFn: ({ signal }) =>
      fetchImport({ id: importId, signal, ...(associationId ? { associationId } : {}) }),
    refetchInterval: (current) => (jobEnded(current.state.data?.job) ? false : POLL_MS),
  });
  const job = query.data?.job;
  const listPath = resourceListPath(def.name);
  const name = importLabel(def, i18n.language);
  return (
    <QueryOverlay {...queryOverlayProps(query)}>
      {job ? (
        <Stack>
          <Progress
            value={job.status === "succeeded" ? 100 : (job.progress ?? 0)}
            color={job.status === "failed" ? "red" : job.status === "succeeded" ? "green" : "blue"}
            size="xl"
            animated={!jobEnded(job)}
            aria-label={t("imports.wizard.progress_label")}
          />
          <Text role="status" data-testid="import-progress">
            {job.status === "queued"
              ? t("imports.wizard.queued")
              : t("imports.wizard.progress", { done: job.done ?? 0, total: job.total ?? 0 })}
          </Text>
          {job.status === "succeeded" ? (
            <Alert color="green" title={t("imports.wizard.succeeded_title")}>
              {job.message}
            </Alert>
          ) : null}
          {job.status === "failed" ? (
            <Alert color="red" title={t("imports.wizard.failed_title")} role="alert">
              {job.message}
            </Alert>
          ) : null}
          {jobEnded(job) ? null : (
            <Text size="sm" c="dimmed">
              {t("imports.wizard.background")}
            </Text>
          )}
          <Group justify="flex-end">
            {job.status === "failed" ? (
              <Button variant="default" onClick={onAnotherFile}>
                {t("imports.wizard.another_file")}
              </Button>
            ) : null}
            {job.status === "succeeded" ? (
              <>
                <Button variant="default" onClick={onNewImport}>
                  {t("imports.wizard.new_import")}
                </Button>
                {listPath ? (
                  <Button component={Link} to={listPath}>
                    {t("imports.wizard.see_records", { name })}
                  </Button>
                ) : null}
              </>
            ) : null}
          </Group>
        </Stack>
      ) : (
        <Text role="status">{t("imports.wizard.committing")}</Text>
      )}
    </QueryOverlay>
  );
};
