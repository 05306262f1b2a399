import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useDirectorLive } from "../competitions/competitionLive.ts";
import { competitionScreens } from "../competitions/competitionsApi.ts";
import { fetchCompetitionHeats, HEAT_KEYS, heatScreens } from "./heatsApi.ts";

/** /competitions/competitions/:parent_id/all_heats: every heat of the competition by date and time. */
export const AllHeatsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "" } = useParams();
  useDirectorLive(competitionId);
  const query = useQuery({
    queryKey: HEAT_KEYS.all(competitionId),
    queryFn: () => fetchCompetitionHeats(competitionId),
  });
  return (
    <Stack>
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
        {t("heats.back_to_cockpit")}
      </Anchor>
      <PageHeader title={t("heats.all.title")} description={t("heats.all.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data && !query.data.length ? <Text c="dimmed">{t("heats.all.empty")}</Text> : null}
        {query.data?.length ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t("heats.all.title")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("heats.all.when")}</Table.Th>
                  <Table.Th>{t("heats.all.heat")}</Table.Th>
                  <Table.Th>{t("heats.all.phase")}</Table.Th>
                  <Table.Th>{t("heats.all.entries")}</Table.Th>
                  <Table.Th>{t("heats.all.marks")}</Table.Th>
                  <Table.Th>{t("heats.all.status")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((heat) => (
                  <Table.Tr key={heat.id}>
                    <Table.Td>
                      {heat.scheduled_at ? formatDateTime(heat.scheduled_at) : t("heats.all.unscheduled")}
                      {heat.place ? ` · ${heat.place}` : ""}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={heatScreens.sheet(competitionId, heat.id)}>
                        {heat.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={heatScreens.phase(competitionId, heat.phase_id)}>
                        {heat.phase_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{heat.entries}</Table.Td>
                    <Table.Td>{heat.marks}</Table.Td>
                    <Table.Td>
                      <Badge variant={heat.status === "official" ? "filled" : "light"}>
                        {t(`heats.status.${heat.status}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
