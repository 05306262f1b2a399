import { Anchor, Badge, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { CockpitPhase, CompetitionCockpit } from "@quadra/shared/contracts/competitions";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDate } from "../../i18n/dates.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { CockpitPeopleLinks } from "../discipline/CockpitPeopleLinks.tsx";
import { CockpitRefereeLink } from "../referees/CockpitRefereeLink.tsx";
import { ScheduleLink } from "../schedules/ScheduleLink.tsx";
import {
  competitionStatusLabel,
  phaseEntryLabel,
  phaseFormatLabel,
  phaseStatusLabel,
} from "./competitionLabels.ts";
import { useDirectorLive } from "./competitionLive.ts";
import { COMPETITION_KEYS, competitionScreens, fetchCockpit } from "./competitionsApi.ts";
import { DuelCard } from "./DuelCard.tsx";
import { PhaseActions } from "./PhaseActions.tsx";
import { StandingsTable } from "./StandingsTable.tsx";

/** Every sub-screen of a competition, as the cockpit's shortcuts. */
const SUB_SCREENS = [
  ["teams", competitionScreens.teams],
  ["phases", competitionScreens.phases],
  ["pots", (id: string) => competitionScreens.pots(id)],
  ["all_duels", competitionScreens.allDuels],
  ["final_results", competitionScreens.finalResults],
  ["classifications", competitionScreens.classifications],
  ["deductions", competitionScreens.deductions],
  ["edit", competitionScreens.edit],
] as const;

const PhaseCard = ({ competitionId, phase }: { competitionId: string; phase: CockpitPhase }) => {
  const { t } = useTranslation();
  const percent = phase.duels ? Math.round((phase.played / phase.duels) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={phase.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {phase.name}
          </Title>
          <Badge variant="light">{phaseStatusLabel(t, phase.status)}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {phaseFormatLabel(t, phase.format)} · {phaseEntryLabel(t, phase.entry)}
        </Text>
        {phase.duels ? (
          <Stack gap={2}>
            <Text size="xs">
              {t("competitions.cockpit.progress", {
                played: phase.played,
                duels: phase.duels,
                confirmed: phase.confirmed,
              })}
            </Text>
            <Progress
              value={percent}
              aria-label={t("competitions.cockpit.progress_label", { name: phase.name })}
            />
          </Stack>
        ) : null}
        {phase.groups.length ? (
          <Group gap="xs">
            {phase.groups.map((group) => (
              <Anchor
                key={group.id}
                component={Link}
                to={competitionScreens.group(competitionId, group.id)}
                size="sm"
              >
                {t("competitions.cockpit.group_progress", {
                  name: group.name,
                  played: group.played,
                  duels: group.duels,
                })}
              </Anchor>
            ))}
          </Group>
        ) : null}
        <PhaseActions competitionId={competitionId} phase={phase} />
      </Stack>
    </Paper>
  );
};

const Header = ({ cockpit }: { cockpit: CompetitionCockpit }) => {
  const { t } = useTranslation();
  const { competition, teams } = cockpit;
  const dates = [competition.starts_on, competition.ends_on].filter(Boolean).map((day) => formatDate(day!));
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge>{competitionStatusLabel(t, competition.status)}</Badge>
        {competition.season ? <Badge variant="outline">{competition.season}</Badge> : null}
        {dates.length ? <Text size="sm">{dates.join(" – ")}</Text> : null}
        {competition.regulation_name ? (
          <Text size="sm" c="dimmed">
            {t("competitions.cockpit.regulation", { name: competition.regulation_name })}
          </Text>
        ) : null}
      </Group>
      <Group gap="xs" component="nav" aria-label={t("competitions.cockpit.screens")}>
        {SUB_SCREENS.map(([key, to]) => (
          <Button key={key} size="xs" variant="default" component={Link} to={to(competition.id)}>
            {t(`competitions.cockpit.links.${key}`)}
          </Button>
        ))}
      </Group>
      <CockpitRefereeLink competitionId={competition.id} />
      <ScheduleLink scope="competition" id={competition.id} />
      <CockpitPeopleLinks competitionId={competition.id} />
      <Group gap="md">
        <Text size="sm">{t("competitions.cockpit.teams_approved", { count: teams.approved })}</Text>
        <Anchor
          component={Link}
          to={competitionScreens.pendingTeams}
          size="sm"
          fw={teams.pending ? 700 : 400}
        >
          {t("competitions.cockpit.teams_pending", { count: teams.pending })}
        </Anchor>
        {teams.rejected ? (
          <Text size="sm" c="dimmed">
            {t("competitions.cockpit.teams_rejected", { count: teams.rejected })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
};

/**
 * /competitions/competitions/show/:id: the director's cockpit. The phases with their groups,
 * progress and next step; the results waiting to be entered or confirmed; the next duels; the
 * current phase's table; and a way to every sub-screen. Every write on the competition's screens
 * invalidates this query, so coming back here shows the new state.
 */
export const CompetitionCockpitPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({ queryKey: COMPETITION_KEYS.cockpit(id), queryFn: () => fetchCockpit(id) });
  useDirectorLive(id);
  const cockpit = query.data;
  const duelLink = (duelId: string) => competitionScreens.duel(id, duelId);
  return (
    <Stack>
      <PageHeader title={cockpit?.competition.name ?? t("titles.competitions")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {cockpit ? (
          <Stack gap="lg">
            <Header cockpit={cockpit} />
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t("competitions.cockpit.phases")}
              </Title>
              {cockpit.phases.length ? (
                <SimpleGrid cols={{ base: 1, md: 2 }}>
                  {cockpit.phases.map((phase) => (
                    <PhaseCard key={phase.id} competitionId={id} phase={phase} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">
                  {t("competitions.cockpit.no_phases")}{" "}
                  {/* Underlined: a link inside a sentence is told from it by more than its colour. */}
                  <Anchor component={Link} to={competitionScreens.phases(id)} underline="always">
                    {t("competitions.cockpit.create_phase")}
                  </Anchor>
                </Text>
              )}
            </Stack>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Stack gap="sm" component="section" aria-label={t("competitions.cockpit.pending_results")}>
                <Title order={2} size="h4">
                  {t("competitions.cockpit.pending_results")}
                </Title>
                {cockpit.pending_results.length ? (
                  cockpit.pending_results.map((duel) => (
                    <DuelCard key={duel.id} duel={duel} to={duelLink(duel.id)} />
                  ))
                ) : (
                  <Text c="dimmed">{t("competitions.cockpit.no_pending_results")}</Text>
                )}
              </Stack>
              <Stack gap="sm" component="section" aria-label={t("competitions.cockpit.next_duels")}>
                <Title order={2} size="h4">
                  {t("competitions.cockpit.next_duels")}
                </Title>
                {cockpit.next_duels.length ? (
                  cockpit.next_duels.map((duel) => (
                    <DuelCard key={duel.id} duel={duel} to={duelLink(duel.id)} />
                  ))
                ) : (
                  <Text c="dimmed">{t("competitions.cockpit.no_next_duels")}</Text>
                )}
              </Stack>
            </SimpleGrid>
            {cockpit.current_standings ? (
              <Stack gap="sm" component="section" aria-label={t("competitions.cockpit.standings")}>
                <Group justify="space-between">
                  <Title order={2} size="h4">
                    {t("competitions.cockpit.standings_of", { name: cockpit.current_standings.phase_name })}
                  </Title>
                  <Anchor component={Link} to={competitionScreens.classifications(id)} size="sm">
                    {t("competitions.cockpit.links.classifications")}
                  </Anchor>
                </Group>
                {cockpit.current_standings.groups.map((group) => (
                  <Stack key={group.group_id} gap={4}>
                    <Title order={3} size="h6">
                      {group.group_name}
                    </Title>
                    <StandingsTable
                      label={group.group_name}
                      rows={group.rows}
                      scoring={cockpit.current_standings?.scoring ?? "goals"}
                    />
                  </Stack>
                ))}
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
