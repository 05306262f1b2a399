import { Alert, Button, Grid, Paper, Select, Stack, Textarea, TextInput, Title } from "@mantine/core";
import { createSchemaOf, registerpromotions } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { createPromotion, fetchGraduations, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

const EXAMINER_MAX = (registerpromotions.fields.examiner as { max?: number }).max ?? 120;
const NOTES_MAX = (registerpromotions.fields.notes as { max?: number }).max ?? 2_000;
/** The promotions' create contract, as the API checks it (the entry comes from the path). */
const promotionSchema = createSchemaOf(registerpromotions);

/**
 * "Promover": a new graduation with its date and examiner, recorded through the promotions' generic
 * create, whose rule (minimum time in the previous grade, age, a higher grade) answers a refusal
 * shown here as the server wrote it. What is missing is said under its field before sending (the
 * API's contract), never in the browser's bubble.
 */
export const PromotionForm = ({
  entryId,
  typeId,
  currentGraduationId,
}: {
  entryId: string;
  typeId: string;
  currentGraduationId: string | null;
}) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const graduations = useQuery({
    queryKey: STAFF_REGISTER_KEYS.graduations(typeId),
    queryFn: () => fetchGraduations(typeId),
  });
  const [grade, setGrade] = useState<string | null>(null);
  const [date, setDate] = useState(() => new Date().toISOString().slice(0, 10));
  const [examiner, setExaminer] = useState("");
  const [notes, setNotes] = useState("");
  const [refusal, setRefusal] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const body = () => ({
    registergraduation_id: grade ?? "",
    promoted_on: date,
    examiner: examiner.trim(),
    ...(notes.trim() ? { notes: notes.trim() } : {}),
  });
  const promote = useMutation({
    mutationFn: () => createPromotion(entryId, body()),
    onMutate: () => setRefusal(null),
    onSuccess: async () => {
      setGrade(null);
      setExaminer("");
      setNotes("");
      await client.invalidateQueries({ queryKey: ["registers"] });
      notifySuccess({ message: t("regreview.entry.promoted") });
    },
    onError: (error) => {
      if (isApiError(error)) setRefusal({ message: error.message, errors: error.errors });
    },
  });
  const options = (graduations.data?.data ?? [])
    .filter((row) => row.id !== currentGraduationId)
    .map((row) => ({ value: row.id, label: String(row.name) }));
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const values = body();
          // Empty is absent, as the API reads a value not given ("Campo obrigatório.").
          const parsed = promotionSchema.safeParse({
            ...values,
            registergraduation_id: values.registergraduation_id || null,
            promoted_on: values.promoted_on || null,
          });
          const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
          setMissing(errors);
          if (!Object.keys(errors).length) promote.mutate();
        }}
        noValidate
      >
        <Stack>
          <Title order={2} size="h4">
            {t("regreview.entry.promote")}
          </Title>
          {refusal ? (
            <Alert color="red" title={t("regreview.entry.refused")} role="alert">
              {refusal.message}
            </Alert>
          ) : null}
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t("regreview.entry.new_grade")}
                data={options}
                value={grade}
                onChange={(value) => {
                  setGrade(value);
                  setMissing(({ registergraduation_id: _, ...rest }) => rest);
                }}
                required
                error={missing.registergraduation_id ?? refusal?.errors.registergraduation_id}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                type="date"
                label={t("regreview.entry.date")}
                value={date}
                onChange={(event) => {
                  setDate(event.currentTarget.value);
                  setMissing(({ promoted_on: _, ...rest }) => rest);
                }}
                required
                error={missing.promoted_on ?? refusal?.errors.promoted_on}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t("regreview.entry.examiner_label")}
                value={examiner}
                maxLength={EXAMINER_MAX}
                onChange={(event) => {
                  setExaminer(event.currentTarget.value);
                  setMissing(({ examiner: _, ...rest }) => rest);
                }}
                required
                error={missing.examiner ?? refusal?.errors.examiner}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t("regreview.entry.notes")}
                value={notes}
                maxLength={NOTES_MAX}
                onChange={(event) => setNotes(event.currentTarget.value)}
              />
            </Grid.Col>
          </Grid>
          <Button type="submit" loading={promote.isPending} w="fit-content">
            {t("regreview.entry.promote")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
};
