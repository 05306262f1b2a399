import type { FieldDef, Locale } from "@quadra/shared";
import { formatCep, formatCnpj, formatCpf, formatPhone } from "@quadra/shared";
import dayjs from "dayjs";
import { formatDateTime } from "../../i18n/dates.ts";
import { localized } from "./useLocalized.ts";

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Money is kept in centavos; it always reads as reais (R$ 1.234,56), whatever the language. */
export const formatMoney = (cents: number) => BRL.format(cents / 100);

/** A calendar day (YYYY-MM-DD) as the locale writes it (dd/mm/aaaa), never shifted by a time zone. */
export const formatDay = (value: string) => {
  // Parsed as a local day and formatted without .tz(): a day has no time zone to convert.
  const day = dayjs(value.slice(0, 10));
  return day.isValid() ? day.format("L") : value;
};

/** An instant as date and time in São Paulo (dd/mm/aaaa HH:mm). */
export const formatInstant = (value: string) => (dayjs(value).isValid() ? formatDateTime(value) : value);

export const optionLabel = (field: FieldDef, value: string, locale: Locale) => {
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? localized(option.label, locale) : value;
};

/**
 * A value as plain text (cells that need no markup, titles, confirmations); `null` when empty.
 * Rich text, JSON and secrets never come out of here.
 */
export const formatText = ({
  field,
  value,
  title,
  locale,
}: {
  field: FieldDef;
  value: unknown;
  /** For `ref`: the title of the record it points at (the list's `_titles`). */
  title?: string | null;
  locale: Locale;
}): string | null => {
  if (value === null || value === undefined || value === "") return null;
  switch (field.kind) {
    case "richtext":
    case "json":
    case "secret":
      return null;
    case "ref":
      return title ?? null;
    case "money":
      return formatMoney(Number(value));
    case "int":
    case "decimal":
      return field.year ? String(value) : Number(value).toLocaleString(locale);
    case "date":
      return formatDay(String(value));
    case "datetime":
      return formatInstant(String(value));
    case "select":
      return optionLabel(field, String(value), locale);
    case "multiselect":
      return (value as string[]).map((item) => optionLabel(field, item, locale)).join(", ") || null;
    case "tags":
      return (value as string[]).join(", ") || null;
    case "cpf":
      return formatCpf(String(value));
    case "cnpj":
      return formatCnpj(String(value));
    case "cep":
      return formatCep(String(value));
    case "phone":
      return formatPhone(String(value));
    default:
      return String(value);
  }
};
