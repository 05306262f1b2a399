import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { BracketView } from "./BracketView.tsx";
import { isBracketFormat } from "./competitionLabels.ts";
import { useDirectorLive } from "./competitionLive.ts";
import { COMPETITION_KEYS, competitionScreens, fetchBracket, fetchCockpit } from "./competitionsApi.ts";
import { currentRounds, RoundsList, roundsOf, useDuels } from "./RoundsList.tsx";

const PhaseBracket = ({ competitionId, phaseId }: { competitionId: string; phaseId: string }) => {
  const query = useQuery({
    queryKey: COMPETITION_KEYS.bracket(competitionId, phaseId),
    queryFn: () => fetchBracket(phaseId),
  });
  return (
    <QueryOverlay {...queryOverlayProps(query)}>
      {query.data ? (
        <BracketView
          bracket={query.data}
          duelLink={(duelId) => competitionScreens.duel(competitionId, duelId)}
        />
      ) : null}
    </QueryOverlay>
  );
};

/**
 * /competitions/competitions/:parent_id/duels/:id/:all?: a phase's duels by round (the round
 * being played, or every round with `all`), and the bracket of a knockout phase.
 */
export const PhaseDuelsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "", id = "", all } = useParams();
  useDirectorLive(competitionId);
  const cockpit = useQuery({
    queryKey: COMPETITION_KEYS.cockpit(competitionId),
    queryFn: () => fetchCockpit(competitionId),
  });
  const phase = cockpit.data?.phases.find((candidate) => candidate.id === id);
  const duels = useDuels(competitionId, { phase_id: id });
  const rounds = roundsOf(duels.data ?? []);
  const base = competitionScreens.phaseDuels(competitionId, id);
  return (
    <Stack>
      <Group gap="md">
        <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
          {t("competitions.back_to_cockpit")}
        </Anchor>
        <Anchor component={Link} to={all ? base : `${base}/all`} size="sm">
          {t(all ? "competitions.group.current_round" : "competitions.group.every_round")}
        </Anchor>
      </Group>
      <PageHeader
        title={phase?.name ?? t("competitions.phase.duels")}
        description={cockpit.data?.competition.name}
      />
      {phase && isBracketFormat(phase.format) ? (
        <Stack gap="xs" component="section" aria-label={t("competitions.bracket.label")}>
          <Title order={2} size="h4">
            {t("competitions.bracket.label")}
          </Title>
          <PhaseBracket competitionId={competitionId} phaseId={id} />
        </Stack>
      ) : null}
      <Title order={2} size="h4">
        {t(all ? "competitions.group.every_round" : "competitions.group.current_round")}
      </Title>
      <QueryOverlay {...queryOverlayProps(duels)}>
        {rounds.length ? (
          <RoundsList competitionId={competitionId} rounds={all ? rounds : currentRounds(rounds)} />
        ) : (
          <Text c="dimmed">{t("competitions.group.no_rounds")}</Text>
        )}
      </QueryOverlay>
    </Stack>
  );
};
