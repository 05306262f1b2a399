import { Badge, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { RosterDocuments, TeamCompetition, TeamDetail } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { competitionStatusLabel, teamStatusLabel } from "./teamsApi.ts";

const dateOf = (value: string | null, language: string) =>
  value ? new Date(`${value}T12:00:00`).toLocaleDateString(language) : "";

/** A competition's dates: both ends, the start alone, or nothing. */
export const useCompetitionDates = () => {
  const { t, i18n } = useTranslation();
  return (competition: TeamCompetition) => {
    const from = dateOf(competition.starts_on, i18n.language);
    const to = dateOf(competition.ends_on, i18n.language);
    if (from && to) return t("teams.dates", { from, to });
    return from ? t("teams.date_from", { from }) : "";
  };
};

const COMPETITION_COLORS: Record<string, string> = {
  planned: "gray",
  registration: "blue",
  running: "green",
  finished: "dark",
  cancelled: "red",
};
const TEAM_COLORS: Record<string, string> = { pending: "yellow", approved: "green", rejected: "red" };

export const CompetitionStatusBadge = ({ status }: { status: string }) => {
  const { i18n } = useTranslation();
  return (
    // Never shrunk beside a long title: the status is the one word a card must show whole.
    <Badge
      color={COMPETITION_COLORS[status] ?? "gray"}
      variant="light"
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {competitionStatusLabel(status, i18n.language)}
    </Badge>
  );
};

export const TeamStatusBadge = ({ status }: { status: string | null }) => {
  const { i18n } = useTranslation();
  return (
    <Badge
      color={TEAM_COLORS[status ?? "approved"] ?? "gray"}
      variant="outline"
      // Whole in a narrow table cell too ("APROV…" at 1280 px): the cell grows instead.
      style={{ flexShrink: 0, minWidth: "max-content" }}
    >
      {teamStatusLabel(status, i18n.language)}
    </Badge>
  );
};

/** The head of a team screen: competition, season, category, dates, association, responsible, status. */
export const TeamSummary = ({ team }: { team: TeamDetail }) => {
  const { t } = useTranslation();
  const dates = useCompetitionDates()(team.competition);
  const rows: [string, string][] = [
    [t("teams.columns.competition"), team.competition.name],
    [t("teams.columns.season"), team.competition.season ? String(team.competition.season) : ""],
    [t("teams.columns.category"), team.competition.category ?? ""],
    [t("teams.columns.dates"), dates],
    [t("teams.columns.association"), team.association.name],
    [t("teams.columns.responsible"), team.responsible?.name ?? t("teams.nobody")],
  ];
  return (
    <Stack gap={4} component="dl" m={0}>
      <Group gap="xs">
        <CompetitionStatusBadge status={team.competition.status} />
        <TeamStatusBadge status={team.status} />
      </Group>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Group key={label} gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {label}:
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </Group>
        ))}
      {team.status === "rejected" && team.review_reason ? (
        <Text size="sm" c="red">
          {t("teams.show.reason")}: {team.review_reason}
        </Text>
      ) : null}
    </Stack>
  );
};

/** Whether a member's required documents are in order; the tooltip and label list each one. */
export const DocumentsBadge = ({ name, documents }: { name: string; documents: RosterDocuments }) => {
  const { t } = useTranslation();
  if (!documents.items.length)
    return (
      <Badge color="gray" variant="light">
        {t("teams.documents.none_required")}
      </Badge>
    );
  const detail = documents.items
    .map((item) =>
      t("teams.documents.summary", { name: item.name, status: t(`teams.documents.status.${item.status}`) }),
    )
    .join("; ");
  const label = t(documents.regular ? "teams.documents.regular" : "teams.documents.irregular");
  return (
    <Tooltip label={detail} withArrow multiline maw={320}>
      <Badge
        color={documents.regular ? "green" : "orange"}
        variant="light"
        aria-label={`${name}: ${label}. ${detail}`}
      >
        {label}
      </Badge>
    </Tooltip>
  );
};
