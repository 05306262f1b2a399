import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import {
  type AssociationSchool,
  buildOccurrenceCreateSchema,
  type EducationalOccurrence,
  OCCURRENCE_TEXT_MAX,
  ZOccurrenceUpdate,
} from "@quadra/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors, issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { todayIso } from "../my/todayIso.ts";
import {
  createOccurrence,
  enrollmentLabel,
  fetchOccurrenceStudents,
  kindOptions,
  occurrenceStatusOptions,
  SCHOOLS_KEY,
  updateOccurrence,
} from "./schoolsApi.ts";

type CreateValues = {
  school_id: string | null;
  user_id: string | null;
  occurred_on: string;
  kind: string | null;
  status: string;
  description: string;
  measures: string;
};

/**
 * Recording an occurrence about a student enrolled or waiting at one of the association's schools.
 * The same contract as the server's (with today's rule on the date), so most mistakes show at once;
 * the server stays the judge and its 400 lands on the same fields.
 */
export const NewOccurrenceForm = ({
  associationId,
  schools,
  onSaved,
}: {
  associationId: string;
  schools: AssociationSchool[];
  onSaved: (saved: EducationalOccurrence) => void;
}) => {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<CreateValues>({
    // A single school is the usual case: no need to pick it.
    school_id: schools.length === 1 ? schools[0]!.id : null,
    user_id: null,
    occurred_on: todayIso(),
    kind: null,
    status: "open",
    description: "",
    measures: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const students = useQuery({
    queryKey: [SCHOOLS_KEY, "occurrence-students", associationId, values.school_id],
    queryFn: ({ signal }) => fetchOccurrenceStudents(associationId, values.school_id!, signal),
    enabled: Boolean(values.school_id),
  });
  const save = useMutation({
    mutationFn: (body: Parameters<typeof createOccurrence>[1]) => createOccurrence(associationId, body),
    onSuccess: (saved) => {
      notifySuccess({ message: t("schools.occurrences.saved") });
      onSaved(saved);
    },
    onError: (error) => applyApiErrors({ error, setErrors }),
  });
  const set = (patch: Partial<CreateValues>) => setValues((current) => ({ ...current, ...patch }));
  const submit = () => {
    const parsed = buildOccurrenceCreateSchema(todayIso()).safeParse({
      ...values,
      school_id: values.school_id ?? "",
      user_id: values.user_id ?? "",
      kind: values.kind ?? "",
    });
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues);
      // The day rule runs only once the rest is valid: say it now too, with the other mistakes.
      if (values.occurred_on > todayIso()) found.occurred_on ??= t("schools.occurrences.future");
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const studentData = (students.data ?? []).map((student) => ({
    value: student.id,
    label:
      student.status === "active"
        ? student.name
        : `${student.name} (${enrollmentLabel(student.status, i18n.language)})`,
  }));
  return (
    <form
      noValidate
      aria-label={t("schools.occurrences.new")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("schools.occurrences.school")}
            required
            data={schools.map((school) => ({ value: school.id, label: school.name }))}
            value={values.school_id}
            onChange={(value) => set({ school_id: value, user_id: null })}
            error={errors.school_id}
            searchable
          />
          <Select
            label={t("schools.occurrences.student")}
            required
            data={studentData}
            value={values.user_id}
            onChange={(value) => set({ user_id: value })}
            error={errors.user_id}
            searchable
            disabled={!values.school_id}
            placeholder={values.school_id ? undefined : t("schools.occurrences.choose_school_first")}
            nothingFoundMessage={t("schools.occurrences.no_students")}
          />
          <TextInput
            type="date"
            label={t("schools.occurrences.occurred_on")}
            required
            max={todayIso()}
            value={values.occurred_on}
            onChange={(event) => set({ occurred_on: event.currentTarget.value })}
            error={errors.occurred_on}
          />
          <Select
            label={t("schools.occurrences.kind")}
            required
            data={kindOptions(i18n.language)}
            value={values.kind}
            onChange={(value) => set({ kind: value })}
            error={errors.kind}
          />
          <Select
            label={t("schools.occurrences.status")}
            data={occurrenceStatusOptions(i18n.language)}
            value={values.status}
            onChange={(value) => set({ status: value ?? "open" })}
            error={errors.status}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Textarea
          label={t("schools.occurrences.description_label")}
          required
          rows={4}
          maxLength={OCCURRENCE_TEXT_MAX}
          value={values.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={errors.description}
        />
        <Textarea
          label={t("schools.occurrences.measures")}
          rows={3}
          maxLength={OCCURRENCE_TEXT_MAX}
          value={values.measures}
          onChange={(event) => set({ measures: event.currentTarget.value })}
          error={errors.measures}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("schools.occurrences.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * Following an occurrence up: its status, what was done and its description, sent with the version
 * that was read. A 409 (someone saved it meanwhile) never overwrites: the caller reloads the list.
 */
export const FollowUpForm = ({
  associationId,
  occurrence,
  onSaved,
  onStale,
}: {
  associationId: string;
  occurrence: EducationalOccurrence;
  onSaved: (saved: EducationalOccurrence) => void;
  onStale: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState({
    status: occurrence.status,
    description: occurrence.description,
    measures: occurrence.measures ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateOccurrence>[2]) =>
      updateOccurrence(associationId, occurrence.id, body),
    onSuccess: (saved) => {
      notifySuccess({ message: t("schools.occurrences.updated") });
      onSaved(saved);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && !Object.keys(error.errors).length) {
        notifyError({ message: t("schools.occurrences.stale") });
        onStale();
        return;
      }
      applyApiErrors({ error, setErrors });
    },
  });
  const submit = () => {
    const parsed = ZOccurrenceUpdate.safeParse({ ...values, version: occurrence.version });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form
      noValidate
      aria-label={t("schools.occurrences.edit")}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Select
          label={t("schools.occurrences.status")}
          data={occurrenceStatusOptions(i18n.language)}
          value={values.status}
          onChange={(value) => setValues((current) => ({ ...current, status: value ?? current.status }))}
          error={errors.status}
          allowDeselect={false}
        />
        <Textarea
          label={t("schools.occurrences.description_label")}
          required
          rows={4}
          maxLength={OCCURRENCE_TEXT_MAX}
          value={values.description}
          onChange={(event) => {
            const description = event.currentTarget.value;
            setValues((current) => ({ ...current, description }));
          }}
          error={errors.description}
        />
        <Textarea
          label={t("schools.occurrences.measures")}
          rows={4}
          maxLength={OCCURRENCE_TEXT_MAX}
          value={values.measures}
          onChange={(event) => {
            const measures = event.currentTarget.value;
            setValues((current) => ({ ...current, measures }));
          }}
          error={errors.measures}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("schools.occurrences.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
