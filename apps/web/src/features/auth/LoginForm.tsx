import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readStaticLogin, removeStaticLogin } from "../../platform/startup/staticLogin.ts";
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
  // What the person typed into index.html's form while the code downloaded (staticLogin.ts).
  const [handed] = useState(readStaticLogin);
  const formRef = useRef<HTMLFormElement>(null);
  const takenOver = useRef(false);
  const form = useForm({
    initialValues: { login: maskLogin(handed?.login ?? ""), password: handed?.password ?? "" },
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
  // Before paint, so the static form and this one are never both on screen; the cursor stays in its
  // field, and an "Entrar" pressed early is done now.
  useLayoutEffect(() => {
    if (!handed || takenOver.current) return;
    takenOver.current = true;
    removeStaticLogin();
    const autocomplete = { login: "username", password: "current-password" } as const;
    if (handed.focused)
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete[handed.focused]}"]`)
        ?.focus();
    if (handed.submitted) formRef.current?.requestSubmit();
  }, [handed]);
  const loginProps = form.getInputProps("login");
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
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
