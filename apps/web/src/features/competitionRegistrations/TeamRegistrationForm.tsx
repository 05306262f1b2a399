import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { type OpenCompetition, type OpenCompetitions, TEAM_MEMBER_LIMITS } from "@quadra/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { competitionRegistrationsApi } from "../../platform/api/operations/competitionRegistrations.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { DocumentsBadge } from "../teams/TeamParts.tsx";
import { TEAMS_KEY, teamRoleOptions } from "../teams/teamsApi.ts";
import {
  emptyPick,
  emptyRegistration,
  type Pick,
  type RegistrationValues,
  registrationErrors,
  rowError,
  TEAM_NAME_MAX,
  validateRegistration,
} from "./registrationForm.ts";
import { calendarDay, REGISTRATIONS_KEY } from "./registrationsApi.ts";

/** Folds accents and case, so "joao" finds João. */
const folded = (value: string) =>
  value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * "Inscrever equipe": the team's name, its responsible, and the association's active athletes to
 * tick, each with role, number and position, and where their required documents stand. Members
 * whose documents are not in order are named before sending (the federation sees it too).
 */
export const TeamRegistrationForm = ({
  data,
  competition,
  onDone,
}: {
  data: OpenCompetitions;
  competition: OpenCompetition;
  onDone: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RegistrationValues>(() => emptyRegistration(data.association.name));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [filter, setFilter] = useState("");
  const max = competition.max_members;
  const athletes = data.athletes;
  const byId = new Map(athletes.map((athlete) => [athlete.user_id, athlete]));
  const shown = filter.trim()
    ? athletes.filter((a) => folded(a.name).includes(folded(filter.trim())))
    : athletes;
  const irregular = values.chosen.flatMap((id) => {
    const athlete = byId.get(id);
    return athlete && !athlete.documents.regular ? [athlete.name] : [];
  });

  const register = useMutation({
    mutationFn: competitionRegistrationsApi.register,
    onSuccess: async () => {
      notifySuccess({ message: t("registrations.form.registered") });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [REGISTRATIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: [TEAMS_KEY] }),
      ]);
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.errors).length) {
        setErrors(registrationErrors(error.errors, values.chosen));
        setFilter("");
      }
    },
  });

  const toggle = (userId: string, on: boolean) =>
    setValues((current) => ({
      ...current,
      chosen: on ? [...current.chosen, userId] : current.chosen.filter((id) => id !== userId),
      picks: on ? { ...current.picks, [userId]: current.picks[userId] ?? emptyPick() } : current.picks,
    }));
  const change = (userId: string, patch: Partial<Pick>) =>
    setValues((current) => ({
      ...current,
      picks: { ...current.picks, [userId]: { ...(current.picks[userId] ?? emptyPick()), ...patch } },
    }));

  const chosenPeople = values.chosen.flatMap((id) => {
    const athlete = byId.get(id);
    return athlete ? [{ value: id, label: athlete.name }] : [];
  });
  const managers = data.managers
    .filter((manager) => !values.chosen.includes(manager.id))
    .map((manager) => ({ value: manager.id, label: manager.name }));

  return (
    <form
      noValidate
      aria-label={t("registrations.form.title", { name: competition.name })}
      onSubmit={(event) => {
        event.preventDefault();
        const { errors: found, body } = validateRegistration({ values, athletes, maxMembers: max, t });
        setErrors(found);
        // A refused row may be one the filter hides.
        if (!body) setFilter("");
        if (body)
          register.mutate({ params: { id: data.association.id, competition_id: competition.id }, body });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t("registrations.form.name")}
          description={t("registrations.form.name_help")}
          value={values.name}
          maxLength={TEAM_NAME_MAX}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setValues((current) => ({ ...current, name }));
          }}
          error={errors.name}
          required
        />
        <Select
          label={t("registrations.form.responsible")}
          description={t("registrations.form.responsible_help")}
          placeholder={t("registrations.form.responsible_placeholder")}
          data={[
            { group: t("registrations.form.members_group"), items: chosenPeople },
            { group: t("registrations.form.managers_group"), items: managers },
          ].filter((group) => group.items.length)}
          value={values.responsible_id}
          onChange={(value) => setValues((current) => ({ ...current, responsible_id: value }))}
          error={errors.responsible_id}
          searchable
          clearable
        />
        <Stack gap={4}>
          <Text fw={600}>{t("registrations.form.athletes")}</Text>
          <Text size="sm" c="dimmed">
            {t("registrations.form.athletes_help")}
          </Text>
          <Text size="sm" aria-live="polite">
            {max
              ? t("registrations.form.chosen_max", { count: values.chosen.length, max })
              : t("registrations.form.chosen", { count: values.chosen.length })}
          </Text>
          {errors.members ? (
            <Text size="sm" c="red" role="alert">
              {errors.members}
            </Text>
          ) : null}
        </Stack>
        {athletes.length ? (
          <>
            {athletes.length > 8 ? (
              <TextInput
                label={t("registrations.form.filter")}
                value={filter}
                onChange={(event) => setFilter(event.currentTarget.value)}
              />
            ) : null}
            <Table.ScrollContainer minWidth={720}>
              <Table striped aria-label={t("registrations.form.athletes")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("teams.columns.name")}</Table.Th>
                    <Table.Th>{t("teams.columns.role")}</Table.Th>
                    <Table.Th>{t("teams.columns.number")}</Table.Th>
                    <Table.Th>{t("teams.columns.position")}</Table.Th>
                    <Table.Th>{t("teams.columns.documents")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((athlete) => {
                    const id = athlete.user_id;
                    const on = values.chosen.includes(id);
                    const pick = values.picks[id] ?? emptyPick();
                    return (
                      <Table.Tr key={id}>
                        <Table.Td>
                          <Checkbox
                            checked={on}
                            onChange={(event) => toggle(id, event.currentTarget.checked)}
                            aria-label={t("registrations.form.pick_named", { name: athlete.name })}
                            label={athlete.name}
                            description={
                              athlete.birthdate
                                ? `${t("registrations.form.birthdate")}: ${calendarDay(athlete.birthdate, i18n.language)}`
                                : undefined
                            }
                            error={errors[rowError(id, "user_id")]}
                          />
                        </Table.Td>
                        <Table.Td miw={150}>
                          <Select
                            aria-label={`${t("teams.columns.role")}: ${athlete.name}`}
                            data={teamRoleOptions(i18n.language)}
                            value={pick.role}
                            onChange={(value) => change(id, { role: value ?? "" })}
                            error={errors[rowError(id, "role")]}
                            allowDeselect={false}
                            disabled={!on}
                            size="xs"
                          />
                        </Table.Td>
                        <Table.Td miw={90}>
                          <NumberInput
                            aria-label={`${t("teams.columns.number")}: ${athlete.name}`}
                            value={pick.number}
                            onChange={(value) => change(id, { number: value })}
                            error={errors[rowError(id, "number")]}
                            min={TEAM_MEMBER_LIMITS.number.min}
                            max={TEAM_MEMBER_LIMITS.number.max}
                            allowDecimal={false}
                            allowNegative={false}
                            disabled={!on}
                            size="xs"
                          />
                        </Table.Td>
                        <Table.Td miw={140}>
                          <TextInput
                            aria-label={`${t("teams.columns.position")}: ${athlete.name}`}
                            value={pick.position}
                            maxLength={TEAM_MEMBER_LIMITS.position.max}
                            onChange={(event) => change(id, { position: event.currentTarget.value })}
                            error={errors[rowError(id, "position")]}
                            disabled={!on}
                            size="xs"
                          />
                        </Table.Td>
                        <Table.Td>
                          <DocumentsBadge name={athlete.name} documents={athlete.documents} />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {!shown.length ? (
              <Text size="sm" c="dimmed">
                {t("registrations.form.no_match")}
              </Text>
            ) : null}
          </>
        ) : (
          <Alert color="yellow">{t("registrations.form.no_athletes")}</Alert>
        )}
        {irregular.length ? (
          <Alert color="orange" title={t("registrations.form.documents_warning_title")}>
            {t("registrations.form.documents_warning", { names: irregular.join(", ") })}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={register.isPending} disabled={!athletes.length}>
            {t("registrations.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
