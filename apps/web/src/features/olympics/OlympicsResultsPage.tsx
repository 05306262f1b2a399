import { Alert, Anchor, Button, Group, Stack, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { EventResults, MedalTable, PointsTable } from "./OlympicsTables.tsx";
import {
  fetchResults,
  OLYMPICS_KEYS,
  olympicsScreens,
  resultsExportUrl,
  useOlympicsLive,
} from "./olympicsApi.ts";

/** The server writes both: the PDF to print and the spreadsheet. */
const FORMATS = ["pdf", "xlsx"] as const;

/**
 * /competitions/olympics/results/:id: each event's final places mapped to the delegations, the
 * medal table and the points table, live on the edition's competitions, exported by the server.
 */
export const OlympicsResultsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  useOlympicsLive(id);
  const [downloading, setDownloading] = useState<string | null>(null);
  const query = useQuery({ queryKey: OLYMPICS_KEYS.results(id), queryFn: () => fetchResults(id) });
  const results = query.data;
  const download = async (format: (typeof FORMATS)[number]) => {
    setDownloading(format);
    try {
      const name = await downloadFile({
        url: resultsExportUrl(id, format),
        fallbackName: `quadros.${format}`,
      });
      notifySuccess({ message: t("olympics.results.downloaded", { name }) });
    } catch (error) {
      notifyError({ message: isApiError(error) ? error.message : t("api.unreachable") });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Stack>
      <Anchor component={Link} to={olympicsScreens.show(id)} size="sm" className="no-print">
        {t("olympics.back_to_show")}
      </Anchor>
      <PageHeader
        title={results ? t("olympics.results.title", { name: results.olympic.name }) : t("titles.olympics")}
        description={t("olympics.results.description")}
        actions={
          <Group gap="xs">
            {FORMATS.map((format) => (
              <Button
                key={format}
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={downloading === format}
                onClick={() => download(format)}
              >
                {t(`olympics.results.export_${format}`)}
              </Button>
            ))}
          </Group>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {results ? (
          <Stack gap="xl">
            <Stack gap="xs" component="section" aria-label={t("olympics.medals.title")}>
              <Title order={2} size="h4">
                {t("olympics.medals.title")}
              </Title>
              <MedalTable rows={results.medals} />
            </Stack>
            <Stack gap="xs" component="section" aria-label={t("olympics.medals.points_title")}>
              <Title order={2} size="h4">
                {t("olympics.medals.points_title")}
              </Title>
              {results.scores.length ? null : (
                <Alert color="yellow">{t("olympics.results.scores_empty")}</Alert>
              )}
              <PointsTable rows={results.points} />
            </Stack>
            <Stack gap="xs" component="section" aria-label={t("olympics.public.events")}>
              <Title order={2} size="h4">
                {t("olympics.public.events")}
              </Title>
              <EventResults events={results.events} />
            </Stack>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
