import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { onlyDigits } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../ui/forms/MaskedInput.tsx";

export type Credentials = { login: string; password: string };

/**
 * Login and password by the tenant's key: a cpf mask when the key is cpf (an e-mail is accepted too
 * when it contains "@"), otherwise e-mail. Used by the login screen and by the staff check screen.
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
  const [useEmail, setUseEmail] = useState(keyType === "email");
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
      const login = useEmail ? values.login.trim().toLowerCase() : onlyDigits(values.login);
      await onSubmit({ login, password: values.password });
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
        {useEmail ? (
          <TextInput
            label={t("auth.login.email")}
            type="email"
            autoComplete="username"
            required
            {...loginProps}
          />
        ) : (
          <MaskedInput
            mask="cpf"
            label={t("auth.login.cpf")}
            inputMode="numeric"
            autoComplete="username"
            required
            value={form.values.login}
            onChange={(value) => form.setFieldValue("login", value)}
            error={loginProps.error}
          />
        )}
        {keyType === "cpf" ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setUseEmail(!useEmail);
              form.setFieldValue("login", "");
            }}
            style={{ alignSelf: "flex-start" }}
          >
            {useEmail ? t("auth.login.use_cpf") : t("auth.login.use_email")}
          </Button>
        ) : null}
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
