import { Alert, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type ResourceDef, slugify } from "@quadra/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { FormActions } from "../../ui/forms/FormActions.tsx";
import { byField, changedKeys, createBody, patchBody } from "./formBody.ts";
import { isFieldShown, shownFieldKeys } from "./formLayout.ts";
import { type FormValues, initialFormValues, type ResourceRecord } from "./formValues.ts";
import { ResourceFormFields } from "./ResourceFormFields.tsx";
import { invalidateResource, recordQueryKey } from "./recordQuery.ts";
import { recordTitle } from "./recordTitle.ts";
import { localeOf, useLocalized } from "./useLocalized.ts";

/**
 * On create, a `slug` field follows the title as it is typed, until the person writes a slug of
 * their own.
 */
const followTitle = ({
  def,
  values,
  previous,
  set,
}: {
  def: ResourceDef;
  values: FormValues;
  previous: FormValues;
  set: (key: string, value: string) => void;
}) => {
  const title = values[def.titleField];
  const before = previous[def.titleField];
  if (title === before || typeof title !== "string") return;
  for (const [key, field] of Object.entries(def.fields)) {
    if (field.kind !== "slug" || field.readOnly) continue;
    const slug = previous[key];
    if (!slug || slug === slugify(typeof before === "string" ? before : "", field.max))
      set(key, slugify(title, field.max));
  }
};

/** Brings the first field with an error into view and focus (a long form hides it otherwise). */
const showFirstError = (errors: Record<string, string>) => {
  const cells = [...document.querySelectorAll<HTMLElement>("[data-field]")];
  for (const key of Object.keys(errors)) {
    const cell = cells.find((candidate) => candidate.dataset.field === key);
    if (!cell) continue;
    cell.scrollIntoView?.({ block: "center" });
    cell
      .querySelector<HTMLElement>("input, textarea, button, [contenteditable]")
      ?.focus({ preventScroll: true });
    return;
  }
};

/**
 * A resource's form: its fields, client-side validation by the server's own contract, save (POST
 * on create, PATCH with only the changed fields and the version on edit), the server's field
 * errors under the fields, and a stale edit (409) offered a reload that keeps the form open.
 */
export const ResourceEditor = ({
  def,
  record,
  parentId,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  def: ResourceDef;
  /** The record to edit; null creates one. */
  record: ResourceRecord | null;
  /** A child resource's parent record (create only: the POST goes under it). */
  parentId?: string;
  onSaved: (saved: ResourceRecord) => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet (to warn before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}) => {
  const { t, i18n } = useTranslation();
  const localize = useLocalized();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(record);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const initial = useMemo(() => initialFormValues({ def, record: current }), [def, current]);
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: initial,
    onValuesChange: (values, previous) => {
      if (!current) followTitle({ def, values, previous, set: form.setFieldValue });
    },
  });

  const dirty = changedKeys({ def, initial, values: form.values }).length > 0;
  // Errors of fields not on screen (hidden by a condition, or not a field): said above the buttons.
  const shown = shownFieldKeys({ def, editing: current !== null }).filter((key) =>
    isFieldShown({ def, key, values: form.values }),
  );
  const unplaced = Object.entries(form.errors).filter(([key, message]) => message && !shown.includes(key));
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async (values: FormValues) => {
    const result = current
      ? patchBody({ def, record: current, initial, values })
      : createBody({ def, values });
    if (result.errors) {
      form.setErrors(result.errors);
      showFirstError(result.errors);
      return;
    }
    if (current && Object.keys(result.body).length === 1) {
      // Only the version: nothing to write.
      notifySuccess({ message: t("resources.form.nothing_changed") });
      onSaved(current);
      return;
    }
    setBusy(true);
    setConflict(null);
    try {
      const records = resourceClient<ResourceRecord>(def);
      const saved = current
        ? await records.update(current.id, result.body)
        : await records.create(result.body, { parentId });
      const title = recordTitle(def, saved, localeOf(i18n.language));
      notifySuccess({
        message: title ? t("resources.form.saved_named", { title }) : t("resources.form.saved"),
      });
      queryClient.setQueryData(recordQueryKey(def.name, saved.id), saved);
      void invalidateResource(queryClient, def);
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fieldErrors = byField(error.errors);
      // A unique value taken is a 409 too, but it names its field: only a stale version reloads.
      if (error.status === 409 && current && Object.keys(fieldErrors).length === 0)
        setConflict(error.message);
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        showFirstError(fieldErrors);
      }
    } finally {
      setBusy(false);
    }
  };

  /** After a 409: the record as it is now, in the same open form (the person's changes are dropped). */
  const reload = async () => {
    if (!current) return;
    setReloading(true);
    try {
      const latest = await resourceClient<ResourceRecord>(def).get(current.id);
      const next = initialFormValues({ def, record: latest });
      setCurrent(latest);
      form.setInitialValues(next);
      form.setValues(next);
      form.clearErrors();
      setConflict(null);
      queryClient.setQueryData(recordQueryKey(def.name, latest.id), latest);
    } catch {
      // The server's message is already on screen; the alert stays for another try.
    } finally {
      setReloading(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => save(values))} noValidate>
      <Stack>
        <ResourceFormFields def={def} form={form} record={current} />
        {unplaced.length > 0 ? (
          <Alert color="red" role="alert">
            <Stack gap={4}>
              {unplaced.map(([key, message]) => (
                <span key={key}>
                  {def.fields[key] ? `${localize(def.fields[key].label)}: ` : ""}
                  {String(message)}
                </span>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {conflict ? (
          <Alert color="orange" role="alert" title={t("resources.form.conflict_title")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{conflict}</Text>
              <Text size="sm">{t("resources.form.conflict_text")}</Text>
              <Button size="xs" variant="light" loading={reloading} onClick={() => void reload()}>
                {t("resources.form.reload")}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
};
