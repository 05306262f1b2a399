import { Alert, Anchor, Button, Checkbox, Fieldset, Grid, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { RegisterConfig } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { authApi } from "../../platform/api/operations/auth.ts";
import { configsApi } from "../../platform/api/operations/configs.ts";
import { startSession } from "../../platform/startup/session.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { newPasswordValidation } from "./newPasswordValidation.ts";
import type { RegisterValues } from "./registerForm.ts";
import { emptyRegisterValues, shownFields, validateRegister } from "./registerForm.ts";

const RegisterForm = ({ config }: { config: RegisterConfig }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const settings = config.register;
  const show = shownFields(settings);
  const mandatory = new Set<string>(settings.mandatory_fields);
  const cpfRequired = settings.cpf_required || settings.key === "cpf";
  const form = useForm<RegisterValues>({
    initialValues: emptyRegisterValues(),
    validate: (values) => {
      const { errors, passwordsMatch } = validateRegister({ values, settings });
      const passwordRules = newPasswordValidation(t);
      const confirmation = passwordRules.confirmation(values.confirmation, values);
      return passwordsMatch ? errors : { ...errors, confirmation };
    },
  });
  const submit = form.onSubmit(async (values) => {
    const { body } = validateRegister({ values, settings });
    if (!body) return;
    setBusy(true);
    try {
      startSession(await authApi.register({ body }));
      navigate("/", { replace: true });
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const masked = (field: "cpf" | "phone" | "address.cep", mask: "cpf" | "phone" | "cep") => {
    const props = form.getInputProps(field);
    return {
      mask,
      value: props.value as string,
      onChange: (value: string) => form.setFieldValue(field, value as never),
      error: props.error,
      inputMode: mask === "phone" ? ("tel" as const) : ("numeric" as const),
    };
  };
  const text = (field: string, required: boolean, autoComplete?: string) => ({
    ...form.getInputProps(field),
    required,
    autoComplete,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t("register.personal")}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label={t("register.name")} {...text("name", true, "name")} />
            </Grid.Col>
            {show.social_name ? (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label={t("register.social_name")} {...text("social_name", true)} />
              </Grid.Col>
            ) : null}
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput label={t("register.cpf")} required={cpfRequired} {...masked("cpf", "cpf")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput label={t("register.email")} type="email" {...text("email", true, "email")} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <MaskedInput
                label={t("register.phone")}
                required={mandatory.has("phone")}
                autoComplete="tel"
                {...masked("phone", "phone")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t("register.birthdate")}
                type="date"
                {...text("birthdate", mandatory.has("birthdate"), "bday")}
              />
            </Grid.Col>
            {show.gender ? (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Select
                  label={t("register.gender")}
                  required
                  data={["F", "M", "O"].map((value) => ({ value, label: t(`register.genders.${value}`) }))}
                  {...form.getInputProps("gender")}
                />
              </Grid.Col>
            ) : null}
            {show.mother_name ? (
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput label={t("register.mother_name")} {...text("mother_name", true)} />
              </Grid.Col>
            ) : null}
            {show.rg ? (
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label={t("register.rg")} {...text("rg", true)} />
              </Grid.Col>
            ) : null}
          </Grid>
        </Fieldset>
        {show.address ? (
          <Fieldset legend={t("register.address")}>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <MaskedInput
                  label={t("register.cep")}
                  required
                  autoComplete="postal-code"
                  {...masked("address.cep", "cep")}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput label={t("register.street")} {...text("address.street", true, "address-line1")} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput label={t("register.number")} {...text("address.number", true)} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 9 }}>
                <TextInput
                  label={t("register.complement")}
                  {...text("address.complement", false, "address-line2")}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput label={t("register.district")} {...text("address.district", true)} />
              </Grid.Col>
              <Grid.Col span={{ base: 8, sm: 5 }}>
                <TextInput label={t("register.city")} {...text("address.city", true, "address-level2")} />
              </Grid.Col>
              <Grid.Col span={{ base: 4, sm: 2 }}>
                <TextInput
                  label={t("register.state")}
                  maxLength={2}
                  {...text("address.state", true, "address-level1")}
                />
              </Grid.Col>
            </Grid>
          </Fieldset>
        ) : null}
        <Fieldset legend={t("register.access")}>
          <NewPasswordFields
            form={form}
            userInputs={[form.values.name, form.values.email, form.values.cpf]}
          />
        </Fieldset>
        <Checkbox
          label={t("register.accept_terms")}
          {...form.getInputProps("accept_terms", { type: "checkbox" })}
        />
        <Button type="submit" loading={busy} size="md">
          {t("register.submit")}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t("register.have_account")}
        </Anchor>
      </Stack>
    </form>
  );
};

/** Person registration driven by configs/register (fields, mandatory ones, cpf rules). */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const backend = useApp((state) => state.backend);
  const config = useQuery({
    queryKey: ["configs/register", backend],
    queryFn: () => configsApi.register(),
  });
  return (
    <Stack maw={760} mx="auto">
      <PageHeader title={t("titles.register")} description={t("register.description")} />
      <QueryOverlay {...queryOverlayProps(config)}>
        {config.data && !config.data.register.open ? (
          <Alert color="yellow">{t("register.closed")}</Alert>
        ) : config.data ? (
          <RegisterForm config={config.data} />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
