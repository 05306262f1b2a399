import { Anchor, Badge, ColorSwatch, Group, Text } from "@mantine/core";
import type { FieldDef, Locale } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { formatText, optionLabel } from "./formatValue.ts";
import { ListThumbnail } from "./ListThumbnail.tsx";

export type ListRecord = Record<string, unknown> & {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
  _titles?: Record<string, string | null>;
};

const EMPTY = "—";

/** One cell of a resource list, shown as its field kind reads best. */
export const ResourceCell = ({
  fieldKey,
  field,
  record,
  locale,
}: {
  fieldKey: string;
  field: FieldDef;
  record: ListRecord;
  locale: Locale;
}) => {
  const { t } = useTranslation();
  const value = record[fieldKey];
  switch (field.kind) {
    case "bool":
      return value ? (
        <Badge color="green" variant="light">
          {t("resources.yes")}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {t("resources.no")}
        </Badge>
      );
    case "color":
      return typeof value === "string" && value ? (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={value} size={18} aria-hidden />
          <Text size="sm">{value}</Text>
        </Group>
      ) : (
        EMPTY
      );
    case "image":
      return typeof value === "string" && value ? (
        <ListThumbnail url={value} alt={field.label[locale]} />
      ) : (
        EMPTY
      );
    case "url":
      return typeof value === "string" && value ? (
        <Anchor href={value} target="_blank" rel="noopener noreferrer" size="sm">
          {value}
        </Anchor>
      ) : (
        EMPTY
      );
    case "multiselect":
    case "tags": {
      const items = Array.isArray(value) ? (value as string[]) : [];
      if (!items.length) return EMPTY;
      return (
        <Group gap={4}>
          {items.map((item) => (
            <Badge key={item} variant="outline" size="sm">
              {field.kind === "multiselect" ? optionLabel(field, item, locale) : item}
            </Badge>
          ))}
        </Group>
      );
    }
    case "textarea":
      return (
        <Text size="sm" lineClamp={2}>
          {formatText({ field, value, locale }) ?? EMPTY}
        </Text>
      );
    default: {
      const text = formatText({ field, value, title: record._titles?.[fieldKey], locale });
      return text ?? EMPTY;
    }
  }
};
