import { Alert, Anchor, Button, Group, Paper, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import type { PublicCompetitionDetail } from "@quadra/shared";
import type { CompetitionTeamRef } from "@quadra/shared/contracts/competitions";
import { IconBroadcast, IconTrophy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { publicCompetitionsApi } from "../../platform/api/operations/publicCompetitions.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { BracketView } from "../competitions/BracketView.tsx";
import { DuelsTable } from "../competitions/DuelCard.tsx";
import { StandingsTable } from "../competitions/StandingsTable.tsx";
import { PublicHeatResults } from "../heats/PublicHeatResults.tsx";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { CompetitionStatusBadge } from "../teams/TeamParts.tsx";
import {
  PUBLIC_COMPETITIONS_KEY,
  publicScreens,
  useCompetitionLive,
  usePeriod,
} from "./publicCompetitionsApi.ts";

/** Every group's table of every phase, then the final classification once there is one. */
const Standings = ({ data }: { data: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  const phases = data.standings.phases.filter((phase) => phase.groups.length);
  if (!phases.length) return <Text c="dimmed">{t("public_competitions.no_phases")}</Text>;
  const teamLink = (team: { id: string }) => publicScreens.team(team.id);
  return (
    <Stack gap="lg">
      {phases.map((phase) =>
        phase.groups.map((group) => {
          const label = t("public_competitions.phase_group", {
            phase: phase.phase_name,
            group: group.group_name,
          });
          return (
            <Stack key={group.group_id} gap="xs">
              <Title order={3} size="h5">
                {label}
              </Title>
              <StandingsTable rows={group.rows} label={label} scoring={phase.scoring} teamLink={teamLink} />
            </Stack>
          );
        }),
      )}
      {data.standings.final.length && data.competition.status === "finished" ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t("public_competitions.final")}
          </Title>
          <Table striped aria-label={t("public_competitions.final")} maw={480}>
            <Table.Tbody>
              {data.standings.final.map((row) => (
                <Table.Tr key={row.team.id}>
                  <Table.Td w={48}>{row.position}º</Table.Td>
                  <Table.Td>{row.team.name}</Table.Td>
                  <Table.Td c="dimmed">{row.phase_name}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
    </Stack>
  );
};

/**
 * Who won the competition: the champion of its last phase's bracket as soon as the final has a
 * result, or, when the last phase is a table, the first of the final classification once the
 * competition is finished.
 */
export const championOf = (data: PublicCompetitionDetail): CompetitionTeamRef | null => {
  const last = data.phases.toSorted((a, b) => a.position - b.position).at(-1);
  if (!last) return null;
  const bracket = data.brackets.find((candidate) => candidate.phase_id === last.id);
  if (bracket) return bracket.champion;
  const first = data.standings.final[0];
  return data.competition.status === "finished" && first?.position === 1 ? first.team : null;
};

/** The champion, above the tabs, linking to the team's public page. */
const Champion = ({ team }: { team: CompetitionTeamRef }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("public_competitions.champion")}>
      <Group gap="sm" wrap="nowrap">
        <IconTrophy size={32} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Stack gap={0}>
          <Text size="sm">{t("public_competitions.champion")}</Text>
          <Anchor component={Link} to={publicScreens.team(team.id)} fw={700} size="lg">
            {team.name}
          </Anchor>
        </Stack>
      </Group>
    </Paper>
  );
};

/** The approved teams, each linking to its public page. */
const Teams = ({ data }: { data: PublicCompetitionDetail }) => {
  const { t } = useTranslation();
  if (!data.teams.length) return <Text c="dimmed">{t("public_competitions.no_teams")}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={t("public_competitions.tabs.teams")}>
        <Table.Tbody>
          {data.teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td>
                <Anchor component={Link} to={publicScreens.team(team.id)}>
                  {team.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{team.association.name}</Table.Td>
              <Table.Td c="dimmed">
                {t("public_competitions.teams.members", { count: team.member_count })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * /public/open/competitions/show/:id: a public competition in one answer — standings with the
 * explanation of each position and the zones, every match and result, the brackets of knockout
 * phases and the teams. It stays live: each result entered reaches the page through the
 * competition's stream and the page reads it again, without a reload.
 */
export const PublicCompetitionPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: [PUBLIC_COMPETITIONS_KEY, "show", id],
    queryFn: ({ signal }) => publicCompetitionsApi.show({ params: { id }, signal }),
    retry: retryUnlessNotFound,
  });
  useCompetitionLive(id);
  const datesOf = usePeriod();
  const data = query.data;
  const competition = data?.competition;
  const live = competition?.status === "running";
  const champion = data ? championOf(data) : null;
  return (
    <Stack>
      <PageHeader
        title={competition?.name ?? t("titles.open_competitions")}
        description={
          competition
            ? [
                competition.sport?.name,
                competition.category,
                competition.season,
                datesOf(competition),
                competition.venue,
              ]
                .filter(Boolean)
                .join(" · ")
            : undefined
        }
        actions={
          <Button component={Link} to={publicScreens.list} variant="subtle">
            {t("public_competitions.back")}
          </Button>
        }
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {data && competition ? (
          <Stack>
            <Group gap="xs">
              <CompetitionStatusBadge status={competition.status} />
              {live ? (
                <Text size="sm" c="dimmed" component="span">
                  <IconBroadcast size={14} aria-hidden /> {t("public_competitions.live")}
                </Text>
              ) : null}
            </Group>
            {champion ? <Champion team={champion} /> : null}
            {competition.description ? <Alert color="gray">{competition.description}</Alert> : null}
            <Tabs defaultValue="standings" keepMounted={false}>
              <Tabs.List aria-label={t("public_competitions.tabs.label")}>
                <Tabs.Tab value="standings">{t("public_competitions.tabs.standings")}</Tabs.Tab>
                <Tabs.Tab value="duels">{t("public_competitions.tabs.duels")}</Tabs.Tab>
                {data.brackets.length ? (
                  <Tabs.Tab value="brackets">{t("public_competitions.tabs.brackets")}</Tabs.Tab>
                ) : null}
                {data.phases.some((phase) => phase.format === "heats") ? (
                  <Tabs.Tab value="heats">{t("heats.public.tab")}</Tabs.Tab>
                ) : null}
                <Tabs.Tab value="teams">{t("public_competitions.tabs.teams")}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="standings" pt="md">
                <Standings data={data} />
              </Tabs.Panel>
              <Tabs.Panel value="duels" pt="md">
                {data.duels.length ? (
                  <DuelsTable duels={data.duels} label={t("public_competitions.tabs.duels")} />
                ) : (
                  <Text c="dimmed">{t("public_competitions.no_duels")}</Text>
                )}
              </Tabs.Panel>
              {data.brackets.length ? (
                <Tabs.Panel value="brackets" pt="md">
                  <Stack gap="lg">
                    {data.brackets.map((bracket) => (
                      <Stack key={bracket.phase_id} gap="xs">
                        <Title order={3} size="h5">
                          {data.phases.find((phase) => phase.id === bracket.phase_id)?.name}
                        </Title>
                        <BracketView bracket={bracket} />
                      </Stack>
                    ))}
                  </Stack>
                </Tabs.Panel>
              ) : null}
              {data.phases.some((phase) => phase.format === "heats") ? (
                <Tabs.Panel value="heats" pt="md">
                  <PublicHeatResults
                    competitionId={id}
                    queryKey={[PUBLIC_COMPETITIONS_KEY, "show", id, "heats"]}
                  />
                </Tabs.Panel>
              ) : null}
              <Tabs.Panel value="teams" pt="md">
                <Teams data={data} />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
