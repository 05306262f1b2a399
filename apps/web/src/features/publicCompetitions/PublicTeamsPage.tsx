import { Anchor, Button, Stack, Table } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { publicCompetitionsApi } from "../../platform/api/operations/publicCompetitions.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { CompetitionStatusBadge } from "../teams/TeamParts.tsx";
import { PUBLIC_COMPETITIONS_KEY, publicScreens } from "./publicCompetitionsApi.ts";

/**
 * /public/open/competitions/openteams: the approved teams of the public competitions, by name;
 * `?competition_id=` keeps one competition's.
 */
export const PublicTeamsPage = () => {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const competitionId = search.get("competition_id") ?? undefined;
  const q = search.get("q") ?? "";
  const page = Number(search.get("page") ?? "1") || 1;
  const query = useQuery({
    queryKey: [PUBLIC_COMPETITIONS_KEY, "teams", competitionId, q, page],
    queryFn: ({ signal }) =>
      publicCompetitionsApi.teams({
        query: { page, ...(competitionId ? { competition_id: competitionId } : {}), ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const set = (key: string, value: string | null) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== "page") next.delete("page");
      return next;
    });
  const result = query.data;
  return (
    <Stack>
      <PageHeader
        title={t("public_competitions.all_teams")}
        description={t("public_competitions.teams.description")}
        actions={
          <Button component={Link} to={publicScreens.list} variant="subtle">
            {t("public_competitions.back")}
          </Button>
        }
      />
      <SearchInput
        label={t("public_competitions.teams.search")}
        value={q}
        onChange={(value) => set("q", value)}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {result && !result.data.length ? (
          <EmptyState
            title={t("public_competitions.teams.empty_title")}
            description={t("public_competitions.teams.empty_text")}
          />
        ) : (
          <Stack>
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t("public_competitions.all_teams")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("teams.columns.team")}</Table.Th>
                    <Table.Th>{t("teams.columns.association")}</Table.Th>
                    <Table.Th>{t("public_competitions.teams.competition")}</Table.Th>
                    <Table.Th>{t("teams.columns.members")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result?.data.map((team) => (
                    <Table.Tr key={team.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={publicScreens.team(team.id)}
                          aria-label={t("public_competitions.teams.open_named", { name: team.name })}
                        >
                          {team.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{team.association.name}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={publicScreens.show(team.competition.id)} mr="xs">
                          {team.competition.name}
                        </Anchor>
                        <CompetitionStatusBadge status={team.competition.status} />
                      </Table.Td>
                      <Table.Td>{team.member_count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {result ? (
              <ListPagination
                page={result.page}
                perPage={result.per_page}
                total={result.total}
                onPage={(next) => set("page", String(next))}
              />
            ) : null}
          </Stack>
        )}
      </QueryOverlay>
    </Stack>
  );
};
