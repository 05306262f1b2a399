import {
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { MyAppointment } from "@quadra/shared/contracts/referees";
import { ZDecline } from "@quadra/shared/contracts/referees";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/dates.ts";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import {
  calendarUrl,
  confirmMine,
  declineMine,
  fetchFeed,
  fetchMine,
  REFEREE_KEYS,
  STATUS_COLORS,
  statusKey,
} from "./refereesApi.ts";

const REASON_MAX = ZDecline.shape.reason.maxLength ?? 500;

/**
 * Declining an appointment, with the reason the API asks for: checked with its contract before
 * sending (its message under the field, never the browser's bubble), then by the server.
 */
const DeclineDialog = ({ appointment, onClose }: { appointment: MyAppointment; onClose: () => void }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const decline = useMutation({
    mutationFn: () => declineMine({ id: appointment.id, reason }),
    onSuccess: async () => {
      notifySuccess({ message: t("referees.mine.declined") });
      await client.invalidateQueries({ queryKey: REFEREE_KEYS.mine });
      onClose();
    },
    onError: (failure) =>
      setError(isApiError(failure) ? (failure.errors.reason ?? failure.message) : undefined),
  });
  return (
    <FormModal opened onClose={onClose} size="md" title={t("referees.mine.decline_title")}>
      <form
        onSubmit={(submit) => {
          submit.preventDefault();
          const parsed = ZDecline.safeParse({ reason });
          const invalid = parsed.success ? undefined : issuesToErrors(parsed.error.issues).reason;
          setError(invalid);
          if (!invalid) decline.mutate();
        }}
        noValidate
      >
        <Stack>
          <Text size="sm">
            {appointment.competition_name} — {appointment.title}
          </Text>
          <Textarea
            label={t("referees.mine.reason")}
            required
            maxLength={REASON_MAX}
            value={reason}
            onChange={(change) => {
              setReason(change.currentTarget.value);
              setError(undefined);
            }}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {t("referees.mine.send_decline")}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
};

const CalendarFeed = () => {
  const { t } = useTranslation();
  const feed = useQuery({ queryKey: REFEREE_KEYS.feed, queryFn: fetchFeed });
  if (!feed.data) return null;
  const url = calendarUrl(feed.data.path);
  return (
    <Card withBorder radius="md">
      <Stack gap="xs">
        <TextInput
          label={t("referees.mine.calendar")}
          description={t("referees.mine.calendar_help")}
          value={url}
          readOnly
        />
        <Group gap="xs">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t("referees.mine.copied") : t("referees.mine.copy")}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" component="a" href={url} download="escalas.ics">
            {t("referees.mine.calendar_download")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

/** /my/referees/scales (permission my_referees): a referee's appointments, answered within the deadline. */
export const MyRefereeScalesPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [declining, setDeclining] = useState<MyAppointment | null>(null);
  const mine = useQuery({ queryKey: REFEREE_KEYS.mine, queryFn: fetchMine });
  const confirm = useMutation({
    mutationFn: confirmMine,
    onSuccess: async () => {
      notifySuccess({ message: t("referees.mine.confirmed") });
      await client.invalidateQueries({ queryKey: REFEREE_KEYS.mine });
    },
    onError: (error) => notifyError({ message: error.message }),
  });
  return (
    <Stack maw={860}>
      <PageHeader title={t("titles.my_referees")} description={t("referees.mine.description")} />
      <CalendarFeed />
      <QueryOverlay {...queryOverlayProps(mine)}>
        {mine.data?.length === 0 ? (
          <EmptyState title={t("referees.mine.empty_title")} description={t("referees.mine.empty_text")} />
        ) : (
          <Stack gap="sm">
            {mine.data?.map((appointment) => (
              <Card
                key={appointment.id}
                withBorder
                radius="md"
                component="article"
                aria-label={appointment.title}
              >
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap={2}>
                    <Text size="xs" c="dimmed">
                      {appointment.competition_name}
                    </Text>
                    <Text fw={600}>{appointment.title}</Text>
                    <Text size="sm">
                      {appointment.scheduled_at
                        ? formatDateTime(appointment.scheduled_at)
                        : t("referees.board.no_time")}
                      {appointment.place ? ` · ${appointment.place}` : ""}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t("referees.mine.role", { role: appointment.role_name })}
                    </Text>
                    {appointment.respond_by && appointment.status === "appointed" ? (
                      <Text size="sm" c="dimmed">
                        {t("referees.board.respond_by", { date: formatDateTime(appointment.respond_by) })}
                      </Text>
                    ) : null}
                    {appointment.decline_reason ? (
                      <Text size="sm" c="red.9">
                        {t("referees.board.declined_reason", { reason: appointment.decline_reason })}
                      </Text>
                    ) : null}
                  </Stack>
                  <Stack gap="xs" align="flex-end">
                    <Badge variant="light" color={STATUS_COLORS[appointment.status]}>
                      {t(statusKey(appointment.status))}
                    </Badge>
                    {appointment.can_respond ? (
                      <Group gap="xs">
                        <Button
                          size="xs"
                          color="teal"
                          loading={confirm.isPending && confirm.variables === appointment.id}
                          onClick={() => confirm.mutate(appointment.id)}
                        >
                          {t("referees.mine.confirm")}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setDeclining(appointment)}
                        >
                          {t("referees.mine.decline")}
                        </Button>
                      </Group>
                    ) : appointment.status === "appointed" ? (
                      <Alert color="yellow" p="xs">
                        {t("referees.mine.deadline_passed")}
                      </Alert>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </QueryOverlay>
      {declining ? <DeclineDialog appointment={declining} onClose={() => setDeclining(null)} /> : null}
    </Stack>
  );
};
