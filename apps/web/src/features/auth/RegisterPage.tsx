import { Alert, Anchor, Button, Checkbox, Fieldset, Stack } from "@mantine/core";
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
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { newPasswordValidation } from "./newPasswordValidation.ts";
import { PersonFields } from "./PersonFields.tsx";
import type { RegisterValues } from "./registerForm.ts";
import { emptyRegisterValues, validateRegister } from "./registerForm.ts";

const RegisterForm = ({ config }: { config: RegisterConfig }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const settings = config.register;
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
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PersonFields
          form={form}
          settings={settings}
          legend={t("register.personal")}
          cpfRequired={settings.cpf_required || settings.key === "cpf"}
          birthdateRequired={settings.mandatory_fields.includes("birthdate")}
        />
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
