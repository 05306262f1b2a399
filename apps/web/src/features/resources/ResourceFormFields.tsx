import { Grid, Stack } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import type { FieldDef, ResourceDef } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { FieldInput } from "./FieldInput.tsx";
import { formSections, isFieldShown, shownFieldKeys } from "./formLayout.ts";
import type { FormValues, ResourceRecord } from "./formValues.ts";
import { SectionBlock } from "./SectionBlock.tsx";
import { localeOf } from "./useLocalized.ts";

/** Set by the server, or given on create and never changed (`createOnly`): shown, not edited. */
const isLocked = (field: FieldDef, editing: boolean) =>
  Boolean(field.readOnly || (editing && field.createOnly));

/** Half a row unless the definition says otherwise (long texts already ask for the whole row). */
const spanOf = (field: FieldDef) => field.span ?? 6;

/**
 * The body of a resource form, driven by its definition: sections (fields in none go to the
 * first), widths in twelfths (the whole row on phones), fields shown only when another field holds
 * a value (`showWhen`), and read-only fields (and, on edit, create-only ones) shown but never edited.
 */
export const ResourceFormFields = ({
  def,
  form,
  record,
}: {
  def: ResourceDef;
  form: UseFormReturnType<FormValues>;
  /** The record being edited (null on create): read-only values and the titles of its refs. */
  record: ResourceRecord | null;
}) => {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const values = form.getValues();
  const keys = shownFieldKeys({ def, editing: record !== null }).filter((key) =>
    isFieldShown({ def, key, values }),
  );
  const sections = formSections({ def, keys, locale });
  // Published content is read by visitors, so its files must open without a session.
  const visibility = def.publicRead ? "public" : "private";

  return (
    <DatesProvider settings={{ locale: locale === "en" ? "en" : "pt-br" }}>
      <Stack gap="lg">
        {sections.map((section) => (
          <SectionBlock key={section.key} title={section.title}>
            <Grid>
              {section.fields.map((key) => {
                const field = def.fields[key]!;
                return (
                  <Grid.Col key={key} span={{ base: 12, sm: spanOf(field) }} data-field={key}>
                    <FieldInput
                      fieldKey={key}
                      field={field}
                      form={form}
                      locale={locale}
                      title={record?._titles?.[key]}
                      readOnly={isLocked(field, record !== null)}
                      visibility={visibility}
                    />
                  </Grid.Col>
                );
              })}
            </Grid>
          </SectionBlock>
        ))}
      </Stack>
    </DatesProvider>
  );
};
