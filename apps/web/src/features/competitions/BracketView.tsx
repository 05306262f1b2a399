import { Badge, Box, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import type {
  BracketView as Bracket,
  BracketMatchView,
  BracketSlotView,
} from "@quadra/shared/contracts/competitions";
import { IconTrophy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

type Column = { key: string; title: string; matches: BracketMatchView[] };

const SECTION_ORDER: BracketMatchView["section"][] = ["winners", "losers", "final", "reset"];

/** The bracket's columns: the winners' rounds, then the losers' (double elimination), then the finals. */
const useColumns = (bracket: Bracket): Column[] => {
  const { t } = useTranslation();
  const roundName = new Map(bracket.rounds.map((round) => [round.number, round.name]));
  const columns: Column[] = [];
  for (const section of SECTION_ORDER) {
    const inSection = bracket.matches.filter((match) => match.section === section);
    const numbers = [...new Set(inSection.map((match) => match.round))].sort((a, b) => a - b);
    for (const number of numbers) {
      // A single-elimination final is its last round ("Final"); only a double elimination's
      // final, after the losers' side, is the grand final.
      const named = section === "winners" || (section === "final" && bracket.format !== "double_elimination");
      const title = named
        ? (roundName.get(number) ??
          t(`competitions.bracket.${section === "final" ? "final" : "round"}`, { number }))
        : t(`competitions.bracket.section.${section}`, { number });
      columns.push({
        key: `${section}-${number}`,
        title,
        matches: inSection.filter((match) => match.round === number).sort((a, b) => a.position - b.position),
      });
    }
  }
  return columns;
};

const Slot = ({ slot, score, won }: { slot: BracketSlotView; score: number | null; won: boolean }) => {
  const { t } = useTranslation();
  const name = slot.team?.name ?? (slot.bye ? t("competitions.bracket.bye") : (slot.from ?? "—"));
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="nowrap"
      px={6}
      py={2}
      bg={won ? "var(--mantine-color-green-light)" : undefined}
      style={{ borderRadius: 4 }}
    >
      <Text
        size="sm"
        fw={won ? 700 : 400}
        c={slot.team ? undefined : "dimmed"}
        fs={slot.team ? undefined : "italic"}
        truncate
        maw={150}
        title={name}
      >
        {name}
      </Text>
      <Group gap={4} wrap="nowrap">
        {won ? <IconTrophy size={12} aria-label={t("competitions.bracket.winner")} /> : null}
        <Text size="sm" fw={won ? 700 : 400}>
          {score ?? ""}
        </Text>
      </Group>
    </Group>
  );
};

const MatchBox = ({
  match,
  duelLink,
}: {
  match: BracketMatchView;
  duelLink?: (duelId: string) => string;
}) => {
  const { t } = useTranslation();
  const body = (
    <Paper withBorder radius="sm" p={4} w={210}>
      <Stack gap={2}>
        <Slot
          slot={match.home}
          score={match.home_score}
          won={Boolean(match.winner_id && match.winner_id === match.home.team?.id)}
        />
        <Slot
          slot={match.away}
          score={match.away_score}
          won={Boolean(match.winner_id && match.winner_id === match.away.team?.id)}
        />
      </Stack>
    </Paper>
  );
  if (!(match.duel_id && duelLink)) return body;
  return (
    <Box
      component={Link}
      to={duelLink(match.duel_id)}
      title={t("competitions.bracket.open_duel", {
        home: match.home.team?.name ?? match.home.from ?? "—",
        away: match.away.team?.name ?? match.away.from ?? "—",
      })}
      style={{ textDecoration: "none", color: "inherit" }}
    >
      {body}
    </Box>
  );
};

/**
 * A knockout phase's bracket: one column per round, matches spread so each sits between the two
 * that feed it, winners highlighted, the third-place match apart. It scrolls sideways on a phone.
 */
export const BracketView = ({
  bracket,
  duelLink,
}: {
  bracket: Bracket;
  duelLink?: (duelId: string) => string;
}) => {
  const { t } = useTranslation();
  const columns = useColumns(bracket);
  const thirdPlace = bracket.matches.filter((match) => match.section === "thirdPlace");
  if (!bracket.matches.length) return <Text c="dimmed">{t("competitions.bracket.empty")}</Text>;
  return (
    <Stack gap="md">
      {bracket.champion ? (
        <Group gap="xs">
          <IconTrophy size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Text fw={700}>{t("competitions.bracket.champion", { team: bracket.champion.name })}</Text>
        </Group>
      ) : null}
      <ScrollArea type="auto" offsetScrollbars aria-label={t("competitions.bracket.label")}>
        <Group align="stretch" wrap="nowrap" gap="lg" pb="sm">
          {columns.map((column) => (
            <Stack key={column.key} gap="xs" miw={210} role="group" aria-label={column.title}>
              <Title order={3} size="h6" ta="center">
                {column.title}
              </Title>
              <Stack justify="space-around" gap="sm" style={{ flex: 1 }}>
                {column.matches.map((match) => (
                  <MatchBox key={match.id} match={match} duelLink={duelLink} />
                ))}
              </Stack>
            </Stack>
          ))}
        </Group>
      </ScrollArea>
      {thirdPlace.length ? (
        <Stack gap="xs" role="group" aria-label={t("competitions.bracket.section.thirdPlace")}>
          <Group gap="xs">
            <Title order={3} size="h6">
              {t("competitions.bracket.section.thirdPlace")}
            </Title>
            <Badge variant="light" color="orange" size="sm">
              {t("competitions.bracket.third_badge")}
            </Badge>
          </Group>
          {thirdPlace.map((match) => (
            <MatchBox key={match.id} match={match} duelLink={duelLink} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
};
