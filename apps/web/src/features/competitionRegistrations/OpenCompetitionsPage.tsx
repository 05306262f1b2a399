import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { OpenCompetition } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { competitionRegistrationsApi } from "../../platform/api/operations/competitionRegistrations.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ManagerLinks } from "../associations/ManagerLinks.tsx";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { TeamStatusBadge, useCompetitionDates } from "../teams/TeamParts.tsx";
import { calendarDay, REGISTRATIONS_KEY, registrationScreens } from "./registrationsApi.ts";
import { TeamRegistrationForm } from "./TeamRegistrationForm.tsx";

/** When the registrations close or open, in words. */
const useWindowText = () => {
  const { t, i18n } = useTranslation();
  return (competition: OpenCompetition) => {
    const day = (value: string) => calendarDay(value, i18n.language);
    if (competition.window === "not_yet" && competition.registration_starts_on)
      return t("registrations.open.window_from", { date: day(competition.registration_starts_on) });
    if (competition.window === "closed" && competition.registration_ends_on)
      return t("registrations.open.window_closed", { date: day(competition.registration_ends_on) });
    return competition.registration_ends_on
      ? t("registrations.open.window_until", { date: day(competition.registration_ends_on) })
      : t("registrations.open.window_open");
  };
};

/**
 * /my/associations/competitions/open/:id: the competitions taking registrations, each with the
 * association's teams in it and their review; "Inscrever equipe" opens the registration form.
 */
export const OpenCompetitionsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery({
    queryKey: [REGISTRATIONS_KEY, "open", id],
    queryFn: ({ signal }) => competitionRegistrationsApi.open({ params: { id }, signal }),
    retry: retryUnlessNotFound,
  });
  const [registering, setRegistering] = useState<OpenCompetition | null>(null);
  const datesOf = useCompetitionDates();
  const windowOf = useWindowText();
  const data = query.data;
  return (
    <Stack>
      <PageHeader title={t("titles.open_competitions")} description={data?.association.name} />
      <ManagerLinks id={id} current="competitions" />
      <Text c="dimmed" size="sm">
        {t("registrations.open.description")}
      </Text>
      <QueryOverlay {...queryOverlayProps(query)}>
        {data && !data.competitions.length ? (
          <EmptyState
            title={t("registrations.open.empty_title")}
            description={t("registrations.open.empty_text")}
          />
        ) : (
          <Stack gap="md">
            {data?.competitions.map((competition) => (
              <Card
                key={competition.id}
                withBorder
                radius="md"
                component="article"
                aria-label={competition.name}
              >
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="wrap">
                    <Stack gap={2}>
                      <Title order={2} size="h4">
                        {competition.name}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {[
                          competition.sport,
                          competition.category,
                          competition.season ? String(competition.season) : null,
                          datesOf(competition),
                          competition.venue,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                      <Group gap="xs">
                        <Badge color={competition.window === "open" ? "blue" : "gray"} variant="light">
                          {windowOf(competition)}
                        </Badge>
                        {competition.max_members ? (
                          <Text size="sm" c="dimmed">
                            {t("registrations.open.max_members", { count: competition.max_members })}
                          </Text>
                        ) : null}
                      </Group>
                    </Stack>
                    <Button
                      onClick={() => setRegistering(competition)}
                      disabled={competition.window !== "open"}
                      aria-label={t("registrations.open.register_named", { name: competition.name })}
                    >
                      {t("registrations.open.register")}
                    </Button>
                  </Group>
                  <Text size="sm" fw={600}>
                    {t("registrations.open.teams")}
                  </Text>
                  {competition.teams.length ? (
                    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                      {competition.teams.map((team) => (
                        <Group key={team.id} component="li" gap="xs" wrap="wrap">
                          <Text size="sm" fw={500}>
                            {team.name}
                          </Text>
                          <TeamStatusBadge status={team.status} />
                          <Text size="sm" c="dimmed">
                            {t("registrations.open.members", { count: team.member_count })}
                          </Text>
                          {team.status === "rejected" && team.review_reason ? (
                            <Text size="sm" c="red">
                              {t("registrations.open.reason", { reason: team.review_reason })}
                            </Text>
                          ) : null}
                          <Button
                            component={Link}
                            to={registrationScreens.managedTeam(id, team.id)}
                            size="xs"
                            variant="subtle"
                            aria-label={t("registrations.open.manage_named", { name: team.name })}
                          >
                            {t("registrations.open.manage")}
                          </Button>
                        </Group>
                      ))}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t("registrations.open.no_teams")}
                    </Text>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </QueryOverlay>
      {registering && data ? (
        <FormModal
          opened
          onClose={() => setRegistering(null)}
          title={t("registrations.form.title", { name: registering.name })}
        >
          <TeamRegistrationForm data={data} competition={registering} onDone={() => setRegistering(null)} />
        </FormModal>
      ) : null}
    </Stack>
  );
};
