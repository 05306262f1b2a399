import { Badge, Box, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import type { MyTeam } from "@quadra/shared";
import { seasonBesideName } from "@quadra/shared/competitionSeason";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { teamsApi } from "../../platform/api/operations/teams.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { CompetitionStatusBadge, TeamStatusBadge, useCompetitionDates } from "./TeamParts.tsx";
import { TEAMS_KEY, teamRoleLabel, teamScreens } from "./teamsApi.ts";

/** The competition a team plays: name and season, category, dates and status. */
const TeamCompetition = ({ team }: { team: MyTeam }) => {
  const datesOf = useCompetitionDates();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {[team.competition.name, seasonBesideName(team.competition.name, team.competition.season)]
          .filter(Boolean)
          .join(" · ")}
      </Text>
      {team.competition.category ? (
        <Text size="xs" c="dimmed">
          {team.competition.category}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {datesOf(team.competition)}
      </Text>
      <CompetitionStatusBadge status={team.competition.status} />
    </Stack>
  );
};

/** Who of the person's family is on the team, with role and number, and whether they keep it. */
const TeamPeople = ({ team }: { team: MyTeam }) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      {team.people.map((person) => (
        <Text key={person.user_id} size="sm">
          {person.self ? t("teams.self") : person.name}: {teamRoleLabel(person.role, i18n.language)}
          {person.number === null ? "" : ` · ${t("teams.number_short", { number: person.number })}`}
        </Text>
      ))}
      {team.is_responsible ? (
        <Badge variant="light" color="grape">
          {t("teams.my.responsible")}
        </Badge>
      ) : null}
    </Stack>
  );
};

const OpenTeam = ({ team, fullWidth = false }: { team: MyTeam; fullWidth?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      component={Link}
      to={teamScreens.show(team.id)}
      aria-label={t("teams.my.open_named", { name: team.name })}
      fullWidth={fullWidth}
    >
      {t("teams.my.open")}
    </Button>
  );
};

/**
 * /my/teams: the teams the person is on (with their role and number), the ones they are
 * responsible for and the ones their dependents are on. A table from the small breakpoint up; on a
 * phone each team is a card, its parts stacked and "Ver equipe" across it, in reach without
 * scrolling sideways.
 */
export const MyTeamsPage = () => {
  const { t } = useTranslation();
  const teams = useQuery({
    queryKey: [TEAMS_KEY, "mine"],
    queryFn: ({ signal }) => teamsApi.mine({ signal }),
  });
  const rows = teams.data ?? [];
  return (
    <Stack>
      <PageHeader title={t("teams.my.title")} description={t("teams.my.description")} />
      <QueryOverlay {...queryOverlayProps(teams)}>
        {teams.data && !rows.length ? (
          <EmptyState title={t("teams.my.empty_title")} description={t("teams.my.empty_text")} />
        ) : (
          <>
            <Stack hiddenFrom="sm" gap="sm" component="ul" aria-label={t("teams.my.title")} p={0} m={0}>
              {rows.map((team) => (
                <Card key={team.id} component="li" withBorder padding="sm" aria-label={team.name}>
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                      <Text fw={600} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                        {team.name}
                      </Text>
                      <TeamStatusBadge status={team.status} />
                    </Group>
                    <TeamCompetition team={team} />
                    <Text size="sm" c="dimmed">
                      {team.association.name}
                    </Text>
                    <TeamPeople team={team} />
                    <OpenTeam team={team} fullWidth />
                  </Stack>
                </Card>
              ))}
            </Stack>
            <Box visibleFrom="sm">
              <Table.ScrollContainer minWidth={760}>
                <Table striped aria-label={t("teams.my.title")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("teams.columns.team")}</Table.Th>
                      <Table.Th>{t("teams.columns.competition")}</Table.Th>
                      <Table.Th>{t("teams.columns.association")}</Table.Th>
                      <Table.Th>{t("teams.columns.people")}</Table.Th>
                      <Table.Th>{t("teams.columns.status")}</Table.Th>
                      <Table.Th>{t("common.actions")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((team) => (
                      <Table.Tr key={team.id}>
                        <Table.Td>{team.name}</Table.Td>
                        <Table.Td>
                          <TeamCompetition team={team} />
                        </Table.Td>
                        <Table.Td>{team.association.name}</Table.Td>
                        <Table.Td>
                          <TeamPeople team={team} />
                        </Table.Td>
                        <Table.Td>
                          <TeamStatusBadge status={team.status} />
                        </Table.Td>
                        <Table.Td>
                          <OpenTeam team={team} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Box>
          </>
        )}
      </QueryOverlay>
    </Stack>
  );
};
