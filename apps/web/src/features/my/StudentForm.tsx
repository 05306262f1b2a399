import { Button, Grid, Group, Select, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  BLOOD_TYPES,
  buildStudentSchema,
  type RegisterConfig,
  type Student,
  type StudentBody,
} from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { myApi } from "../../platform/api/operations/my.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors, issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { todayIso } from "./todayIso.ts";

type Values = {
  name: string;
  birthdate: string;
  gender: string;
  cpf: string;
  rg: string;
  mother_name: string;
  father_name: string;
  blood_type: string;
};

const valuesOf = (student: Student | null): Values => ({
  name: student?.name ?? "",
  birthdate: student?.birthdate ?? "",
  gender: student?.gender ?? "",
  cpf: student?.cpf ?? "",
  rg: student?.rg ?? "",
  mother_name: student?.mother_name ?? "",
  father_name: student?.father_name ?? "",
  blood_type: student?.blood_type ?? "",
});

/**
 * A dependent's form (add and edit): validated in the browser by the schema the API uses (a minor,
 * cpf optional but checked), then by the API; its field errors land on the fields.
 */
export const StudentForm = ({
  student,
  cpfCheck,
  onSaved,
}: {
  student: Student | null;
  cpfCheck: RegisterConfig["register"]["cpf_check"];
  onSaved: (saved: Student) => void;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const schema = buildStudentSchema({ cpf_check: cpfCheck }, todayIso());
  const form = useForm<Values>({
    initialValues: valuesOf(student),
    validate: (values) => {
      const parsed = schema.safeParse({
        ...values,
        gender: values.gender || undefined,
        blood_type: values.blood_type || null,
      });
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const submit = form.onSubmit(async (values) => {
    // The form validated these values with the same schema (validate above), so they fit its input.
    const body = {
      ...values,
      gender: values.gender || undefined,
      blood_type: values.blood_type || null,
    } as StudentBody;
    setBusy(true);
    try {
      const saved = student
        ? await myApi.saveStudent({ params: { id: student.id }, body: { ...body, version: student.version } })
        : await myApi.addStudent({ body });
      notifySuccess({ message: student ? t("my.students.saved") : t("my.students.created") });
      onSaved(saved);
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const genders = (["F", "M", "O"] as const).map((value) => ({
    value,
    label: t(`register.genders.${value}`),
  }));
  return (
    <form onSubmit={submit} noValidate>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={t("my.students.name")} required {...form.getInputProps("name")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            type="date"
            label={t("my.students.birthdate")}
            required
            {...form.getInputProps("birthdate")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select label={t("my.students.gender")} required data={genders} {...form.getInputProps("gender")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <MaskedInput
            mask="cpf"
            label={t("my.students.cpf")}
            inputMode="numeric"
            value={form.values.cpf}
            onChange={(value) => form.setFieldValue("cpf", value)}
            error={form.errors.cpf}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t("my.students.rg")} {...form.getInputProps("rg")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("my.students.mother_name")} {...form.getInputProps("mother_name")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("my.students.father_name")} {...form.getInputProps("father_name")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t("my.students.blood_type")}
            clearable
            data={[...BLOOD_TYPES]}
            {...form.getInputProps("blood_type")}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={busy}>
          {t("my.students.save")}
        </Button>
      </Group>
    </form>
  );
};
