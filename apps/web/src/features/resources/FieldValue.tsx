import { Anchor, Badge, Code, ColorSwatch, Group, Text, Typography } from "@mantine/core";
import type { FieldDef, Locale } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { formatText, optionLabel } from "./formatValue.ts";
import { RecordFile, RecordImage } from "./RecordUpload.tsx";
import { localized } from "./useLocalized.ts";

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * One value of a record on its detail page, formatted as in the list (option labels, titles of
 * referenced records, R$, dd/mm/aaaa) and shown whole: images, file links, rich text.
 */
export const FieldValue = ({
  field,
  value,
  title,
  locale,
}: {
  field: FieldDef;
  value: unknown;
  /** `ref`: the title of the record the value points at (`_titles`). */
  title?: string | null;
  locale: Locale;
}) => {
  const { t } = useTranslation();
  if (field.kind === "bool") return <>{value ? t("resources.show.yes") : t("resources.show.no")}</>;
  if (isEmpty(value)) return <Text c="dimmed">{t("resources.show.empty")}</Text>;
  switch (field.kind) {
    case "richtext":
      return (
        <Typography>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes rich text on every write (no scripts, styles or handlers). */}
          <div dangerouslySetInnerHTML={{ __html: String(value) }} />
        </Typography>
      );
    case "textarea":
      return <Text style={{ whiteSpace: "pre-wrap" }}>{String(value)}</Text>;
    case "json":
      return <Code block>{JSON.stringify(value, null, 2)}</Code>;
    case "secret":
      return <>{t("resources.show.secret_set")}</>;
    case "image":
      return <RecordImage url={String(value)} alt={localized(field.label, locale)} />;
    case "file":
      return <RecordFile url={String(value)} />;
    case "url":
      return (
        <Anchor href={String(value)} target="_blank" rel="noopener noreferrer">
          {String(value)}
        </Anchor>
      );
    case "email":
      return <Anchor href={`mailto:${String(value)}`}>{String(value)}</Anchor>;
    case "color":
      return (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={String(value)} size={18} aria-hidden />
          <span>{String(value)}</span>
        </Group>
      );
    case "multiselect":
    case "tags":
      return (
        <Group gap={4}>
          {(value as string[]).map((item) => (
            <Badge key={item} variant="light">
              {field.kind === "multiselect" ? optionLabel(field, item, locale) : item}
            </Badge>
          ))}
        </Group>
      );
    case "ref":
      // A record pointed at but gone (or another tenant's) has no title: say so, never show the id.
      return <>{title ?? t("resources.form.unknown_record")}</>;
    default:
      return <>{formatText({ field, value, title, locale }) ?? t("resources.show.empty")}</>;
  }
};
