import { Button, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { TEAM_LIST_FILTERS, type TeamListFilter } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { teamsApi } from "../../platform/api/operations/teams.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useManagedAssociation } from "../associations/ManagedAssociationPage.tsx";
import { ManagerLinks } from "../associations/ManagerLinks.tsx";
import { retryUnlessNotFound } from "../managerdocuments/managerDocumentsApi.ts";
import { CompetitionStatusBadge, TeamStatusBadge, useCompetitionDates } from "./TeamParts.tsx";
import { TEAMS_KEY, teamScreens } from "./teamsApi.ts";

/**
 * /my/associations/teams/:id: a managed association's teams across competitions, the current ones
 * first (competitions planned, open or running), or the finished ones, or all.
 */
export const AssociationTeamsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const association = useManagedAssociation(id);
  const [filter, setFilter] = useState<TeamListFilter>("current");
  const teams = useQuery({
    queryKey: [TEAMS_KEY, "association", id, filter],
    queryFn: ({ signal }) =>
      teamsApi.associationTeams({
        params: { id },
        query: filter === "all" ? {} : { status: filter },
        signal,
      }),
    retry: retryUnlessNotFound,
  });
  const datesOf = useCompetitionDates();
  const rows = teams.data ?? [];
  return (
    <Stack>
      <PageHeader title={t("teams.association.title")} description={association.data?.name} />
      <ManagerLinks id={id} current="teams" />
      <Text c="dimmed" size="sm">
        {t("teams.association.description")}
      </Text>
      <SegmentedControl
        aria-label={t("teams.association.filter")}
        value={filter}
        onChange={(value) => setFilter(value as TeamListFilter)}
        data={TEAM_LIST_FILTERS.map((value) => ({ value, label: t(`teams.association.filters.${value}`) }))}
        w="fit-content"
      />
      <QueryOverlay {...queryOverlayProps(teams)}>
        {teams.data && !rows.length ? (
          <EmptyState
            title={t("teams.association.empty_title")}
            description={t("teams.association.empty_text")}
          />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped aria-label={t("teams.association.title")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("teams.columns.team")}</Table.Th>
                  <Table.Th>{t("teams.columns.competition")}</Table.Th>
                  <Table.Th>{t("teams.columns.season")}</Table.Th>
                  <Table.Th>{t("teams.columns.competition_status")}</Table.Th>
                  <Table.Th>{t("teams.columns.status")}</Table.Th>
                  <Table.Th>{t("teams.columns.members")}</Table.Th>
                  <Table.Th>{t("teams.columns.responsible")}</Table.Th>
                  <Table.Th>{t("common.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((team) => (
                  <Table.Tr key={team.id}>
                    <Table.Td>{team.name}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm">{team.competition.name}</Text>
                        <Text size="xs" c="dimmed">
                          {[team.competition.category, datesOf(team.competition)].filter(Boolean).join(" · ")}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>{team.competition.season ?? ""}</Table.Td>
                    <Table.Td>
                      <CompetitionStatusBadge status={team.competition.status} />
                    </Table.Td>
                    <Table.Td>
                      <TeamStatusBadge status={team.status} />
                    </Table.Td>
                    <Table.Td>
                      {team.competition.max_members
                        ? `${team.member_count} / ${team.competition.max_members}`
                        : team.member_count}
                    </Table.Td>
                    <Table.Td>{team.responsible?.name ?? t("teams.nobody")}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={teamScreens.managed(id, team.id)}
                        aria-label={t("teams.association.open_named", { name: team.name })}
                      >
                        {t("teams.association.open")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
    </Stack>
  );
};
