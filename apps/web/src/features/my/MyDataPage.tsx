import { Alert, Button, Fieldset, Grid, Group, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type Address,
  BLOOD_TYPES,
  buildMyDataSchema,
  EMPTY_ADDRESS,
  type MyData,
  type MyDataBody,
  type RegisterSettings,
} from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { myApi } from "../../platform/api/operations/my.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors, issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { AddressFields } from "../regions/AddressFields.tsx";
import { useRegisterConfig } from "./useRegisterConfig.ts";

const MY_DATA_KEY = ["my", "data"] as const;
const TEXT_FIELDS = [
  "name",
  "social_name",
  "cpf",
  "email",
  "phone",
  "birthdate",
  "gender",
  "mother_name",
  "father_name",
  "rg",
  "nationality",
  "birth_city",
  "blood_type",
  "emergency_contact_name",
  "emergency_contact_phone",
] as const;
type Values = Record<(typeof TEXT_FIELDS)[number], string> & { address: Address };

const valuesOf = (data: MyData): Values => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((key) => [key, String(data[key] ?? "")])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >),
  // The pending name is what the person last asked for: the field shows it until staff decide.
  social_name: data.pending_social_name ?? data.social_name ?? "",
  address: { ...EMPTY_ADDRESS, ...data.address, complement: data.address?.complement ?? "" },
});

const bodyOf = (values: Values, version: number, settings: RegisterSettings) => {
  const { address, gender, blood_type, ...rest } = values;
  const anyAddress = [address.cep, address.street, address.number, address.district, address.city].some((v) =>
    v.trim(),
  );
  const addressRequired = settings.strict_address || settings.mandatory_fields.includes("address");
  return {
    ...rest,
    gender: gender || undefined,
    blood_type: blood_type || null,
    address:
      anyAddress || addressRequired
        ? {
            cep: address.cep,
            street: address.street,
            number: address.number,
            complement: address.complement || undefined,
            district: address.district,
            city: address.city,
            state: address.state,
          }
        : undefined,
    version,
  };
};

const MyDataForm = ({ data, settings }: { data: MyData; settings: RegisterSettings }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const schema = buildMyDataSchema(settings);
  const mandatory = new Set<string>(settings.mandatory_fields);
  const form = useForm<Values>({
    initialValues: valuesOf(data),
    validate: (values) => {
      const parsed = schema.safeParse(bodyOf(values, data.version, settings));
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      // The form validated these values with the same schema (validate above), so they fit its input.
      const body = bodyOf(values, data.version, settings) as MyDataBody;
      const saved = await myApi.saveData({ body });
      client.setQueryData(MY_DATA_KEY, saved);
      notifySuccess({ message: t("my.data.saved") });
    } catch (error) {
      if (isApiError(error) && error.status === 409 && !Object.keys(error.errors).length) {
        await client.invalidateQueries({ queryKey: MY_DATA_KEY });
      } else applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const masked = (field: "cpf" | "phone" | "emergency_contact_phone", mask: "cpf" | "phone") => ({
    mask,
    value: form.values[field],
    onChange: (value: string) => form.setFieldValue(field, value),
    error: form.errors[field],
    inputMode: mask === "phone" ? ("tel" as const) : ("numeric" as const),
  });
  const addressErrors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([key]) => key.startsWith("address."))
      .map(([key, value]) => [key.slice("address.".length), String(value)]),
  );
  const genders = (["F", "M", "O"] as const).map((value) => ({
    value,
    label: t(`register.genders.${value}`),
  }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {data.pending_social_name ? (
          <Alert color="yellow">{t("my.data.social_name_pending", { name: data.pending_social_name })}</Alert>
        ) : null}
        <Fieldset legend={t("my.data.personal")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label={t("register.name")} required {...form.getInputProps("name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t("register.social_name")}
                required={mandatory.has("social_name")}
                {...form.getInputProps("social_name")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label={t("register.cpf")}
                disabled={Boolean(data.cpf)}
                description={data.cpf ? t("my.data.cpf_locked") : undefined}
                {...masked("cpf", "cpf")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput type="email" label={t("register.email")} required {...form.getInputProps("email")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label={t("register.phone")}
                required={mandatory.has("phone")}
                {...masked("phone", "phone")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                type="date"
                label={t("register.birthdate")}
                required={mandatory.has("birthdate")}
                {...form.getInputProps("birthdate")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={t("register.gender")}
                required={mandatory.has("gender")}
                clearable
                data={genders}
                {...form.getInputProps("gender")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t("register.rg")}
                required={mandatory.has("rg")}
                {...form.getInputProps("rg")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t("my.data.nationality")} {...form.getInputProps("nationality")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput label={t("my.data.birth_city")} {...form.getInputProps("birth_city")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                label={t("my.data.blood_type")}
                clearable
                data={[...BLOOD_TYPES]}
                {...form.getInputProps("blood_type")}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend={t("my.data.family")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t("register.mother_name")}
                required={mandatory.has("mother_name")}
                {...form.getInputProps("mother_name")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t("my.data.father_name")} {...form.getInputProps("father_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t("my.data.emergency_contact_name")}
                {...form.getInputProps("emergency_contact_name")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <MaskedInput
                label={t("my.data.emergency_contact_phone")}
                {...masked("emergency_contact_phone", "phone")}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend={t("my.data.address")}>
          <AddressFields
            value={form.values.address}
            onChange={(next) => form.setFieldValue("address", next)}
            errors={addressErrors}
            required={settings.strict_address || mandatory.has("address")}
          />
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("my.data.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** /my/data: the person edits their own registration under the tenant's rules. */
export const MyDataPage = () => {
  const { t } = useTranslation();
  const config = useRegisterConfig();
  const data = useQuery({ queryKey: MY_DATA_KEY, queryFn: () => myApi.data() });
  return (
    <Stack>
      <PageHeader
        title={t("titles.my_data")}
        description={
          data.data?.registration_number
            ? `${t("my.data.description")} ${t("my.data.registration_number", { number: data.data.registration_number })}`
            : t("my.data.description")
        }
      />
      {data.data && config.data ? (
        <MyDataForm key={data.data.version} data={data.data} settings={config.data.register} />
      ) : (
        <LoadingState />
      )}
    </Stack>
  );
};
