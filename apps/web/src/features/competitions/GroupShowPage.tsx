import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { COMPETITION_KEYS, competitionScreens, fetchStandings } from "./competitionsApi.ts";
import { currentRounds, RoundsList, roundsOf, useDuels } from "./RoundsList.tsx";
import { StandingsTable } from "./StandingsTable.tsx";

/** The group's table (its participants) and phase, read from the competition's standings. */
const useGroup = (competitionId: string, groupId: string) => {
  const query = useQuery({
    queryKey: COMPETITION_KEYS.standings(competitionId),
    queryFn: () => fetchStandings(competitionId),
  });
  for (const phase of query.data?.phases ?? []) {
    const group = phase.groups.find((candidate) => candidate.group_id === groupId);
    if (group) return { query, phase, group };
  }
  return { query, phase: undefined, group: undefined };
};

/** The group's rounds and duels: the round being played, or every round with `all`. */
const GroupRounds = ({
  competitionId,
  groupId,
  all,
}: {
  competitionId: string;
  groupId: string;
  all: boolean;
}) => {
  const { t } = useTranslation();
  const duels = useDuels(competitionId, { group_id: groupId });
  const rounds = roundsOf(duels.data ?? []);
  const shown = all ? rounds : currentRounds(rounds);
  return (
    <QueryOverlay {...queryOverlayProps(duels)}>
      {rounds.length ? (
        <RoundsList competitionId={competitionId} rounds={shown} />
      ) : (
        <Text c="dimmed">{t("competitions.group.no_rounds")}</Text>
      )}
    </QueryOverlay>
  );
};

const Links = ({
  competitionId,
  groupId,
  all,
  toggle,
}: {
  competitionId: string;
  groupId: string;
  all: boolean;
  toggle: (all: boolean) => string;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
        {t("competitions.back_to_cockpit")}
      </Anchor>
      <Anchor component={Link} to={competitionScreens.groupParticipants(competitionId, groupId)} size="sm">
        {t("competitions.group.participants")}
      </Anchor>
      <Anchor component={Link} to={toggle(!all)} size="sm">
        {t(all ? "competitions.group.current_round" : "competitions.group.every_round")}
      </Anchor>
    </Group>
  );
};

/**
 * /competitions/competitions/:parent_id/groups/show/:id/:all?: a group, with its table (the
 * participants, their zones and why each is ahead) and its rounds: the one being played, or every
 * round with `all`.
 */
export const GroupShowPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id = "", all } = useParams();
  const { query, phase, group } = useGroup(competitionId, id);
  return (
    <Stack>
      <Links
        competitionId={competitionId}
        groupId={id}
        all={Boolean(all)}
        toggle={(every) => competitionScreens.group(competitionId, id, every)}
      />
      <PageHeader
        title={group?.group_name ?? t("competitions.group.title")}
        description={phase?.phase_name}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {group && phase ? (
          <Stack gap="xs" component="section" aria-label={t("competitions.group.standings")}>
            <Title order={2} size="h4">
              {t("competitions.group.standings")}
            </Title>
            <StandingsTable label={group.group_name} rows={group.rows} scoring={phase.scoring} />
          </Stack>
        ) : null}
      </QueryOverlay>
      <Title order={2} size="h4">
        {t(all ? "competitions.group.every_round" : "competitions.group.current_round")}
      </Title>
      <GroupRounds competitionId={competitionId} groupId={id} all={Boolean(all)} />
    </Stack>
  );
};

/**
 * /competitions/competitions/:parent_id/groups/rounds/:id/:all?: a group's rounds with their
 * duels and a way to each round's schedule; the round being played, or every round with `all`.
 */
export const GroupRoundsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id = "", all } = useParams();
  const { phase, group } = useGroup(competitionId, id);
  const base = `${competitionScreens.groupRounds(competitionId, id)}`;
  return (
    <Stack>
      <Links
        competitionId={competitionId}
        groupId={id}
        all={Boolean(all)}
        toggle={(every) => (every ? `${base}/all` : base)}
      />
      <PageHeader
        title={
          group
            ? t("competitions.group.rounds_of", { name: group.group_name })
            : t("competitions.group.rounds")
        }
        description={phase?.phase_name}
      />
      <GroupRounds competitionId={competitionId} groupId={id} all={Boolean(all)} />
    </Stack>
  );
};
