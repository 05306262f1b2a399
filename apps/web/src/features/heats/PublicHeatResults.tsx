import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { PublicHeatsPhase } from "@quadra/shared/contracts/heats";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/dates.ts";
import { heatsApi } from "../../platform/api/operations/heats.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { attemptsLine } from "./fieldAttempts.ts";
import { QualifiedBadge } from "./HeatEntriesTable.tsx";
import { showMark } from "./heatMarks.ts";

const PhaseResults = ({ phase }: { phase: PublicHeatsPhase }) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {phase.name}
      </Title>
      {phase.heats.map((heat) => (
        <Paper
          key={heat.id}
          withBorder
          p="sm"
          radius="md"
          component="section"
          aria-label={`${phase.name} · ${heat.name}`}
        >
          <Group gap="xs" mb="xs">
            <Text fw={700}>{heat.name}</Text>
            <Badge variant={heat.status === "official" ? "filled" : "light"}>
              {t(`heats.status.${heat.status}`)}
            </Badge>
            {heat.scheduled_at ? <Text size="sm">{formatDateTime(heat.scheduled_at)}</Text> : null}
          </Group>
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={`${phase.name} · ${heat.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("heats.phase.place")}</Table.Th>
                  <Table.Th>
                    {phase.measure === "time" ? t("heats.phase.lane") : t("heats.phase.order")}
                  </Table.Th>
                  <Table.Th>{t("heats.phase.athlete")}</Table.Th>
                  <Table.Th>{t("heats.phase.team")}</Table.Th>
                  <Table.Th>{t("heats.phase.mark")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...heat.entries]
                  .sort((a, b) => (a.place ?? 1_000) - (b.place ?? 1_000) || (a.lane ?? 0) - (b.lane ?? 0))
                  .map((entry) => (
                    <Table.Tr key={`${entry.lane}:${entry.name}`}>
                      <Table.Td>{entry.place ?? ""}</Table.Td>
                      <Table.Td>{entry.lane ?? ""}</Table.Td>
                      <Table.Td>{entry.name}</Table.Td>
                      <Table.Td>{entry.team_name}</Table.Td>
                      <Table.Td>
                        {entry.mark_status ?? showMark(entry.mark, phase.measure, i18n.language)}
                        {entry.qualified ? <QualifiedBadge qualified={entry.qualified} /> : null}
                        {entry.record ? (
                          <Badge size="sm" color="grape.9" ml={4}>
                            {t("heats.sheet.record_badge")}
                          </Badge>
                        ) : null}
                        {entry.attempts?.length ? (
                          <Text size="xs" c="dimmed" aria-label={t("heats.sheet.attempts")}>
                            {attemptsLine(entry.attempts, phase.measure, i18n.language)}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
    </Stack>
  );
};

/**
 * The heat results of a public competition (its heats phases), for the public competition page;
 * `queryKey` sits under the page's own so its live stream reads these again too.
 */
export const PublicHeatResults = ({
  competitionId,
  queryKey,
}: {
  competitionId: string;
  queryKey: readonly unknown[];
}) => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => heatsApi.publicHeats({ params: { id: competitionId }, signal }),
  });
  return (
    <QueryOverlay {...queryOverlayProps(query)}>
      {query.data ? (
        <Stack gap="lg">
          {query.data.phases.map((phase) => (
            <PhaseResults key={phase.id} phase={phase} />
          ))}
          <Text size="xs" c="dimmed">
            {t("heats.sheet.legend")}
          </Text>
        </Stack>
      ) : null}
    </QueryOverlay>
  );
};
