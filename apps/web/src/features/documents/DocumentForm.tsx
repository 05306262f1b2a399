import { Button, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { maxLengthOf, userdocuments } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError } from "../../platform/notify/notify.tsx";
import { UploadField } from "../../ui/forms/UploadField.tsx";
import type { DocumentRecord, DocumentSubject, DocumentType, DocumentValues } from "./documentsApi.ts";

const valuesOf = (record: DocumentRecord | undefined): DocumentValues => ({
  documenttype_id: record?.documenttype_id ?? "",
  number: record?.number ?? "",
  issued_on: record?.issued_on ?? "",
  expires_on: record?.expires_on ?? "",
  file: record?.file ?? null,
  notes: record?.notes ?? "",
});

/**
 * A document's form, for staff and for the person: type, number, dates, file and notes; with
 * `subjects`, whose document it is (the person or a dependent). The server's field errors show on
 * their fields; the caller saves and decides where to go next.
 */
export const DocumentForm = ({
  types,
  record,
  subjects,
  subjectId,
  submitLabel,
  onSubmit,
}: {
  types: DocumentType[];
  record?: DocumentRecord | undefined;
  subjects?: DocumentSubject[] | undefined;
  subjectId?: string | undefined;
  submitLabel: string;
  onSubmit: (values: DocumentValues, subjectId: string | undefined) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => valuesOf(record));
  const [subject, setSubject] = useState<string | undefined>(subjectId ?? subjects?.[0]?.id);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const type = types.find((candidate) => candidate.id === values.documenttype_id);
  const set = (key: keyof DocumentValues) => (value: string | null) => {
    setValues((current) => ({ ...current, [key]: value ?? "" }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(values, subject);
    } catch (cause) {
      if (isApiError(cause) && Object.keys(cause.errors ?? {}).length) setErrors(cause.errors);
      notifyError({ message: isApiError(cause) ? cause.message : String(cause) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack maw={640}>
        {subjects && subjects.length > 1 && !record ? (
          <Select
            label={t("documents.form_for")}
            data={subjects.map((person) => ({ value: person.id, label: person.name }))}
            value={subject ?? null}
            onChange={(value) => setSubject(value ?? undefined)}
            error={errors.user_id}
            allowDeselect={false}
            required
          />
        ) : null}
        <Select
          label={t("documents.type")}
          data={types.map((option) => ({ value: option.id, label: option.name }))}
          value={values.documenttype_id || null}
          onChange={set("documenttype_id")}
          error={errors.documenttype_id}
          searchable
          required
        />
        {type?.description ? (
          <Text size="sm" c="dimmed">
            {type.description}
          </Text>
        ) : null}
        <TextInput
          label={t("documents.number")}
          value={values.number}
          onChange={(event) => set("number")(event.currentTarget.value)}
          error={errors.number}
          required={Boolean(type?.needs_number)}
          maxLength={maxLengthOf(userdocuments, "number")}
        />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t("documents.issued_on")}
            value={values.issued_on}
            onChange={(event) => set("issued_on")(event.currentTarget.value)}
            error={errors.issued_on}
          />
          <TextInput
            type="date"
            label={t("documents.expires_on")}
            description={t("documents.expires_on_help")}
            value={values.expires_on}
            onChange={(event) => set("expires_on")(event.currentTarget.value)}
            error={errors.expires_on}
          />
        </Group>
        <UploadField
          label={t("documents.file")}
          accept="application/pdf,image/*"
          value={values.file}
          onChange={set("file")}
          error={errors.file}
          required
        />
        <Textarea
          label={t("documents.notes")}
          value={values.notes}
          onChange={(event) => set("notes")(event.currentTarget.value)}
          error={errors.notes}
          rows={2}
          maxLength={maxLengthOf(userdocuments, "notes")}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
