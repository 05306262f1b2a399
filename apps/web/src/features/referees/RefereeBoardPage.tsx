import { Alert, Badge, Button, Card, Group, Select, Stack, Tabs, Text, TextInput } from "@mantine/core";
import type {
  BoardAppointment,
  BoardEvent,
  BoardQuery,
  RefereeBoard,
} from "@quadra/shared/contracts/referees";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { AppointDialog } from "./AppointDialog.tsx";
import { RefereeCostsPanel } from "./RefereeCostsPanel.tsx";
import {
  cancelAppointment,
  fetchBoard,
  fetchCompetitionOptions,
  notifyAppointments,
  REFEREE_KEYS,
  STATUS_COLORS,
  statusKey,
} from "./refereesApi.ts";

const standing = (appointment: BoardAppointment) =>
  appointment.status !== "cancelled" && appointment.status !== "declined";

const AppointmentLine = ({
  appointment,
  onCancel,
}: {
  appointment: BoardAppointment;
  onCancel: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const attention = appointment.overdue || appointment.status === "declined";
  return (
    <Card
      withBorder
      padding="xs"
      radius="sm"
      component="li"
      aria-label={`${appointment.role_name}: ${appointment.referee_name}`}
      bg={attention ? "red.0" : undefined}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {appointment.role_name}: {appointment.referee_name}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={STATUS_COLORS[appointment.status]}>
              {t(statusKey(appointment.status))}
            </Badge>
            {appointment.overdue ? (
              <Badge color="red" variant="filled">
                {t("referees.board.overdue")}
              </Badge>
            ) : null}
            {appointment.fee !== null ? (
              <Text size="xs" c="dimmed">
                {formatMoney(appointment.fee)}
              </Text>
            ) : null}
          </Group>
          {appointment.respond_by && appointment.status === "appointed" ? (
            <Text size="xs" c="dimmed">
              {t("referees.board.respond_by", { date: formatDateTime(appointment.respond_by) })}
            </Text>
          ) : null}
          {appointment.decline_reason ? (
            <Text size="xs" c="red.9">
              {t("referees.board.declined_reason", { reason: appointment.decline_reason })}
            </Text>
          ) : null}
          {appointment.warnings.map((warning) => (
            <Text key={warning.code} size="xs" c={warning.severity === "refusal" ? "red.9" : "yellow.9"}>
              ⚠ {warning.message}
            </Text>
          ))}
          {appointment.warnings_accepted ? (
            <Text size="xs" c="dimmed">
              {t("referees.board.accepted", { reason: appointment.warnings_accepted })}
            </Text>
          ) : null}
          {appointment.notified_at ? (
            <Text size="xs" c="dimmed">
              {t("referees.board.notified_at", { date: formatDateTime(appointment.notified_at) })}
            </Text>
          ) : null}
        </Stack>
        {appointment.status !== "cancelled" ? (
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(appointment.id)}>
            {t("referees.board.cancel")}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
};

const EventCard = ({
  event,
  onAppoint,
  onCancel,
  onNotify,
  notifying,
}: {
  event: BoardEvent;
  onAppoint: (event: BoardEvent) => void;
  onCancel: (id: string) => void;
  onNotify: (ids: string[]) => void;
  notifying: boolean;
}) => {
  const { t } = useTranslation();
  const live = event.appointments.filter(standing).map((appointment) => appointment.id);
  return (
    <Card withBorder radius="md" component="article" aria-label={event.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {event.competition_name} ·{" "}
              {event.kind === "heat" ? t("referees.board.heat") : t("referees.board.match")}
            </Text>
            <Text fw={600}>{event.title}</Text>
            <Text size="sm" c="dimmed">
              {event.scheduled_at ? formatDateTime(event.scheduled_at) : t("referees.board.no_time")}
              {event.place ? ` · ${event.place}` : ""}
            </Text>
          </Stack>
          <Group gap="xs">
            {live.length ? (
              <Button size="xs" variant="default" loading={notifying} onClick={() => onNotify(live)}>
                {t("referees.board.notify")}
              </Button>
            ) : null}
            <Button size="xs" onClick={() => onAppoint(event)}>
              {t("referees.board.appoint")}
            </Button>
          </Group>
        </Group>
        {event.appointments.length ? (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {event.appointments.map((appointment) => (
              <AppointmentLine key={appointment.id} appointment={appointment} onCancel={onCancel} />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t("referees.board.no_appointments")}
          </Text>
        )}
      </Stack>
    </Card>
  );
};

/**
 * /referees/referees/all (permission refereeschedules): the appointment board of a competition's or
 * a period's matches and heats, with who is appointed, their answers and conflicts, and the costs.
 */
export const RefereeBoardPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const filter: BoardQuery = {
    competition_id: search.get("competition_id") ?? undefined,
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
  };
  const setFilter = (key: keyof BoardQuery, value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  const [appointing, setAppointing] = useState<BoardEvent | null>(null);
  const competitions = useQuery({ queryKey: REFEREE_KEYS.competitions, queryFn: fetchCompetitionOptions });
  const board = useQuery({ queryKey: REFEREE_KEYS.board(filter), queryFn: () => fetchBoard(filter) });
  const refresh = () => client.invalidateQueries({ queryKey: ["referees"] });
  const cancel = useMutation({
    mutationFn: cancelAppointment,
    onSuccess: async () => {
      notifySuccess({ message: t("referees.board.cancelled") });
      await refresh();
    },
    onError: (error) => notifyError({ message: error.message }),
  });
  const notify = useMutation({
    mutationFn: notifyAppointments,
    onSuccess: async (result) => {
      notifySuccess({ message: t("referees.board.notified", result) });
      if (result.failures.length) notifyError({ message: result.failures.join(" ") });
      await refresh();
    },
    onError: (error) => notifyError({ message: error.message }),
  });
  const data: RefereeBoard | undefined = board.data;
  return (
    <Stack>
      <PageHeader title={t("titles.refereeschedules")} description={t("referees.board.description")} />
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t("referees.board.competition")}
          placeholder={t("referees.board.competition_all")}
          clearable
          searchable
          w={320}
          data={(competitions.data ?? []).map((option) => ({ value: option.id, label: option.title }))}
          value={filter.competition_id ?? null}
          onChange={(value) => setFilter("competition_id", value)}
        />
        <TextInput
          type="date"
          label={t("referees.board.from")}
          value={filter.from ?? ""}
          onChange={(change) => setFilter("from", change.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t("referees.board.to")}
          value={filter.to ?? ""}
          onChange={(change) => setFilter("to", change.currentTarget.value)}
        />
      </Group>
      <Tabs defaultValue="board" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board">{t("referees.board.tab_board")}</Tabs.Tab>
          <Tabs.Tab value="costs">{t("referees.board.tab_costs")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="md">
          <QueryOverlay {...queryOverlayProps(board)}>
            <Stack gap="sm">
              {data?.attention ? (
                <Alert color="red" role="status">
                  {t("referees.board.attention", { count: data.attention })}
                </Alert>
              ) : null}
              {data && !data.events.length ? (
                <EmptyState
                  title={t("referees.board.empty_title")}
                  description={t("referees.board.empty_text")}
                />
              ) : null}
              {data?.events.map((event) => (
                <EventCard
                  key={event.id}
                  event={event}
                  onAppoint={setAppointing}
                  onCancel={(id) => cancel.mutate(id)}
                  onNotify={(ids) => notify.mutate(ids)}
                  notifying={notify.isPending && notify.variables?.[0] === event.appointments[0]?.id}
                />
              ))}
            </Stack>
          </QueryOverlay>
        </Tabs.Panel>
        <Tabs.Panel value="costs" pt="md">
          <RefereeCostsPanel filter={filter} />
        </Tabs.Panel>
      </Tabs>
      {appointing && data ? (
        <AppointDialog
          event={appointing}
          board={data}
          onClose={() => setAppointing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </Stack>
  );
};
