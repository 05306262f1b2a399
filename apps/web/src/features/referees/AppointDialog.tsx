import { Alert, Button, Group, List, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { createSchemaOf } from "@quadra/shared";
import type { AppointmentCheck, BoardEvent, RefereeBoard } from "@quadra/shared/contracts/referees";
import { refereeappointments } from "@quadra/shared/resources/catalog/refereeing";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { checkAppointment, saveAppointment, WARNINGS_ACCEPTED_MAX } from "./refereesApi.ts";

/** "2026-03-01T12:00" typed in Brasília, as an instant the API reads. */
const brasiliaInstant = (local: string) => (local ? `${local}:00-03:00` : null);

/** The appointments' create contract, as the API checks it (a referee and a role required). */
const appointmentSchema = createSchemaOf(refereeappointments);
/**
 * The same contract when the check answered warnings: the API's rule then wants their reason, so
 * "Alertas aceitos" is required as the contract says any required field is.
 */
const acceptedSchema = createSchemaOf({
  ...refereeappointments,
  fields: {
    ...refereeappointments.fields,
    warnings_accepted: { ...refereeappointments.fields.warnings_accepted, required: true },
  },
});

/**
 * Appoints a referee to a match or heat: picking the referee and the role asks the server for the
 * conflicts; refusals keep the save off, warnings ask for the reason the appointment stands anyway.
 * What is missing is said under its field before sending (the API's contract), never in the
 * browser's bubble.
 */
export const AppointDialog = ({
  event,
  board,
  onClose,
  onSaved,
}: {
  event: BoardEvent;
  board: RefereeBoard;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const [refereeId, setRefereeId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [respondBy, setRespondBy] = useState("");
  const [accepted, setAccepted] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const target = event.kind === "duel" ? { duel_id: event.id } : { heat_id: event.id };
  const check = useQuery({
    queryKey: ["referees", "check", event.id, refereeId, roleId],
    queryFn: (): Promise<AppointmentCheck> =>
      checkAppointment({ ...target, referee_id: refereeId!, role_id: roleId! }),
    enabled: Boolean(refereeId && roleId),
  });
  const body = () => ({
    ...target,
    referee_id: refereeId ?? "",
    role_id: roleId ?? "",
    respond_by: brasiliaInstant(respondBy),
    warnings_accepted: accepted.trim() || null,
  });
  const save = useMutation({
    mutationFn: () => saveAppointment(body()),
    onSuccess: () => {
      notifySuccess({ message: t("referees.appoint.saved") });
      onSaved();
      onClose();
    },
    onError: (error) => {
      setErrors(isApiError(error) ? error.errors : {});
      setFailure(error instanceof Error ? error.message : null);
    },
  });
  const refusals = check.data?.refusals ?? [];
  const warnings = check.data?.warnings ?? [];
  /** A field changed: its message (the check's or the server's) goes. */
  const changed = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);
  return (
    <FormModal opened onClose={onClose} size="lg" title={t("referees.appoint.title", { event: event.title })}>
      <form
        onSubmit={(submit) => {
          submit.preventDefault();
          setFailure(null);
          const values = body();
          // Nothing chosen is absent, as the API reads a value not given ("Campo obrigatório.").
          const parsed = (warnings.length ? acceptedSchema : appointmentSchema).safeParse({
            ...values,
            referee_id: values.referee_id || null,
            role_id: values.role_id || null,
          });
          const invalid = parsed.success ? {} : issuesToErrors(parsed.error.issues);
          setErrors(invalid);
          if (!Object.keys(invalid).length) save.mutate();
        }}
        noValidate
      >
        <Stack>
          <Select
            label={t("referees.appoint.referee")}
            required
            searchable
            data={board.referees.map((referee) => ({
              value: referee.id,
              label: referee.category_name ? `${referee.name} (${referee.category_name})` : referee.name,
            }))}
            value={refereeId}
            onChange={(value) => {
              setRefereeId(value);
              changed("referee_id");
            }}
            error={errors.referee_id}
          />
          <Select
            label={t("referees.appoint.role")}
            required
            data={board.roles.map((role) => ({ value: role.id, label: role.name }))}
            value={roleId}
            onChange={(value) => {
              setRoleId(value);
              changed("role_id");
            }}
            error={errors.role_id}
          />
          <TextInput
            type="datetime-local"
            label={t("referees.appoint.respond_by")}
            description={t("referees.appoint.respond_by_help")}
            value={respondBy}
            onChange={(change) => {
              setRespondBy(change.currentTarget.value);
              changed("respond_by");
            }}
            error={errors.respond_by}
          />
          {check.isFetching ? (
            <Text size="sm" c="dimmed">
              {t("referees.appoint.checking")}
            </Text>
          ) : null}
          {refusals.length ? (
            <Alert color="red" title={t("referees.appoint.refused")}>
              <List size="sm">
                {refusals.map((refusal) => (
                  <List.Item key={refusal.code}>{refusal.message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {warnings.length ? (
            <Alert color="yellow" title={t("referees.appoint.warnings")}>
              <List size="sm">
                {warnings.map((warning) => (
                  <List.Item key={warning.code}>{warning.message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {check.data && !refusals.length && !warnings.length ? (
            <Text size="sm" c="teal.9">
              {t("referees.appoint.no_conflicts")}
            </Text>
          ) : null}
          {warnings.length ? (
            <Textarea
              label={t("referees.appoint.warnings_accepted")}
              description={t("referees.appoint.warnings_accepted_help")}
              required
              maxLength={WARNINGS_ACCEPTED_MAX}
              value={accepted}
              onChange={(change) => {
                setAccepted(change.currentTarget.value);
                changed("warnings_accepted");
              }}
              error={errors.warnings_accepted}
            />
          ) : null}
          {failure && !Object.keys(errors).length ? <Alert color="red">{failure}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={refusals.length > 0}>
              {t("referees.appoint.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
};
