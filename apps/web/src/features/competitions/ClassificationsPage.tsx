import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import type { CompetitionStandingsView } from "@quadra/shared/contracts/competitions";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { DownloadButtons } from "../../ui/DownloadButtons.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { phaseFormatLabel } from "./competitionLabels.ts";
import { useDirectorLive } from "./competitionLive.ts";
import {
  COMPETITION_KEYS,
  competitionScreens,
  fetchStandings,
  standingsExportUrl,
} from "./competitionsApi.ts";
import { StandingsTable } from "./StandingsTable.tsx";

/** The server writes all three; the PDF is the printable table (A4 landscape, header on every page). */
const FORMATS = ["pdf", "xlsx", "csv"] as const;

const FinalClassification = ({ standings }: { standings: CompetitionStandingsView }) => {
  const { t } = useTranslation();
  if (!standings.final.length) return <Text c="dimmed">{t("competitions.classifications.final_empty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped aria-label={t("competitions.classifications.final")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>{t("competitions.standings.abbr.position")}</Table.Th>
            <Table.Th>{t("competitions.standings.column.team")}</Table.Th>
            <Table.Th>{t("competitions.classifications.reached")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.final.map((row) => (
            <Table.Tr key={row.team.id}>
              <Table.Td fw={700}>{row.position}</Table.Td>
              <Table.Td>{row.team.name}</Table.Td>
              <Table.Td>{row.phase_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * /competitions/competitions/:parent_id/classifications: the table of every group of every
 * phase (zones, deductions and why each position is ahead), the final classification, and the
 * export as a PDF to print or a spreadsheet, each written by the server.
 */
export const ClassificationsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "" } = useParams();
  useDirectorLive(competitionId);
  const query = useQuery({
    queryKey: COMPETITION_KEYS.standings(competitionId),
    queryFn: () => fetchStandings(competitionId),
  });
  const standings = query.data;
  return (
    <Stack>
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm" className="no-print">
        {t("competitions.back_to_cockpit")}
      </Anchor>
      <PageHeader
        title={t("competitions.classifications.title")}
        description={standings?.competition_name}
        actions={
          <DownloadButtons
            formats={FORMATS}
            labelOf={(format) => t(`competitions.classifications.export_${format}`)}
            download={(format) =>
              downloadFile({
                url: standingsExportUrl(competitionId, format),
                fallbackName: `classificacao.${format}`,
              })
            }
            downloaded={(name) => t("competitions.classifications.downloaded", { name })}
          />
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {standings ? (
          <Stack gap="xl">
            <Stack gap="xs" component="section" aria-label={t("competitions.classifications.final")}>
              <Title order={2} size="h4">
                {t("competitions.classifications.final")}
              </Title>
              <FinalClassification standings={standings} />
            </Stack>
            {standings.phases.map((phase) => (
              <Stack key={phase.phase_id} gap="sm" component="section" aria-label={phase.phase_name}>
                <Title order={2} size="h4">
                  {phase.phase_name}{" "}
                  <Text span c="dimmed" size="sm">
                    ({phaseFormatLabel(t, phase.format)})
                  </Text>
                </Title>
                {phase.groups.map((group) => (
                  <Stack key={group.group_id} gap={4}>
                    <Anchor
                      component={Link}
                      to={competitionScreens.group(competitionId, group.group_id)}
                      fw={600}
                    >
                      {group.group_name}
                    </Anchor>
                    <StandingsTable
                      label={`${phase.phase_name} · ${group.group_name}`}
                      rows={group.rows}
                      scoring={phase.scoring}
                    />
                  </Stack>
                ))}
              </Stack>
            ))}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
