import { Anchor, Group, Select, Stack, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { duelStatusOptions } from "./competitionLabels.ts";
import { useDirectorLive } from "./competitionLive.ts";
import { COMPETITION_KEYS, competitionScreens, type DuelFilters, fetchCockpit } from "./competitionsApi.ts";
import { DuelsTable } from "./DuelCard.tsx";
import { useDuels } from "./RoundsList.tsx";
import { ScheduleEditor } from "./ScheduleEditor.tsx";

const Filters = ({
  competitionId,
  filters,
  onChange,
}: {
  competitionId: string;
  filters: DuelFilters;
  onChange: (filters: DuelFilters) => void;
}) => {
  const { t } = useTranslation();
  const cockpit = useQuery({
    queryKey: COMPETITION_KEYS.cockpit(competitionId),
    queryFn: () => fetchCockpit(competitionId),
  });
  const phases = cockpit.data?.phases ?? [];
  const groups = phases.find((phase) => phase.id === filters.phase_id)?.groups ?? [];
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t("competitions.all_duels.filters")}>
      <Select
        label={t("competitions.all_duels.phase")}
        clearable
        w={200}
        data={phases.map((phase) => ({ value: phase.id, label: phase.name }))}
        value={filters.phase_id ?? null}
        onChange={(value) => onChange({ ...filters, phase_id: value ?? undefined, group_id: undefined })}
      />
      <Select
        label={t("competitions.all_duels.group")}
        clearable
        w={160}
        disabled={!groups.length}
        data={groups.map((group) => ({ value: group.id, label: group.name }))}
        value={filters.group_id ?? null}
        onChange={(value) => onChange({ ...filters, group_id: value ?? undefined })}
      />
      <Select
        label={t("competitions.all_duels.status")}
        clearable
        w={200}
        data={duelStatusOptions(t)}
        value={filters.status ?? null}
        onChange={(value) => onChange({ ...filters, status: (value ?? undefined) as DuelFilters["status"] })}
      />
      <TextInput
        type="date"
        label={t("competitions.all_duels.from")}
        value={filters.from ?? ""}
        onChange={(event) => onChange({ ...filters, from: event.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t("competitions.all_duels.to")}
        value={filters.to ?? ""}
        onChange={(event) => onChange({ ...filters, to: event.currentTarget.value || undefined })}
      />
    </Group>
  );
};

/**
 * /competitions/competitions/:parent_id/all_duels: every duel of the competition, filtered by
 * phase, group, status and dates, with the schedule of the ones shown edited in bulk.
 */
export const AllDuelsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "" } = useParams();
  useDirectorLive(competitionId);
  const [filters, setFilters] = useState<DuelFilters>({});
  const query = useDuels(competitionId, filters);
  return (
    <Stack>
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
        {t("competitions.back_to_cockpit")}
      </Anchor>
      <PageHeader
        title={t("competitions.all_duels.title")}
        description={t("competitions.all_duels.description")}
      />
      <Filters competitionId={competitionId} filters={filters} onChange={setFilters} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <ScheduleEditor
            key={query.data.map((duel) => duel.id).join()}
            competitionId={competitionId}
            duels={query.data}
            label={t("competitions.all_duels.title")}
            link={(duel) => competitionScreens.duel(competitionId, duel.id)}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};

/** /competitions/competitions/:parent_id/final_results_duels: the confirmed results, by date. */
export const FinalResultsPage = () => {
  const { t } = useTranslation();
  const { parent_id: competitionId = "" } = useParams();
  useDirectorLive(competitionId);
  const query = useDuels(competitionId, { status: "confirmed" });
  return (
    <Stack>
      <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
        {t("competitions.back_to_cockpit")}
      </Anchor>
      <PageHeader
        title={t("competitions.final_results.title")}
        description={t("competitions.final_results.description")}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <DuelsTable
            duels={query.data}
            label={t("competitions.final_results.title")}
            link={(duel) => competitionScreens.duel(competitionId, duel.id)}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
