import { Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  COMPETITION_STATUSES,
  PUBLIC_COMPETITION_STATUSES,
  type PublicCompetitionStatus,
} from "@quadra/shared";
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
import { calendarDay } from "../competitionRegistrations/registrationsApi.ts";
import { CompetitionStatusBadge } from "../teams/TeamParts.tsx";
import { PUBLIC_COMPETITIONS_KEY, publicScreens, usePeriod } from "./publicCompetitionsApi.ts";

const isStatus = (value: string | null): value is PublicCompetitionStatus =>
  (PUBLIC_COMPETITION_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /public/open/competitions: the public competitions (registration open, running, finished), newest
 * first within each, filtered by sport, season, status and name; the filters live in the address,
 * so a filtered list can be shared.
 */
export const PublicCompetitionsPage = () => {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const sportId = search.get("sport_id") ?? undefined;
  const seasonText = search.get("season");
  const season = seasonText && /^\d{4}$/.test(seasonText) ? Number(seasonText) : undefined;
  const statusText = search.get("status");
  const status = isStatus(statusText) ? statusText : undefined;
  const q = search.get("q") ?? "";
  const page = Number(search.get("page") ?? "1") || 1;
  const query = useQuery({
    queryKey: [PUBLIC_COMPETITIONS_KEY, "list", sportId, season, status, q, page],
    queryFn: ({ signal }) =>
      publicCompetitionsApi.list({
        query: {
          page,
          ...(sportId ? { sport_id: sportId } : {}),
          ...(season ? { season } : {}),
          ...(status ? { status } : {}),
          ...(q ? { q } : {}),
        },
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
  const datesOf = usePeriod();
  const result = query.data;
  const statusLabel = (value: string) => {
    const option = COMPETITION_STATUSES.find((candidate) => candidate.value === value);
    return option ? (i18n.language.startsWith("en") ? option.label.en : option.label["pt-BR"]) : value;
  };
  return (
    <Stack>
      <PageHeader
        title={t("titles.open_competitions")}
        description={t("public_competitions.description")}
        actions={
          <Button component={Link} to={publicScreens.teams} variant="light">
            {t("public_competitions.all_teams")}
          </Button>
        }
      />
      <Group align="flex-end" role="search" aria-label={t("public_competitions.filters.label")}>
        <SearchInput
          label={t("public_competitions.filters.search")}
          value={q}
          onChange={(value) => set("q", value)}
        />
        <Select
          label={t("public_competitions.filters.sport")}
          placeholder={t("public_competitions.filters.any")}
          data={(result?.sports ?? []).map((sport) => ({ value: sport.id, label: sport.name }))}
          value={sportId ?? null}
          onChange={(value) => set("sport_id", value)}
          clearable
          w={200}
        />
        <Select
          label={t("public_competitions.filters.season")}
          placeholder={t("public_competitions.filters.any")}
          data={(result?.seasons ?? []).map((value) => String(value))}
          value={season ? String(season) : null}
          onChange={(value) => set("season", value)}
          clearable
          w={140}
        />
        <Select
          label={t("public_competitions.filters.status")}
          placeholder={t("public_competitions.filters.any")}
          data={PUBLIC_COMPETITION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={status ?? null}
          onChange={(value) => set("status", value)}
          clearable
          w={200}
        />
      </Group>
      <QueryOverlay {...queryOverlayProps(query)}>
        {result && !result.data.length ? (
          <EmptyState
            title={t("public_competitions.empty_title")}
            description={t("public_competitions.empty_text")}
          />
        ) : (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {result?.data.map((competition) => (
                <Card
                  key={competition.id}
                  withBorder
                  radius="md"
                  component="article"
                  aria-label={competition.name}
                >
                  <Stack gap={6} h="100%">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Title order={2} size="h4">
                        {competition.name}
                      </Title>
                      <CompetitionStatusBadge status={competition.status} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {[
                        competition.sport?.name,
                        competition.category,
                        competition.season ? String(competition.season) : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </Text>
                    <Text size="sm">
                      {[datesOf(competition), competition.venue].filter(Boolean).join(" · ")}
                    </Text>
                    {competition.status === "registration" && competition.registration_ends_on ? (
                      <Text size="sm" c="blue.8">
                        {t("public_competitions.registration_until", {
                          date: calendarDay(competition.registration_ends_on, i18n.language),
                        })}
                      </Text>
                    ) : null}
                    <Group justify="space-between" mt="auto">
                      <Text size="sm" c="dimmed">
                        {t("public_competitions.teams_count", { count: competition.team_count })}
                      </Text>
                      <Button
                        component={Link}
                        to={publicScreens.show(competition.id)}
                        size="xs"
                        variant="light"
                        aria-label={t("public_competitions.open_named", { name: competition.name })}
                      >
                        {t("public_competitions.open")}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
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
