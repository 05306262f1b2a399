import { Badge, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import type { HomeSummary } from "@quadra/shared";
import { APPROVAL_QUEUES, type ApprovalQueueKey } from "@quadra/shared/approvals";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTitleText } from "../../platform/pageTitle.ts";
import type { RouteLink } from "./routeLinks.ts";

type Waiting = { key: string; label: string; count: number; to: string | null };

const WaitingCard = ({ item }: { item: Waiting }) => {
  const { t } = useTranslation();
  const body = (
    <Card withBorder padding="md" h="100%">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{item.label}</Text>
        <Badge color="orange" size="lg" circle={item.count < 10} aria-hidden>
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
