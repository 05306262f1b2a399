import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { HeatEntrants, HeatsPhaseView } from "@quadra/shared/contracts/heats";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { heatsApi } from "../../platform/api/operations/heats.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { useDirectorLive } from "../competitions/competitionLive.ts";
import { competitionScreens } from "../competitions/competitionsApi.ts";
import { entryName, HeatEntriesTable } from "./HeatEntriesTable.tsx";
import { seedMarkOf, showMark } from "./heatMarks.ts";
import { fetchHeatEntrants, fetchPhaseHeats, HEAT_KEYS, heatScreens, refreshHeats } from "./heatsApi.ts";

/** The entrants with a tick and an entry mark each, the number of heats and the seed; draws on the engine. */
const DrawForm = ({
  competitionId,
  view,
  entrants,
}: {
  competitionId: string;
  view: HeatsPhaseView;
  entrants: HeatEntrants;
}) => {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const measure = view.phase.measure;
  const [chosen, setChosen] = useState(() => entrants.entrants.map(() => true));
  const [marks, setMarks] = useState(() =>
    entrants.entrants.map((entrant) => showMark(entrant.seed_mark, measure, i18n.language)),
  );
  const [heats, setHeats] = useState<number | string>("");
  const [seed, setSeed] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const parsed = marks.map((mark) => seedMarkOf(mark, measure));
  const picked = entrants.entrants.flatMap((entrant, index) => (chosen[index] ? [{ entrant, index }] : []));
  const draw = useMutation({
    mutationFn: () =>
      heatsApi.draw({
        params: { id: view.phase.id },
        body: {
          entries: picked.map(({ entrant, index }) => {
            const mark = parsed[index];
            return {
              team_id: entrant.team_id,
              user_id: entrant.user_id,
              seed_mark: typeof mark === "number" ? mark : null,
            };
          }),
          ...(typeof heats === "number" ? { heats } : {}),
          ...(seed.trim() ? { seed: seed.trim() } : {}),
        },
      }),
    onSuccess: async (result) => {
      setErrors({});
      notifySuccess({ message: t("heats.phase.drawn", { seed: result.draw?.seed ?? "" }) });
      await refreshHeats(client, competitionId);
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  if (!entrants.entrants.length) return <Text c="dimmed">{t("heats.phase.no_entrants")}</Text>;
  const errorOf = (index: number) => {
    const position = picked.findIndex((p) => p.index === index);
    return position < 0
      ? undefined
      : (errors[`entries.${position}.user_id`] ?? errors[`entries.${position}.team_id`]);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        draw.mutate();
      }}
    >
      <Stack>
        <Text size="sm">
          {t(
            entrants.from === "qualifiers" ? "heats.phase.entrants_qualifiers" : "heats.phase.entrants_teams",
          )}
        </Text>
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label={t("heats.phase.draw_title")} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t("heats.phase.athlete")}</Table.Th>
                <Table.Th>{t("heats.phase.team")}</Table.Th>
                <Table.Th>{t("heats.phase.entry_mark")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entrants.entrants.map((entrant, index) => {
                const name = entryName(entrant);
                const mark = parsed[index];
                return (
                  <Table.Tr key={`${entrant.team_id}:${entrant.user_id ?? ""}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t("heats.phase.include", { name })}
                        checked={chosen[index] ?? false}
                        error={errorOf(index)}
                        onChange={(event) => {
                          const checked = event.currentTarget.checked;
                          setChosen((current) => current.map((c, i) => (i === index ? checked : c)));
                        }}
                      />
                    </Table.Td>
                    <Table.Td>{entrant.athlete_name ?? t("heats.phase.relay")}</Table.Td>
                    <Table.Td>{entrant.team_name}</Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        w={120}
                        aria-label={t("heats.phase.seed_mark", { name })}
                        value={marks[index] ?? ""}
                        error={mark && typeof mark === "object" ? mark.error : undefined}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setMarks((current) => current.map((m, i) => (i === index ? value : m)));
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group align="flex-start">
          <NumberInput
            label={t("heats.phase.heats_count")}
            description={t("heats.phase.heats_auto")}
            min={1}
            max={500}
            w={200}
            value={heats}
            error={errors.heats}
            onChange={setHeats}
          />
          <TextInput
            label={t("heats.phase.seed")}
            description={t("heats.phase.seed_help")}
            w={260}
            maxLength={64}
            value={seed}
            error={errors.seed}
            onChange={(event) => setSeed(event.currentTarget.value)}
          />
        </Group>
        {draw.error && !Object.keys(errors).length ? <Alert color="red">{draw.error.message}</Alert> : null}
        {errors.entries ? <Alert color="red">{errors.entries}</Alert> : null}
        <Group>
          <Button
            type="submit"
            loading={draw.isPending}
            disabled={!picked.length || parsed.some((m) => m !== null && typeof m === "object")}
          >
            {t(view.heats.length ? "heats.phase.redraw" : "heats.phase.draw")}
          </Button>
          <Text size="sm" c="dimmed">
            {t("heats.phase.selected", { count: picked.length })}
          </Text>
        </Group>
      </Stack>
    </form>
  );
};

/** /competitions/competitions/:parent_id/heats/:id: a heats phase — its draw, heats, marks and qualification. */
export const PhaseHeatsPage = () => {
  const { t, i18n } = useTranslation();
  const { parent_id: competitionId = "", id: phaseId = "" } = useParams();
  useDirectorLive(competitionId);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: HEAT_KEYS.phase(competitionId, phaseId),
    queryFn: () => fetchPhaseHeats(phaseId),
  });
  const entrants = useQuery({
    queryKey: HEAT_KEYS.entrants(competitionId, phaseId),
    queryFn: () => fetchHeatEntrants(phaseId),
  });
  const qualify = useMutation({
    mutationFn: () => heatsApi.qualify({ params: { id: phaseId }, body: {} }),
    onSuccess: async (result) => {
      notifySuccess({
        message: [
          t("heats.phase.qualified", { place: result.qualified.by_place, mark: result.qualified.by_mark }),
          result.next_phase
            ? t("heats.phase.next_drawn", { name: result.next_phase.name, heats: result.next_phase.heats })
            : "",
        ]
          .filter(Boolean)
          .join(" "),
      });
      await refreshHeats(client, competitionId);
    },
  });
  const view = query.data;
  const marked = view?.heats.some((heat) =>
    heat.entries.some((e) => e.mark !== null || e.mark_status !== null),
  );
  const complete = Boolean(view?.heats.length) && view?.heats.every((heat) => heat.status === "official");
  const open = view ? !["finished", "cancelled"].includes(view.competition.status) : false;
  return (
    <Stack>
      <Group gap="md">
        <Anchor component={Link} to={competitionScreens.cockpit(competitionId)} size="sm">
          {t("heats.back_to_cockpit")}
        </Anchor>
        <Anchor component={Link} to={heatScreens.all(competitionId)} size="sm">
          {t("heats.cockpit.all")}
        </Anchor>
      </Group>
      <PageHeader
        title={view ? t("heats.phase.title", { name: view.phase.name }) : ""}
        description={t("heats.phase.description")}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {view ? (
          <Stack>
            <Text size="sm">
              {t("heats.phase.measure", {
                measure: t(`heats.measure.${view.phase.measure}`),
                lanes: view.phase.lanes,
              })}{" "}
              {t("heats.phase.rule", {
                place: view.phase.qualify_by_place,
                mark: view.phase.qualify_by_mark,
              })}
            </Text>
            {view.record !== null ? (
              <Text size="sm" fw={600}>
                {t("heats.phase.record", { mark: showMark(view.record, view.phase.measure, i18n.language) })}
              </Text>
            ) : null}
            {!marked && open ? (
              <Paper withBorder p="md" radius="md">
                <Title order={2} size="h4" mb="sm">
                  {t("heats.phase.draw_title")}
                </Title>
                {view.draw ? (
                  <Text size="sm" mb="sm">
                    {t("heats.phase.draw_done", {
                      date: formatDateTime(view.draw.created_at),
                      seed: view.draw.seed,
                      heats: view.draw.heats,
                      entries: view.draw.entries,
                    })}
                  </Text>
                ) : null}
                <QueryOverlay {...queryOverlayProps(entrants)}>
                  {entrants.data ? (
                    <DrawForm
                      key={`${view.draw?.seed ?? ""}:${entrants.data.entrants.length}`}
                      competitionId={competitionId}
                      view={view}
                      entrants={entrants.data}
                    />
                  ) : null}
                </QueryOverlay>
              </Paper>
            ) : view.draw ? (
              <Text size="sm">
                {t("heats.phase.draw_done", {
                  date: formatDateTime(view.draw.created_at),
                  seed: view.draw.seed,
                  heats: view.draw.heats,
                  entries: view.draw.entries,
                })}
              </Text>
            ) : null}
            {view.heats.map((heat) => (
              <Paper key={heat.id} withBorder p="md" radius="md" component="section" aria-label={heat.name}>
                <Group justify="space-between" mb="xs">
                  <Group gap="xs">
                    <Title order={2} size="h4">
                      {heat.name}
                    </Title>
                    <Badge variant={heat.status === "official" ? "filled" : "light"}>
                      {t(`heats.status.${heat.status}`)}
                    </Badge>
                    {heat.scheduled_at ? <Text size="sm">{formatDateTime(heat.scheduled_at)}</Text> : null}
                  </Group>
                  <Button
                    size="xs"
                    component={Link}
                    to={heatScreens.sheet(competitionId, heat.id)}
                    aria-label={t("heats.phase.open_heat", { name: heat.name })}
                  >
                    {t("heats.phase.enter_marks")}
                  </Button>
                </Group>
                <HeatEntriesTable entries={heat.entries} measure={view.phase.measure} label={heat.name} />
              </Paper>
            ))}
            {complete && open && (view.phase.qualify_by_place || view.phase.qualify_by_mark) ? (
              <Group>
                <Button loading={qualify.isPending} onClick={() => qualify.mutate()}>
                  {t("heats.phase.qualify")}
                </Button>
                {view.next_phase ? (
                  <Anchor component={Link} to={heatScreens.phase(competitionId, view.next_phase.id)}>
                    {view.next_phase.name}
                  </Anchor>
                ) : null}
              </Group>
            ) : null}
            {qualify.error ? <Alert color="red">{qualify.error.message}</Alert> : null}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
