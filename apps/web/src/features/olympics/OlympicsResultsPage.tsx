import { Alert, Anchor, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { DownloadButtons } from "../../ui/DownloadButtons.tsx";
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
  const query = useQuery({ queryKey: OLYMPICS_KEYS.results(id), queryFn: () => fetchResults(id) });
  const results = query.data;
  return (
    <Stack>
      <Anchor component={Link} to={olympicsScreens.show(id)} size="sm" className="no-print">
        {t("olympics.back_to_show")}
      </Anchor>
      <PageHeader
        title={results ? t("olympics.results.title", { name: results.olympic.name }) : t("titles.olympics")}
        description={t("olympics.results.description")}
        actions={
          <DownloadButtons
            formats={FORMATS}
            labelOf={(format) => t(`olympics.results.export_${format}`)}
            download={(format) =>
              downloadFile({ url: resultsExportUrl(id, format), fallbackName: `quadros.${format}` })
            }
            downloaded={(name) => t("olympics.results.downloaded", { name })}
          />
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
