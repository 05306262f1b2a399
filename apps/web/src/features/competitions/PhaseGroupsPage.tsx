import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { phaseStatusLabel } from "./competitionLabels.ts";
import { COMPETITION_KEYS, competitionScreens, fetchCockpit } from "./competitionsApi.ts";
import { PhaseActions } from "./PhaseActions.tsx";

/**
 * /competitions/competitions/:parent_id/groups/:id: the groups of phase :id, each with its
 * progress and the ways to its table, participants and rounds; the phase's next step above.
 */
export const PhaseGroupsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id = "" } = useParams();
  const query = useQuery({
    queryKey: COMPETITION_KEYS.cockpit(competitionId),
    queryFn: () => fetchCockpit(competitionId),
  });
  const phase = query.data?.phases.find((candidate) => candidate.id === id);
  return (
    <Stack>
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
        {t("competitions.back_to_cockpit")}
      </Anchor>
      <PageHeader
        title={
          phase ? t("competitions.group.groups_of", { name: phase.name }) : t("competitions.phase.groups")
        }
        description={query.data?.competition.name}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {phase ? (
          <Stack>
            <Group gap="sm">
              <Badge variant="light">{phaseStatusLabel(t, phase.status)}</Badge>
              <PhaseActions competitionId={competitionId} phase={phase} />
            </Group>
            {phase.groups.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {phase.groups.map((group) => (
                  <Paper
                    key={group.id}
                    withBorder
                    p="md"
                    radius="md"
                    component="section"
                    aria-label={group.name}
                  >
                    <Stack gap={4}>
                      <Title order={2} size="h5">
                        {group.name}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {t("competitions.group.summary", {
                          teams: group.teams,
                          played: group.played,
                          duels: group.duels,
                        })}
                      </Text>
                      <Group gap="sm">
                        <Anchor
                          component={Link}
                          to={competitionScreens.group(competitionId, group.id)}
                          size="sm"
                        >
                          {t("competitions.group.open")}
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={competitionScreens.groupParticipants(competitionId, group.id)}
                          size="sm"
                        >
                          {t("competitions.group.participants")}
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={competitionScreens.groupRounds(competitionId, group.id)}
                          size="sm"
                        >
                          {t("competitions.group.rounds")}
                        </Anchor>
                      </Group>
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">{t("competitions.group.none")}</Text>
            )}
          </Stack>
        ) : query.data ? (
          <Text c="dimmed">{t("competitions.phase.not_found")}</Text>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
