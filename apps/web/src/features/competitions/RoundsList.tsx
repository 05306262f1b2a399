import { Anchor, Group, Stack, Title } from "@mantine/core";
import type { DuelView } from "@quadra/shared/contracts/competitions";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { COMPETITION_KEYS, competitionScreens, type DuelFilters, fetchDuels } from "./competitionsApi.ts";
import { DuelsTable } from "./DuelCard.tsx";

/** The duels of a competition matching `filters`, under the competition's keys (a write refreshes them). */
export const useDuels = (competitionId: string, filters: DuelFilters) =>
  useQuery({
    queryKey: COMPETITION_KEYS.duels(competitionId, filters),
    queryFn: () => fetchDuels(competitionId, filters),
  });

export type RoundOfDuels = { id: string; number: number; name: string; duels: DuelView[] };

/** Duels grouped by round, in round order. */
export const roundsOf = (duels: readonly DuelView[]): RoundOfDuels[] => {
  const rounds = new Map<string, RoundOfDuels>();
  for (const duel of duels) {
    const round = rounds.get(duel.round_id) ?? {
      id: duel.round_id,
      number: duel.round_number,
      name: duel.round_name,
      duels: [],
    };
    round.duels.push(duel);
    rounds.set(duel.round_id, round);
  }
  return [...rounds.values()].sort((a, b) => a.number - b.number);
};

/** The round being played: the first with a duel still without a result; the last once every result is in. */
export const currentRounds = (rounds: readonly RoundOfDuels[]) => {
  const open = rounds.find((round) => round.duels.some((duel) => duel.status === "scheduled"));
  return open ? [open] : rounds.slice(-1);
};

/** Each round with its duels, a link to the round's schedule and to each duel's sheet. */
export const RoundsList = ({
  competitionId,
  rounds,
}: {
  competitionId: string;
  rounds: readonly RoundOfDuels[];
}) => {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {rounds.map((round) => (
        <Stack key={round.id} gap={4} component="section" aria-label={round.name}>
          <Group justify="space-between">
            <Title order={3} size="h5">
              {round.name}
            </Title>
            <Anchor
              component={Link}
              to={competitionScreens.round(competitionId, round.id)}
              size="sm"
              aria-label={t("competitions.rounds.schedule_named", { name: round.name })}
            >
              {t("competitions.rounds.schedule")}
            </Anchor>
          </Group>
          <DuelsTable
            duels={round.duels}
            label={round.name}
            showWhere={false}
            link={(duel) => competitionScreens.duel(competitionId, duel.id)}
          />
        </Stack>
      ))}
    </Stack>
  );
};
