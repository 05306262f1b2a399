import { Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import type { DuelView } from "@quadra/shared/contracts/competitions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DISPLAY_TIME_ZONE } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionsApi } from "../../platform/api/operations/competitions.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { refreshCompetition } from "./competitionsApi.ts";
import { DuelStatusBadge, useScoreText } from "./DuelCard.tsx";

type Row = { scheduled_at: string; place: string; court: string };

/** A stored instant as the `datetime-local` input shows it, in the federations' civil time. */
const toLocalInput = (value: string | null) =>
  value ? dayjs(value).tz(DISPLAY_TIME_ZONE).format("YYYY-MM-DDTHH:mm") : "";
/** The input's civil time back to an instant with its offset. */
const fromLocalInput = (value: string) => (value ? dayjs.tz(value, DISPLAY_TIME_ZONE).format() : null);

const rowOf = (duel: DuelView): Row => ({
  scheduled_at: toLocalInput(duel.scheduled_at),
  place: duel.place ?? "",
  court: duel.court ?? "",
});

const changed = (row: Row, duel: DuelView) => {
  const stored = rowOf(duel);
  return row.scheduled_at !== stored.scheduled_at || row.place !== stored.place || row.court !== stored.court;
};

/**
 * The schedule of a list of duels, edited in bulk: date and time, place and court per duel, a
 * place and court applied to every duel at once, and one save (the `schedule` operation, one
 * transaction) of the duels that changed.
 */
export const ScheduleEditor = ({
  competitionId,
  duels,
  label,
  link,
}: {
  competitionId: string;
  duels: readonly DuelView[];
  label: string;
  link: (duel: DuelView) => string;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const score = useScoreText();
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(duels.map((duel) => [duel.id, rowOf(duel)])),
  );
  const [bulk, setBulk] = useState({ place: "", court: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rowFor = (duel: DuelView) => rows[duel.id] ?? rowOf(duel);
  const edit = (duel: DuelView, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [duel.id]: { ...(current[duel.id] ?? rowOf(duel)), ...patch } }));
  const dirty = duels.filter((duel) => changed(rowFor(duel), duel));
  const save = useMutation({
    mutationFn: () =>
      competitionsApi.schedule({
        params: { id: competitionId },
        body: {
          duels: dirty.map((duel) => {
            const row = rowFor(duel);
            return {
              id: duel.id,
              scheduled_at: fromLocalInput(row.scheduled_at),
              place: row.place.trim() || null,
              court: row.court.trim() || null,
            };
          }),
        },
      }),
    onSuccess: async (saved) => {
      setErrors({});
      notifySuccess({ message: t("competitions.schedule.saved", { count: saved.length }) });
      await refreshCompetition(client, competitionId);
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const pending = t("competitions.duel.to_be_defined");
  if (!duels.length) return <Text c="dimmed">{t("competitions.duel.none")}</Text>;
  // The server names a refused row by its place in the list sent: the changed duels, in order.
  const errorAt = (duel: DuelView, field: string) =>
    errors[`duels.${dirty.findIndex((candidate) => candidate.id === duel.id)}.${field}`];
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t("competitions.schedule.bulk_place")}
            value={bulk.place}
            maxLength={200}
            onChange={(event) => setBulk({ ...bulk, place: event.currentTarget.value })}
          />
          <TextInput
            label={t("competitions.schedule.bulk_court")}
            value={bulk.court}
            maxLength={60}
            onChange={(event) => setBulk({ ...bulk, court: event.currentTarget.value })}
          />
          <Button
            variant="light"
            disabled={!(bulk.place.trim() || bulk.court.trim())}
            onClick={() =>
              setRows(
                Object.fromEntries(
                  duels.map((duel) => {
                    const row = rowFor(duel);
                    return [
                      duel.id,
                      {
                        ...row,
                        place: bulk.place.trim() ? bulk.place : row.place,
                        court: bulk.court.trim() ? bulk.court : row.court,
                      },
                    ];
                  }),
                ),
              )
            }
          >
            {t("competitions.schedule.apply_all")}
          </Button>
        </Group>
      </Paper>
      {/* The inputs' widths below and the whole status: narrower, the table scrolls instead of cutting them. */}
      <Table.ScrollContainer minWidth={1000}>
        <Table striped aria-label={label} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("competitions.duel.where")}</Table.Th>
              <Table.Th>{t("competitions.schedule.match")}</Table.Th>
              <Table.Th>{t("competitions.duel.when")}</Table.Th>
              <Table.Th>{t("competitions.duel.place")}</Table.Th>
              <Table.Th>{t("competitions.schedule.court")}</Table.Th>
              <Table.Th>{t("competitions.duel.status")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {duels.map((duel) => {
              const row = rowFor(duel);
              const match = `${duel.home?.name ?? pending} × ${duel.away?.name ?? pending}`;
              return (
                <Table.Tr key={duel.id}>
                  <Table.Td>
                    <Text size="xs">{[duel.group_name, duel.round_name].filter(Boolean).join(" · ")}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={link(duel)}
                      size="sm"
                      aria-label={t("competitions.duel.open_named", {
                        home: duel.home?.name ?? pending,
                        away: duel.away?.name ?? pending,
                      })}
                    >
                      {match}
                    </Anchor>
                    {score(duel) ? (
                      <Text size="xs" fw={700}>
                        {score(duel)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      type="datetime-local"
                      miw={170}
                      aria-label={t("competitions.schedule.when_of", { match })}
                      value={row.scheduled_at}
                      onChange={(event) => edit(duel, { scheduled_at: event.currentTarget.value })}
                      error={errorAt(duel, "scheduled_at")}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      maxLength={200}
                      miw={200}
                      aria-label={t("competitions.schedule.place_of", { match })}
                      value={row.place}
                      onChange={(event) => edit(duel, { place: event.currentTarget.value })}
                      error={errorAt(duel, "place")}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      maxLength={60}
                      miw={130}
                      aria-label={t("competitions.schedule.court_of", { match })}
                      value={row.court}
                      onChange={(event) => edit(duel, { court: event.currentTarget.value })}
                      error={errorAt(duel, "court")}
                    />
                  </Table.Td>
                  <Table.Td>
                    <DuelStatusBadge status={duel.status} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          {t("competitions.schedule.changed", { count: dirty.length })}
        </Text>
        <Button disabled={!dirty.length} loading={save.isPending} onClick={() => save.mutate()}>
          {t("competitions.schedule.save")}
        </Button>
      </Group>
    </Stack>
  );
};
