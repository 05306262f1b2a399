import { Alert, Button, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import type { PendingTeam } from "@quadra/shared";
import { seasonBesideName } from "@quadra/shared/competitionSeason";
import { IconCircleCheck } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionRegistrationsApi } from "../../platform/api/operations/competitionRegistrations.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { ReviewDecision } from "../../ui/ReviewDecision.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { APPROVAL_COUNTS_KEY } from "../documents/approvalCounts.ts";
import { DocumentsBadge, TeamStatusBadge } from "../teams/TeamParts.tsx";
import { TEAMS_KEY, teamRoleLabel } from "../teams/teamsApi.ts";
import { REGISTRATIONS_KEY } from "./registrationsApi.ts";

const PER_PAGE = 20;

/** Approve at once, or refuse with the reason the association's managers receive by e-mail. */
const TeamDecision = ({ team }: { team: PendingTeam }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState(false);
  const decide = async (approve: boolean, reason?: string) => {
    try {
      if (approve)
        await competitionRegistrationsApi.approve({ params: { id: team.id }, body: {}, quiet: true });
      else
        await competitionRegistrationsApi.reject({
          params: { id: team.id },
          body: { reason: reason ?? "" },
          quiet: true,
        });
    } catch (cause) {
      // A complaint about the reason shows under its field; anything else (409: decided by someone else) here.
      if (!(isApiError(cause) && cause.errors?.reason))
        notifyError({ message: isApiError(cause) ? cause.message : String(cause) });
      await queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_KEY] });
      throw cause;
    }
    notifySuccess({
      message: t(approve ? "registrations.pending.approved" : "registrations.pending.rejected"),
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_KEY] }),
      queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] }),
      queryClient.invalidateQueries({ queryKey: APPROVAL_COUNTS_KEY }),
    ]);
  };
  return (
    <ReviewDecision
      texts={{
        approve: t("registrations.pending.approve"),
        reject: t("registrations.pending.reject"),
        approveLabel: t("registrations.pending.approve_named", { name: team.name }),
        rejectLabel: t("registrations.pending.reject_named", { name: team.name }),
        title: t("registrations.pending.reject_title"),
        reason: t("registrations.pending.reject_reason"),
        reasonHelp: t("registrations.pending.reject_reason_help"),
        reasonRequired: t("registrations.pending.reject_reason_required"),
        confirm: t("registrations.pending.reject_confirm"),
      }}
      busy={approving}
      onApprove={() => {
        setApproving(true);
        decide(true)
          .catch(() => {
            // Notified by decide.
          })
          .finally(() => setApproving(false));
      }}
      onReject={(reason) => decide(false, reason)}
    />
  );
};

/** One pending team: who entered it where, its members with their documents, and the decision. */
const PendingTeamCard = ({ team }: { team: PendingTeam }) => {
  const { t, i18n } = useTranslation();
  const competition = [
    team.competition.name,
    team.competition.category,
    seasonBesideName(team.competition.name, team.competition.season),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Card withBorder radius="md" component="article" aria-label={team.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h4">
                {team.name}
              </Title>
              <TeamStatusBadge status="pending" />
            </Group>
            <Text size="sm">
              {team.association.name} · {competition}
            </Text>
            <Text size="sm" c="dimmed">
              {t("registrations.pending.registered_at", { date: formatDateTime(team.registered_at) })}
              {team.responsible
                ? ` · ${t("registrations.pending.responsible", { name: team.responsible.name })}`
                : ""}
            </Text>
          </Stack>
          <TeamDecision team={team} />
        </Group>
        {team.irregular_count ? (
          <Alert color="orange" p="xs">
            {t("registrations.pending.irregular", { count: team.irregular_count })}
          </Alert>
        ) : (
          // The words in the body's colour (green text on white falls short of 4.5:1), the icon green.
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">{t("registrations.pending.all_regular")}</Text>
          </Group>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={`${t("registrations.pending.members")}: ${team.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("teams.columns.name")}</Table.Th>
                <Table.Th>{t("teams.columns.role")}</Table.Th>
                <Table.Th>{t("teams.columns.number")}</Table.Th>
                <Table.Th>{t("teams.columns.position")}</Table.Th>
                <Table.Th>{t("teams.columns.documents")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td>{teamRoleLabel(member.role, i18n.language)}</Table.Td>
                  <Table.Td>{member.number ?? ""}</Table.Td>
                  <Table.Td>{member.position ?? ""}</Table.Td>
                  <Table.Td>
                    <DocumentsBadge name={member.name} documents={member.documents} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
};

/**
 * /competitions/competitions/teams/pending/list (permission competitions): the teams associations
 * entered, oldest first, with their members' documents; `?competition_id=` keeps one competition's.
 */
export const PendingTeamsPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const competitionId = search.get("competition_id") ?? undefined;
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [REGISTRATIONS_KEY, "pending", competitionId ?? "all", page],
    queryFn: ({ signal }) =>
      competitionRegistrationsApi.pending({
        query: { page, per_page: PER_PAGE, ...(competitionId ? { competition_id: competitionId } : {}) },
        signal,
      }),
  });
  const result = query.data;
  return (
    <Stack maw={1100}>
      <PageHeader title={t("titles.teams_pending")} description={t("registrations.pending.description")} />
      {competitionId ? (
        <Group gap="xs">
          <Text size="sm">{t("registrations.pending.filtered")}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              setPage(1);
              setSearch({});
            }}
          >
            {t("registrations.pending.show_all")}
          </Button>
        </Group>
      ) : null}
      <QueryOverlay {...queryOverlayProps(query)}>
        {result && !result.data.length ? (
          <EmptyState
            title={t("registrations.pending.empty_title")}
            description={t("registrations.pending.empty_text")}
          />
        ) : (
          <Stack gap="md">
            {result?.data.map((team) => (
              <PendingTeamCard key={team.id} team={team} />
            ))}
            {result ? (
              <ListPagination
                page={result.page}
                perPage={result.per_page}
                total={result.total}
                onPage={setPage}
              />
            ) : null}
          </Stack>
        )}
      </QueryOverlay>
    </Stack>
  );
};
