import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { seasonBesideName } from "@quadra/shared/competitionSeason";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { publicCompetitionsApi } from "../../platform/api/operations/publicCompetitions.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DuelsTable } from "../competitions/DuelCard.tsx";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { CompetitionStatusBadge } from "../teams/TeamParts.tsx";
import { teamRoleLabel } from "../teams/teamsApi.ts";
import { PUBLIC_COMPETITIONS_KEY, publicScreens, useCompetitionLive } from "./publicCompetitionsApi.ts";

/**
 * /public/open/competitions/openteams/:id: a team as the public sees it — its association and
 * competition, its members by the name they go by and their number (nothing more: LGPD), and its
 * matches, live like the competition's page.
 */
export const PublicTeamPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: [PUBLIC_COMPETITIONS_KEY, "team", id],
    queryFn: ({ signal }) => publicCompetitionsApi.team({ params: { id }, signal }),
    retry: retryUnlessNotFound,
  });
  const team = query.data;
  useCompetitionLive(team?.competition.id);
  return (
    <Stack>
      <PageHeader
        title={team?.name ?? t("public_competitions.tabs.teams")}
        description={team?.association.name}
        actions={
          <Button component={Link} to={publicScreens.teams} variant="subtle">
            {t("public_competitions.team.back")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {team ? (
          <Stack>
            <Group gap="xs">
              <Text size="sm">
                {t("public_competitions.team.competition")}:{" "}
                {/* Underlined: a link inside a sentence must not rely on colour alone (axe link-in-text-block). */}
                <Anchor component={Link} to={publicScreens.show(team.competition.id)} underline="always">
                  {[
                    team.competition.name,
                    team.competition.category,
                    seasonBesideName(team.competition.name, team.competition.season),
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Anchor>
              </Text>
              <CompetitionStatusBadge status={team.competition.status} />
            </Group>
            <Title order={2} size="h4">
              {t("public_competitions.team.members")}
            </Title>
            {team.members.length ? (
              <Table.ScrollContainer minWidth={420}>
                <Table striped aria-label={t("public_competitions.team.members")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>{t("teams.columns.number")}</Table.Th>
                      <Table.Th>{t("teams.columns.name")}</Table.Th>
                      <Table.Th>{t("teams.columns.role")}</Table.Th>
                      <Table.Th>{t("teams.columns.position")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {team.members.map((member) => (
                      // No id leaves the server for a member (LGPD): name, role and number tell them apart.
                      <Table.Tr key={`${member.name}|${member.role}|${member.number ?? ""}`}>
                        <Table.Td>{member.number ?? ""}</Table.Td>
                        <Table.Td>{member.name}</Table.Td>
                        <Table.Td>{teamRoleLabel(member.role, i18n.language)}</Table.Td>
                        <Table.Td>{member.position ?? ""}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Text c="dimmed">{t("public_competitions.team.no_members")}</Text>
            )}
            <Title order={2} size="h4">
              {t("public_competitions.team.duels")}
            </Title>
            {team.duels.length ? (
              <DuelsTable duels={team.duels} label={t("public_competitions.team.duels")} />
            ) : (
              <Text c="dimmed">{t("public_competitions.no_duels")}</Text>
            )}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
