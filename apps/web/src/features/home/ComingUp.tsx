import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { HomeCompetition, HomeSummary } from "@quadra/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { formatDay } from "../resources/formatValue.ts";
import type { RouteLink } from "./routeLinks.ts";

const Row = ({
  title,
  detail,
  to,
  badge,
}: {
  title: string;
  detail: string;
  to?: string;
  badge?: string;
}) => (
  <Paper component="li" withBorder p="sm" radius="md">
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Stack gap={2}>
        {to ? (
          <Anchor component={Link} to={to} fw={600}>
            {title}
          </Anchor>
        ) : (
          <Text fw={600}>{title}</Text>
        )}
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
      {badge ? (
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {badge}
        </Badge>
      ) : null}
    </Group>
  </Paper>
);

const List = ({ children }: { children: ReactNode }) => (
  <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
    {children}
  </Stack>
);

/** What is coming: the next competitions (for whoever keeps them) and the calendar's next events. */
/** One kind of thing coming (competitions, events): its heading, a link to all of them, its rows. */
const ComingGroup = ({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string } | null | undefined;
  children: ReactNode;
}) => (
  <Stack gap="xs" aria-label={title} role="group">
    <Group justify="space-between" align="baseline">
      <Title order={3} size="h5">
        {title}
      </Title>
      {more ? (
        <Anchor component={Link} to={more.to} size="sm">
          {more.label}
        </Anchor>
      ) : null}
    </Group>
    <List>{children}</List>
  </Stack>
);

export const ComingUp = ({ summary, link }: { summary: HomeSummary; link: RouteLink }) => {
  const { t } = useTranslation();
  const competitions = summary.competitions ?? [];
  if (!competitions.length && !summary.events.length) return null;
  const dates = (competition: HomeCompetition) =>
    competition.starts_on && competition.ends_on
      ? t("start.dates", { from: formatDay(competition.starts_on), to: formatDay(competition.ends_on) })
      : competition.starts_on
        ? t("start.from_date", { date: formatDay(competition.starts_on) })
        : "";
  const allCompetitions = link("competitions_competitions_list");
  const calendar = link("site_calendar");
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-coming">
      <Title order={2} size="h3" id="home-coming">
        {t("start.coming")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: competitions.length && summary.events.length ? 2 : 1 }}>
        {competitions.length ? (
          <ComingGroup
            title={t("start.competitions")}
            more={allCompetitions && { to: allCompetitions.to, label: t("start.all_competitions") }}
          >
            {competitions.map((competition) => (
              <Row
                key={competition.id}
                title={competition.name}
                detail={dates(competition)}
                to={link("competitions_competitions_show", { id: competition.id })?.to}
                badge={t(`start.competition_status.${competition.status as "planned"}`)}
              />
            ))}
          </ComingGroup>
        ) : null}
        {summary.events.length ? (
          <ComingGroup
            title={t("start.events")}
            more={calendar && { to: calendar.to, label: t("start.full_calendar") }}
          >
            {summary.events.map((event) => (
              <Row
                key={event.id}
                title={event.title}
                detail={[formatDateTime(event.starts_at), event.place].filter(Boolean).join(" · ")}
              />
            ))}
          </ComingGroup>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
};
