import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { OlympicsOverview } from "@quadra/shared/contracts/olympics";
import { IconPlus, IconTrophy, IconWorld } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { competitionScreens } from "../competitions/competitionsApi.ts";
import { ScheduleLink } from "../schedules/ScheduleLink.tsx";
import { CompetitionStatusBadge } from "../teams/TeamParts.tsx";
import {
  createEventCompetition,
  fetchOverview,
  OLYMPICS_KEYS,
  olympicsScreens,
  refreshOlympics,
  useOlympicsLive,
} from "./olympicsApi.ts";

const CHILDREN = [
  "olympicmembers",
  "olympiccrews",
  "olympicsscores",
  "olympicsnotes",
  "olympicsdownloads",
] as const;
const COUNT_OF: Record<(typeof CHILDREN)[number], keyof OlympicsOverview["counts"] | null> = {
  olympicmembers: null,
  olympiccrews: "crews",
  olympicsscores: "scores",
  olympicsnotes: "notes",
  olympicsdownloads: "downloads",
};
const LABEL_OF: Record<(typeof CHILDREN)[number], string> = {
  olympicmembers: "members",
  olympiccrews: "crews",
  olympicsscores: "scores",
  olympicsnotes: "notes",
  olympicsdownloads: "downloads",
};

/** Every active event of the catalog with the edition's competition, or the button that creates it. */
const Events = ({ overview }: { overview: OlympicsOverview }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = overview.olympic.id;
  const create = useMutation({
    mutationFn: (eventId: string) => createEventCompetition(id, eventId),
    onSuccess: (competition) => {
      notifySuccess({ message: t("olympics.show.created", { name: competition.name }) });
      void refreshOlympics(queryClient, id);
    },
    onError: (error) => notifyError({ message: isApiError(error) ? error.message : t("api.unreachable") }),
  });
  if (!overview.events.length) return <Text c="dimmed">{t("olympics.show.events_empty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t("olympics.show.events")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("olympics.show.event")}</Table.Th>
            <Table.Th>{t("olympics.show.competition")}</Table.Th>
            <Table.Th>{t("olympics.show.status")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.events.map(({ event, competition, decided }) => (
            <Table.Tr key={competition?.id ?? event.id}>
              <Table.Td>
                <Text fw={600}>{event.name}</Text>
                <Text size="xs">{[event.sport_name, event.category_name].filter(Boolean).join(" · ")}</Text>
              </Table.Td>
              <Table.Td>
                {competition ? (
                  <Anchor component={Link} to={competitionScreens.cockpit(competition.id)}>
                    {competition.name}
                  </Anchor>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    loading={create.isPending && create.variables === event.id}
                    onClick={() => create.mutate(event.id)}
                    aria-label={`${t("olympics.show.create_competition")}: ${event.name}`}
                  >
                    {t("olympics.show.create_competition")}
                  </Button>
                )}
              </Table.Td>
              <Table.Td>
                {competition ? (
                  <Group gap={4}>
                    <CompetitionStatusBadge status={competition.status} />
                    {decided ? (
                      <Badge color="teal" variant="light">
                        {t("olympics.show.decided")}
                      </Badge>
                    ) : null}
                  </Group>
                ) : (
                  <Text size="sm">{t("olympics.show.no_competition")}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * /competitions/olympics/show/:id: the edition's delegations, its events each with its
 * competition (created here in one action) and status, and links to its results, its public page
 * and its records (delegations, officials, points per place, bulletins, files).
 */
export const OlympicsShowPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  useOlympicsLive(id);
  const query = useQuery({ queryKey: OLYMPICS_KEYS.overview(id), queryFn: () => fetchOverview(id) });
  const overview = query.data;
  return (
    <Stack>
      <PageHeader
        title={overview?.olympic.name ?? t("titles.olympics")}
        description={t("olympics.show.description")}
        actions={
          <Group gap="xs">
            <Button component={Link} to={olympicsScreens.results(id)} leftSection={<IconTrophy size={16} />}>
              {t("olympics.show.results")}
            </Button>
            <ScheduleLink scope="olympics" id={id} />
            {overview?.olympic.public ? (
              <Button
                component={Link}
                to={olympicsScreens.public(id)}
                variant="light"
                leftSection={<IconWorld size={16} />}
              >
                {t("olympics.show.public_page")}
              </Button>
            ) : null}
          </Group>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {overview ? (
          <Stack gap="xl">
            <Paper withBorder p="md" component="nav" aria-label={t("olympics.show.manage")}>
              <Group gap="md">
                {CHILDREN.map((child) => {
                  const key = COUNT_OF[child];
                  const count = key ? overview.counts[key] : overview.delegations.length;
                  return (
                    <Anchor key={child} component={Link} to={olympicsScreens.child(id, child)}>
                      {t(`olympics.show.${LABEL_OF[child]}`, { count })}
                    </Anchor>
                  );
                })}
              </Group>
            </Paper>
            <Stack gap="xs" component="section" aria-label={t("olympics.show.delegations")}>
              <Title order={2} size="h4">
                {t("olympics.show.delegations")}
              </Title>
              {overview.delegations.length ? (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {overview.delegations.map((delegation) => (
                    <Paper key={delegation.id} withBorder p="sm">
                      <Text fw={600}>
                        {delegation.name}
                        {delegation.abbreviation ? ` (${delegation.abbreviation})` : ""}
                      </Text>
                      <Text size="sm">
                        {t("olympics.show.association")}: {delegation.association_name ?? "—"}
                      </Text>
                    </Paper>
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">{t("olympics.show.delegations_empty")}</Text>
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-label={t("olympics.show.events")}>
              <Title order={2} size="h4">
                {t("olympics.show.events")}
              </Title>
              <Events overview={overview} />
            </Stack>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
