import { Alert, Button, Checkbox, Group, Paper, Radio, Select, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type MyParq, type MyParqInput, PARQ_KEYS, PARQ_QUESTIONS, type ParqPerson } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { UploadField } from "../../ui/forms/UploadField.tsx";

type Answer = "yes" | "no" | "";
type ParqKey = (typeof PARQ_KEYS)[number];
export type ParqFormValues = Record<ParqKey, Answer> & {
  user_id: string;
  clearance_file: string | null;
  declaration: boolean;
};

const answersOf = (parq?: MyParq) =>
  Object.fromEntries(PARQ_KEYS.map((key) => [key, parq ? (parq[key] ? "yes" : "no") : ""])) as Record<
    ParqKey,
    Answer
  >;

export const toParqBody = (values: ParqFormValues): MyParqInput => ({
  ...(Object.fromEntries(PARQ_KEYS.map((key) => [key, values[key] === "yes"])) as Record<ParqKey, boolean>),
  user_id: values.user_id,
  clearance_file: values.clearance_file,
  declaration: true,
});

/**
 * The seven PAR-Q questions as Sim/Não choices. The clearance upload appears as soon as one answer
 * is "Sim" (the server requires it then), and the declaration checkbox is the signature.
 */
export const ParqForm = ({
  people,
  parq,
  onSubmit,
}: {
  /** Who the person may answer for; a select shows when there is more than one. */
  people: ParqPerson[];
  /** The questionnaire being corrected (edit), or none (a new one). */
  parq?: MyParq;
  onSubmit: (values: ParqFormValues) => Promise<unknown>;
}) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  const [busy, setBusy] = useState(false);
  const form = useForm<ParqFormValues>({
    initialValues: {
      ...answersOf(parq),
      user_id: parq?.user_id ?? people[0]?.id ?? "",
      clearance_file: parq?.clearance_file ?? null,
      declaration: false,
    },
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const key of PARQ_KEYS) if (!values[key]) errors[key] = t("parqs.answer_all");
      if (PARQ_KEYS.some((key) => values[key] === "yes") && !values.clearance_file)
        errors.clearance_file = t("parqs.need_clearance");
      if (!values.declaration) errors.declaration = t("parqs.need_declaration");
      return errors;
    },
  });
  const anyYes = PARQ_KEYS.some((key) => form.values[key] === "yes");

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {!parq && people.length > 1 ? (
          <Select
            label={t("parqs.person")}
            data={people.map((person) => ({ value: person.id, label: person.name }))}
            allowDeselect={false}
            required
            {...form.getInputProps("user_id")}
          />
        ) : null}
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("parqs.questions")}
          </Title>
          {PARQ_QUESTIONS.map((question, index) => {
            const key = PARQ_KEYS[index]!;
            return (
              <Paper key={key} withBorder p="md" radius="md">
                <Radio.Group
                  label={t("parqs.question", { number: index + 1, text: question[language] })}
                  required
                  {...form.getInputProps(key)}
                >
                  <Group mt="xs">
                    <Radio value="yes" label={t("parqs.yes")} />
                    <Radio value="no" label={t("parqs.no")} />
                  </Group>
                </Radio.Group>
              </Paper>
            );
          })}
        </Stack>
        {anyYes ? (
          <Alert color="yellow" title={t("parqs.clearance")}>
            <Stack gap="sm">
              <Text size="sm">{t("parqs.clearance_help")}</Text>
              <UploadField
                label={t("parqs.clearance")}
                accept="application/pdf,image/*"
                required
                value={form.values.clearance_file}
                onChange={(value) => form.setFieldValue("clearance_file", value)}
                error={form.errors.clearance_file}
              />
            </Stack>
          </Alert>
        ) : null}
        <Checkbox
          label={t("parqs.declaration")}
          {...form.getInputProps("declaration", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {parq ? t("parqs.resend") : t("parqs.sign")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
