import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { HomeSummary } from "@quadra/shared";
import { APPROVAL_QUEUES, type ApprovalQueueKey } from "@quadra/shared/approvals";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTitleText } from "../../platform/pageTitle.ts";
import type { RememberedNeeds } from "../../platform/startup/rememberedHome.ts";
import type { RouteLink } from "./routeLinks.ts";

type Waiting = { key: string; label: string; count: number; to: string | null };

const WaitingCard = ({ item }: { item: Waiting }) => {
  const { t } = useTranslation();
  const body = (
    <Card withBorder padding="md" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{item.label}</Text>
        {/* Never narrowed by a long title: squeezed, "12" read "1…". */}
        <Badge color="orange" size="lg" circle={item.count < 10} aria-hidden style={{ flexShrink: 0 }}>
          {item.count}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t("start.waiting", { count: item.count })}
      </Text>
    </Card>
  );
  return item.to ? (
    <UnstyledButton component={Link} to={item.to}>
      {body}
    </UnstyledButton>
  ) : (
    body
  );
};

/**
 * The texts of this section, kept for index.html's copy of it at the next visit (early-requests.js
 * writes its cards from the early summary answer as this component would): the titles of the queues
 * this person may open, and the waiting sentence in each plural form the language has.
 */
export const needsYouTexts = ({
  t,
  exists,
  titleOf,
  link,
  language,
}: {
  t: TFunction;
  exists: (key: string) => boolean;
  titleOf: (title: NonNullable<ReturnType<RouteLink>>["route"]["title"]) => string;
  link: RouteLink;
  language: string;
}): RememberedNeeds => {
  const waiting: Record<string, string> = {};
  for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories) {
    const key = `start.waiting_${category}`;
    // Only the forms the texts have (pt-BR's "many" is for numbers written short, never a count).
    if (exists(key)) waiting[category] = t(key, { count: COUNT_SLOT });
  }
  const queues: Record<string, string> = {};
  for (const [key, queue] of Object.entries(APPROVAL_QUEUES)) {
    const target = link(queue.routeId);
    if (target) queues[key] = titleOf(target.route.title);
  }
  return {
    title: t("start.needs_you"),
    none: t("start.nothing_waiting"),
    waiting,
    queues,
    teams: t("start.pending_teams_of", { competition: COMPETITION_SLOT }),
  };
};
const COUNT_SLOT = "{{count}}";
const COMPETITION_SLOT = "{{competition}}";

/**
 * What waits for the viewer's decision: the approval queues they decide (the counts the menu shows)
 * and the teams associations entered. Only queues with something waiting are listed.
 */
export const NeedsYou = ({ summary, link }: { summary: HomeSummary; link: RouteLink }) => {
  const { t } = useTranslation();
  const titleOf = useTitleText();
  const queues = Object.entries(summary.approvals) as [ApprovalQueueKey, number][];
  if (!queues.length && summary.pending_teams === null) return null;
  const waiting: Waiting[] = [
    ...queues.flatMap(([key, count]) => {
      const target = link(APPROVAL_QUEUES[key].routeId);
      // A queue whose screen the person cannot open is not theirs to work on here.
      return count > 0 && target ? [{ key, label: titleOf(target.route.title), count, to: target.to }] : [];
    }),
    ...(summary.pending_teams ?? []).map((entry) => ({
      key: `teams-${entry.competition_id}`,
      label: t("start.pending_teams_of", { competition: entry.competition }),
      count: entry.count,
      to: link("competitions_parent_teams", { parent_id: entry.competition_id })?.to ?? null,
    })),
  ];
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-needs-you">
      <Title order={2} size="h3" id="home-needs-you">
        {t("start.needs_you")}
      </Title>
      {waiting.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {waiting.map((item) => (
            <WaitingCard key={item.key} item={item} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t("start.nothing_waiting")}</Text>
      )}
    </Stack>
  );
};
