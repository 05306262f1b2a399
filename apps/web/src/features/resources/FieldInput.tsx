import "@mantine/dates/styles.css";
import {
  ColorInput,
  JsonInput,
  Loader,
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateInput, DateTimePicker, TimeInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import type { FieldDef, Locale } from "@quadra/shared";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import type { UploadVisibility } from "../../platform/api/uploadFile.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { UploadField } from "../../ui/forms/UploadField.tsx";
import type { FormValues } from "./formValues.ts";
import { RefSelect } from "./RefSelect.tsx";
import { localized } from "./useLocalized.ts";

// The editor (tiptap and ProseMirror) is large: only forms with rich text fetch it.
const RichTextInput = lazy(() => import("./RichTextInput.tsx").then((m) => ({ default: m.RichTextInput })));

const SECRET_MASK = "********";

/** "15/03/2025" (or "2025-03-15") → "2025-03-15"; anything else is no date. */
export const parseDay = (text: string): string | null => {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : br
      ? [br[3], br[2]!.padStart(2, "0"), br[1]!.padStart(2, "0")]
      : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
    ? `${year}-${month}-${day}`
    : null;
};

/** Number inputs read and write Brazilian separators (1.234,56). */
const BRAZILIAN_NUMBER = { decimalSeparator: ",", thousandSeparator: "." } as const;

/**
 * The input of one field, by its kind, bound to the form: label and help in the current locale,
 * the required asterisk, the error under it. `readOnly` fields are shown, never edited.
 */
export const FieldInput = ({
  fieldKey,
  field,
  form,
  locale,
  title,
  readOnly = false,
  visibility,
}: {
  fieldKey: string;
  field: FieldDef;
  form: UseFormReturnType<FormValues>;
  locale: Locale;
  /** `ref`: the title of the record the value points at, when known. */
  title?: string | null;
  readOnly?: boolean;
  /** Who may open files sent through this form (public for published content). */
  visibility: UploadVisibility;
}) => {
  const { t } = useTranslation();
  const pickerId = useId();
  const common = {
    label: localized(field.label, locale),
    description: field.help ? localized(field.help, locale) : undefined,
    required: Boolean(field.required) && field.kind !== "bool" && !readOnly,
    error: form.errors[fieldKey] as string | undefined,
    disabled: readOnly,
  };
  const value = form.getValues()[fieldKey] ?? null;
  const text = typeof value === "string" ? value : "";
  const setValue = (next: FormValues[string]) => form.setFieldValue(fieldKey, next);
  const options = (field.options ?? []).map((option) => ({
    value: option.value,
    label: localized(option.label, locale),
  }));

  switch (field.kind) {
    case "text":
    case "slug":
      return <TextInput {...common} value={text} onChange={(event) => setValue(event.currentTarget.value)} />;
    case "email":
      return (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={text}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    case "url":
      return (
        <TextInput
          {...common}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={text}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxRows={12}
          value={text}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    case "richtext":
      return (
        <Suspense fallback={<Loader size="sm" role="status" aria-label={t("loading.first")} />}>
          <RichTextInput {...common} value={text} onChange={setValue} />
        </Suspense>
      );
    case "int":
    case "decimal":
      return (
        <NumberInput
          {...common}
          {...(field.year ? {} : BRAZILIAN_NUMBER)}
          allowDecimal={field.kind === "decimal"}
          min={field.min}
          max={field.max}
          value={typeof value === "number" || typeof value === "string" ? value : ""}
          onChange={setValue}
        />
      );
    case "money":
      return (
        <NumberInput
          {...common}
          {...BRAZILIAN_NUMBER}
          prefix="R$ "
          decimalScale={2}
          fixedDecimalScale
          allowNegative={(field.min ?? 0) < 0}
          hideControls
          inputMode="decimal"
          value={typeof value === "number" || typeof value === "string" ? value : ""}
          onChange={setValue}
        />
      );
    case "bool":
      return (
        <Switch
          {...common}
          mt="md"
          checked={value === true}
          onChange={(event) => setValue(event.currentTarget.checked)}
        />
      );
    case "date":
      return (
        <DateInput
          {...common}
          valueFormat="DD/MM/YYYY"
          placeholder={t("resources.form.date_placeholder")}
          dateParser={parseDay}
          clearable={!common.required}
          clearButtonProps={{ "aria-label": t("resources.form.clear_value") }}
          value={typeof value === "string" ? value : null}
          onChange={(next) => setValue(next ? String(next).slice(0, 10) : null)}
        />
      );
    case "datetime":
      return (
        <DateTimePicker
          {...common}
          valueFormat="DD/MM/YYYY HH:mm"
          placeholder={t("resources.form.datetime_placeholder")}
          // The calendar's own controls are named, and its days read at AA contrast: no faded days of
          // the months beside, no light-red weekends.
          previousLabel={t("resources.form.calendar_previous")}
          nextLabel={t("resources.form.calendar_next")}
          submitButtonProps={{ "aria-label": t("resources.form.datetime_confirm") }}
          // The calendar's dialog is labelled by its popover's id, which must be the field's button:
          // left to themselves the two ids differ, and the dialog named nothing (axe: aria-dialog-name).
          id={pickerId}
          popoverProps={{ id: pickerId }}
          hideOutsideDates
          weekendDays={[]}
          clearable={!common.required}
          clearButtonProps={{ "aria-label": t("resources.form.clear_value") }}
          value={typeof value === "string" ? value : null}
          onChange={(next) => setValue(next ? String(next) : null)}
        />
      );
    case "time":
      return <TimeInput {...common} value={text} onChange={(event) => setValue(event.currentTarget.value)} />;
    case "color":
      return (
        <ColorInput
          {...common}
          format="hex"
          value={text}
          onChange={setValue}
          eyeDropperButtonProps={{ "aria-label": t("resources.form.eye_dropper") }}
        />
      );
    case "phone":
      return <MaskedInput {...common} mask="phone" inputMode="tel" value={text} onChange={setValue} />;
    case "cep":
      return <MaskedInput {...common} mask="cep" inputMode="numeric" value={text} onChange={setValue} />;
    case "cpf":
      return <MaskedInput {...common} mask="cpf" inputMode="numeric" value={text} onChange={setValue} />;
    case "cnpj":
      return <MaskedInput {...common} mask="cnpj" inputMode="text" value={text} onChange={setValue} />;
    case "select":
      return (
        <Select
          {...common}
          data={options}
          searchable={options.length > 7}
          clearable={!common.required}
          clearButtonProps={{ "aria-label": t("resources.form.clear_value") }}
          allowDeselect={!common.required}
          value={typeof value === "string" ? value : null}
          onChange={setValue}
        />
      );
    case "multiselect":
      return (
        <MultiSelect
          {...common}
          data={options}
          searchable={options.length > 7}
          clearable
          clearButtonProps={{ "aria-label": t("resources.form.clear_value") }}
          value={Array.isArray(value) ? value : []}
          onChange={setValue}
        />
      );
    case "tags":
      return (
        <TagsInput
          {...common}
          clearable
          clearButtonProps={{ "aria-label": t("resources.form.clear_value") }}
          maxTags={field.max}
          description={common.description ?? t("resources.form.tags_help")}
          value={Array.isArray(value) ? value : []}
          onChange={setValue}
        />
      );
    case "ref":
      return (
        <RefSelect
          {...common}
          resource={field.ref ?? ""}
          title={title}
          value={typeof value === "string" ? value : null}
          onChange={setValue}
        />
      );
    case "image":
    case "file":
      return (
        <UploadField
          {...common}
          accept={field.kind === "image" ? "image/*" : undefined}
          visibility={visibility}
          value={typeof value === "string" ? value : null}
          onChange={setValue}
        />
      );
    case "json":
      return (
        <JsonInput
          {...common}
          autosize
          minRows={4}
          maxRows={16}
          formatOnBlur
          validationError={t("resources.form.invalid_json")}
          value={text}
          onChange={setValue}
        />
      );
    case "secret":
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          description={
            common.description ?? (text === SECRET_MASK ? t("resources.form.secret_help") : undefined)
          }
          value={text}
          onChange={(event) => setValue(event.currentTarget.value)}
          // The mask stands for the stored secret: typing replaces it rather than appending to it.
          onFocus={(event) => {
            if (event.currentTarget.value === SECRET_MASK) event.currentTarget.select();
          }}
        />
      );
  }
};
