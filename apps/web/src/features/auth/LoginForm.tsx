import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { loginOf, maskLogin } from "./loginField.ts";

export type Credentials = { login: string; password: string };

/**
 * Login and password. One field takes the cpf or the e-mail (the server accepts either): digits get
 * the cpf mask as they are typed, anything else is an e-mail. Its label names the tenant's key
 * first. Used by the login screen and by the staff check screen.
 */
export const LoginForm = ({
  keyType,
  submitLabel,
  onSubmit,
}: {
  keyType: "cpf" | "email";
  submitLabel: string;
  onSubmit: (credentials: Credentials) => Promise<void>;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { login: "", password: "" },
    validate: {
      login: (value) => (value.trim() ? null : t("auth.login.login_required")),
      password: (value) => (value ? null : t("auth.login.password_required")),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit({ login: loginOf(values.login), password: values.password });
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const loginProps = form.getInputProps("login");
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={keyType === "cpf" ? t("auth.login.cpf_or_email") : t("auth.login.email_or_cpf")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...loginProps}
          onChange={(event) => form.setFieldValue("login", maskLogin(event.currentTarget.value))}
        />
        <PasswordInput
          label={t("auth.login.password")}
          autoComplete="current-password"
          required
          {...form.getInputProps("password")}
        />
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
