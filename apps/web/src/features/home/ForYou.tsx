import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { HomeSummary } from "@quadra/shared";
import { IconFiles, IconId, IconShirtSport } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RouteLink } from "./routeLinks.ts";

const STATUS_COLOR = { missing: "gray", rejected: "red", expired: "orange" } as const;

/** A card of the start page: its icon and its title, which names the section for screen readers. */
const SummaryCard = ({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) => (
  <Card withBorder padding="md" component="section" aria-labelledby={id}>
    <Stack gap="sm">
      <Group gap="xs">
        <ThemeIcon variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={3} size="h5" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Stack>
  </Card>
);

/** The required documents still to send, per person (the caller, then their dependents). */
const DocumentsToSend = ({ summary, link }: { summary: HomeSummary; link: RouteLink }) => {
  const { t } = useTranslation();
  const send = link("my_documents");
  if (!send) return null;
  return (
    <SummaryCard id="home-documents" icon={<IconFiles size={18} />} title={t("start.documents")}>
      {summary.documents.length ? (
        <>
          {summary.documents.map((person) => (
            <Stack key={person.user_id} gap={4}>
              {person.self ? null : (
                <Text size="sm" fw={600}>
                  {t("start.documents_of", { name: person.name })}
                </Text>
              )}
              <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {person.items.map((item) => (
                  <li key={item.documenttype_id}>
                    <Group gap="xs" wrap="nowrap" justify="space-between">
                      <Text size="sm">{item.name}</Text>
                      <Badge color={STATUS_COLOR[item.status]} variant="light">
                        {t(`start.document_status.${item.status}`)}
                      </Badge>
                    </Group>
                    {item.review_reason ? (
                      <Text size="xs" c="dimmed">
                        {t("start.reason", { reason: item.review_reason })}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
          <Button component={Link} to={send.to} variant="light" size="sm" style={{ alignSelf: "flex-start" }}>
            {t("start.send_documents")}
          </Button>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t("start.documents_ok")}
        </Text>
      )}
    </SummaryCard>
  );
};

/** The caller's teams in competitions still on. */
const MyTeams = ({ teams, link }: { teams: NonNullable<HomeSummary["teams"]>; link: RouteLink }) => {
  const { t } = useTranslation();
  const all = link("my_teams");
  return (
    <SummaryCard id="home-teams" icon={<IconShirtSport size={18} />} title={t("start.teams")}>
      {teams.length ? (
        <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {teams.map((team) => {
            const to = link("my_teams_show", { id: team.id })?.to;
            return (
              <li key={team.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Stack gap={0}>
                    {to ? (
                      <Anchor component={Link} to={to} size="sm" fw={600}>
                        {team.name}
                      </Anchor>
                    ) : (
                      <Text size="sm" fw={600}>
                        {team.name}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {team.competition}
                    </Text>
                  </Stack>
                  {team.is_responsible ? <Badge variant="light">{t("start.responsible")}</Badge> : null}
                </Group>
              </li>
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t("start.no_teams")}
        </Text>
      )}
      {all && teams.length ? (
        <Anchor component={Link} to={all.to} size="sm">
          {t("start.all_teams")}
        </Anchor>
      ) : null}
    </SummaryCard>
  );
};

/**
 * A person's own things: their card, the documents they still have to send and their teams. Bills
 * join here when the finance module exists (there is none yet, so nothing is shown for them).
 */
export const ForYou = ({ summary, link }: { summary: HomeSummary; link: RouteLink }) => {
  const { t } = useTranslation();
  const card = link("my_id");
  return (
    <Stack component="section" gap="sm" aria-labelledby="home-for-you">
      <Title order={2} size="h3" id="home-for-you">
        {t("start.yours")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {card ? (
          <Card withBorder padding="md" component={Link} to={card.to}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <IconId size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>{t("start.card")}</Text>
                <Text size="sm" c="dimmed">
                  {t("start.card_text")}
                </Text>
              </Stack>
            </Group>
          </Card>
        ) : null}
        <DocumentsToSend summary={summary} link={link} />
        {summary.teams ? <MyTeams teams={summary.teams} link={link} /> : null}
      </SimpleGrid>
    </Stack>
  );
};
