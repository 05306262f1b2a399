import { Alert, Badge, Button, Fieldset, Grid, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { BLOOD_TYPES, GENDERS, type Person, type RegisterSettings } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AddressFields } from "../regions/AddressFields.tsx";
import { RefSelect } from "../resources/RefSelect.tsx";
import { createPerson, fetchPerson, PEOPLE_KEY, updatePerson } from "./peopleCalls.ts";
import {
  emptyPersonValues,
  type PersonValues,
  personValues,
  requiredFields,
  validatePerson,
} from "./personForm.ts";
import { useIsPeopleStaff, useRegisterSettings } from "./useRegisterSettings.ts";

const LIST = "/records/users";

const PersonForm = ({ settings, person }: { settings: RegisterSettings; person: Person | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const staff = useIsPeopleStaff();
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const required = requiredFields(settings);
  const form = useForm<PersonValues>({
    initialValues: person ? personValues(person) : emptyPersonValues(),
    validate: (values) => validatePerson({ values, settings }).errors,
  });

  const submit = form.onSubmit(async (values) => {
    const { body } = validatePerson({ values, settings });
    if (!body) return;
    setBusy(true);
    try {
      const saved = person ? await updatePerson(person.id, body, person.version) : await createPerson(body);
      await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
      notifySuccess({ message: t(person ? "people.form.saved" : "people.form.created") });
      if (!person) navigate(staff ? LIST : `/records/users/image/${saved.id}`);
      else form.resetDirty();
    } catch (error) {
      // A 409 without field errors is a stale version: offer to reload instead of overwriting.
      if (isApiError(error) && error.status === 409 && Object.keys(error.errors).length === 0) setStale(true);
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });

  const masked = (field: "cpf" | "phone" | "emergency_contact_phone", mask: "cpf" | "phone") => {
    const props = form.getInputProps(field);
    return {
      mask,
      value: props.value as string,
      onChange: (value: string) => form.setFieldValue(field, value),
      error: props.error,
      inputMode: mask === "phone" ? ("tel" as const) : ("numeric" as const),
    };
  };
  const text = (field: keyof PersonValues, isRequired = false, autoComplete?: string) => ({
    label: t(`people.form.${field}`),
    ...form.getInputProps(field),
    required: isRequired,
    autoComplete,
  });
  const addressErrors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([key]) => key.startsWith("address."))
      .map(([key, message]) => [key.slice("address.".length), message]),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {person?.anonymized_at ? <Alert color="yellow">{t("people.form.anonymized")}</Alert> : null}
        {!staff && !person ? <Alert color="blue">{t("people.form.dependent_notice")}</Alert> : null}
        {stale ? (
          <Alert color="orange" title={t("people.form.stale_title")} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("people.form.stale_text")}</Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => {
                  setStale(false);
                  void queryClient.resetQueries({ queryKey: [PEOPLE_KEY, "person", person?.id] });
                }}
              >
                {t("people.form.reload")}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Fieldset legend={t("people.form.personal")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput {...text("name", true, "name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...text("social_name", required.social_name)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput label={t("people.form.cpf")} required={required.cpf} {...masked("cpf", "cpf")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput type="email" {...text("email", required.email, "email")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label={t("people.form.phone")}
                required={required.phone}
                autoComplete="tel"
                {...masked("phone", "phone")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput type="date" {...text("birthdate", required.birthdate, "bday")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                {...text("gender", required.gender)}
                data={GENDERS.map((value) => ({ value, label: t(`people.form.genders.${value}`) }))}
                clearable={!required.gender}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput {...text("rg", required.rg)} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend={t("people.form.family")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text("mother_name", required.mother_name)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text("father_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text("nationality")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput {...text("birth_city")} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend={t("people.form.health")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Select {...text("blood_type")} data={[...BLOOD_TYPES]} clearable />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput {...text("emergency_contact_name")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label={t("people.form.emergency_contact_phone")}
                {...masked("emergency_contact_phone", "phone")}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend={t("people.form.address")}>
          <AddressFields
            value={form.values.address}
            onChange={(address) => form.setFieldValue("address", address)}
            errors={addressErrors}
            required={required.address}
          />
          {typeof form.errors.address === "string" ? (
            <Text c="red" size="sm" mt="xs">
              {form.errors.address}
            </Text>
          ) : null}
        </Fieldset>
        {staff ? (
          <Fieldset legend={t("people.form.guardian_section")}>
            <RefSelect
              resource="users"
              label={t("people.form.guardian")}
              description={t("people.form.guardian_help")}
              value={form.values.guardian_id}
              title={person?.guardian_name ?? null}
              onChange={(value) => form.setFieldValue("guardian_id", value)}
              error={form.errors.guardian_id}
            />
          </Fieldset>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => (staff ? navigate(LIST) : navigate(-1))}>
            {t("people.form.back")}
          </Button>
          <Button type="submit" loading={busy} disabled={Boolean(person?.anonymized_at)}>
            {t(person ? "people.form.save" : "people.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** `/records/users/create` and `/records/users/edit/:id`: one registration screen for both (spec §2). */
export const PersonFormPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const config = useRegisterSettings();
  const person = useQuery({
    queryKey: [PEOPLE_KEY, "person", id],
    queryFn: ({ signal }) => fetchPerson(id!, signal),
    enabled: Boolean(id),
  });
  const loaded = config.data && (!id || person.data);
  return (
    <Stack maw={900} mx="auto" w="100%">
      <PageHeader
        title={t(id ? "people.form.edit_title" : "people.form.create_title")}
        description={t("people.form.create_description")}
        actions={
          person.data?.registration_number ? (
            <Badge size="lg" variant="light">
              {t("people.form.registration_number", { number: person.data.registration_number })}
            </Badge>
          ) : null
        }
      />
      <QueryOverlay {...queryOverlayProps(id && !person.data ? person : config)}>
        {loaded ? (
          <PersonForm
            // A reloaded record (after a 409) starts a fresh form with its values.
            key={`${person.data?.id ?? "new"}:${person.data?.version ?? 0}`}
            settings={config.data.register}
            person={id ? (person.data ?? null) : null}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
