import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { EducationalOccurrence, OccurrenceListQuery } from "@quadra/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useManagedAssociation } from "../associations/ManagedAssociationPage.tsx";
import { civilDate } from "../my/civilDate.ts";
import { FollowUpForm, NewOccurrenceForm } from "./OccurrenceForm.tsx";
import {
  fetchAssociationSchools,
  fetchOccurrences,
  kindLabel,
  kindOptions,
  occurrenceStatusLabel,
  occurrenceStatusOptions,
  SCHOOLS_KEY,
} from "./schoolsApi.ts";

const PER_PAGE = 20;

type Filters = { page: number } & Pick<
  OccurrenceListQuery,
  "school_id" | "q" | "kind" | "status" | "from" | "to"
>;

/** One occurrence: who, where, when, what happened, what was done, and who recorded and changed it. */
const OccurrenceCard = ({
  occurrence,
  onFollowUp,
}: {
  occurrence: EducationalOccurrence;
  onFollowUp: () => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" component="article" aria-label={occurrence.student_name}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>{occurrence.student_name}</Text>
            <Text size="sm" c="dimmed">
              {civilDate(occurrence.occurred_on)} · {occurrence.school_name}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light">{kindLabel(occurrence.kind, i18n.language)}</Badge>
            <Badge color={occurrence.status === "open" ? "yellow" : "gray"} variant="outline">
              {occurrenceStatusLabel(occurrence.status, i18n.language)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {occurrence.description}
        </Text>
        {occurrence.measures ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            <Text span fw={600}>
              {t("schools.occurrences.measures")}:
            </Text>{" "}
            {occurrence.measures}
          </Text>
        ) : null}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {occurrence.created_by_name
                ? t("schools.occurrences.recorded_by", {
                    name: occurrence.created_by_name,
                    date: formatDateTime(occurrence.created_at),
                  })
                : t("schools.occurrences.recorded_at", { date: formatDateTime(occurrence.created_at) })}
            </Text>
            {occurrence.updated_by_name ? (
              <Text size="xs" c="dimmed">
                {t("schools.occurrences.updated_by", {
                  name: occurrence.updated_by_name,
                  date: formatDateTime(occurrence.updated_at),
                })}
              </Text>
            ) : null}
          </Stack>
          <Button size="xs" variant="light" onClick={onFollowUp}>
            {t("schools.occurrences.follow_up")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

/**
 * /my/associations/educationaloccurrences/:id: the educational occurrences of the students of the
 * schools the association runs, newest first and filtered on the server (they may be many); record
 * one, and follow one up (status, measures, description).
 */
export const EducationalOccurrencesPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const association = useManagedAssociation(id);
  const [filters, setFilters] = useState<Filters>({ page: 1 });
  const [adding, setAdding] = useState(false);
  const [following, setFollowing] = useState<EducationalOccurrence | null>(null);
  const schools = useQuery({
    queryKey: [SCHOOLS_KEY, "association", id],
    queryFn: ({ signal }) => fetchAssociationSchools(id, signal),
  });
  const occurrences = useQuery({
    queryKey: [SCHOOLS_KEY, "occurrences", id, filters],
    queryFn: ({ signal }) => fetchOccurrences(id, { ...filters, per_page: PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
  // A changed filter starts again from the first page.
  const filter = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch, page: 1 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SCHOOLS_KEY, "occurrences", id] });
  const schoolList = schools.data?.data ?? [];
  return (
    <Stack>
      <PageHeader
        title={t("schools.occurrences.title")}
        description={association.data?.name}
        actions={
          <Group gap="xs">
            <Button component={Link} to={`/my/associations/show/${id}`} variant="subtle">
              {t("schools.occurrences.back")}
            </Button>
            <Button onClick={() => setAdding(true)} disabled={!schoolList.length}>
              {t("schools.occurrences.new")}
            </Button>
          </Group>
        }
      />
      <Text size="sm" c="dimmed">
        {t("schools.occurrences.description")}
      </Text>
      {schools.data && !schoolList.length ? (
        <Text size="sm">{t("schools.occurrences.no_schools")}</Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Select
          label={t("schools.occurrences.school")}
          placeholder={t("schools.occurrences.all_schools")}
          data={schoolList.map((school) => ({ value: school.id, label: school.name }))}
          value={filters.school_id ?? null}
          onChange={(value) => filter({ school_id: value ?? undefined })}
          clearable
        />
        <SearchInput
          label={t("schools.occurrences.search")}
          value={filters.q ?? ""}
          onChange={(value) => filter({ q: value || undefined })}
          maw="100%"
        />
        <Select
          label={t("schools.occurrences.kind")}
          placeholder={t("schools.occurrences.all_kinds")}
          data={kindOptions(i18n.language)}
          value={filters.kind ?? null}
          onChange={(value) => filter({ kind: value ?? undefined })}
          clearable
        />
        <Select
          label={t("schools.occurrences.status")}
          placeholder={t("schools.occurrences.all_statuses")}
          data={occurrenceStatusOptions(i18n.language)}
          value={filters.status ?? null}
          onChange={(value) => filter({ status: value ?? undefined })}
          clearable
        />
        <TextInput
          type="date"
          label={t("schools.occurrences.from")}
          value={filters.from ?? ""}
          onChange={(event) => filter({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t("schools.occurrences.to")}
          value={filters.to ?? ""}
          onChange={(event) => filter({ to: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <QueryOverlay {...queryOverlayProps(occurrences)}>
        {occurrences.data && !occurrences.data.data.length ? (
          <EmptyState
            title={t("schools.occurrences.empty_title")}
            description={t("schools.occurrences.empty_text")}
          />
        ) : (
          <Stack gap="sm">
            {occurrences.data?.data.map((occurrence) => (
              <OccurrenceCard
                key={occurrence.id}
                occurrence={occurrence}
                onFollowUp={() => setFollowing(occurrence)}
              />
            ))}
          </Stack>
        )}
        {occurrences.data ? (
          <ListPagination
            page={filters.page}
            perPage={PER_PAGE}
            total={occurrences.data.total}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        ) : null}
      </QueryOverlay>
      <FormModal opened={adding} onClose={() => setAdding(false)} title={t("schools.occurrences.new")}>
        <NewOccurrenceForm
          associationId={id}
          schools={schoolList}
          onSaved={() => {
            setAdding(false);
            void refresh();
          }}
        />
      </FormModal>
      <FormModal
        opened={Boolean(following)}
        onClose={() => setFollowing(null)}
        title={t("schools.occurrences.edit")}
      >
        {following ? (
          <FollowUpForm
            key={`${following.id}:${following.version}`}
            associationId={id}
            occurrence={following}
            onSaved={() => {
              setFollowing(null);
              void refresh();
            }}
            onStale={() => {
              setFollowing(null);
              void refresh();
            }}
          />
        ) : null}
      </FormModal>
    </Stack>
  );
};
