import { Button, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import {
  documentNumberRequired,
  fieldOrderErrors,
  maxLengthOf,
  userdocuments,
  ZSendDocument,
} from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError } from "../../platform/notify/notify.tsx";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { UploadField } from "../../ui/forms/UploadField.tsx";
import {
  type DocumentRecord,
  type DocumentSubject,
  type DocumentType,
  type DocumentValues,
  documentBody,
} from "./documentsApi.ts";

const valuesOf = (record: DocumentRecord | undefined): DocumentValues => ({
  documenttype_id: record?.documenttype_id ?? "",
  number: record?.number ?? "",
  issued_on: record?.issued_on ?? "",
  expires_on: record?.expires_on ?? "",
  file: record?.file ?? null,
  notes: record?.notes ?? "",
});

/**
 * What the API would refuse in these values, said before sending: its own contract (a type from
 * the list and a file are required: "Campo obrigatório."), the catalogue's date order, and a number
 * when the type asks for one, in the API's words.
 */
export const documentErrors = (values: DocumentValues, type: DocumentType | undefined) => {
  const body = documentBody(values);
  // An unchosen type is missing, as the API reads an absent value (not a malformed id).
  const parsed = ZSendDocument.safeParse({ ...body, documenttype_id: body.documenttype_id || null });
  const errors: Record<string, string> = {
    ...fieldOrderErrors(userdocuments, body),
    ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)),
  };
  if (type?.needs_number && !body.number) errors.number ??= documentNumberRequired(type.name);
  return errors;
};

/**
 * A document's form, for staff and for the person: type, number, dates, file and notes; with
 * `subjects`, whose document it is (the person or a dependent). Checked before sending (the
 * browser's own bubbles are off: the app's messages show under the fields), then by the server,
 * whose field errors show on their fields too; the caller saves and decides where to go next.
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
    const invalid = documentErrors(values, type);
    setErrors(invalid);
    if (Object.keys(invalid).length) return;
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
      noValidate
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
