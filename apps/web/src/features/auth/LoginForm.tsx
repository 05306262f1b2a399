import { Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import type { FormEvent } from "react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  readStaticLogin,
  removeStaticLogin,
  removeUnshownStaticLogin,
} from "../../platform/startup/staticLogin.ts";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { loginOf, maskLogin } from "./loginField.ts";

export type Credentials = { login: string; password: string };
type Field = keyof Credentials;

/**
 * Login and password. One field takes the cpf or the e-mail (the server accepts either): digits get
 * the cpf mask as they are typed, anything else is an e-mail. Its label names the tenant's key
 * first. Used by the login screen and by the staff check screen. Two fields kept with React state
 * rather than @mantine/form: the login is the first screen, and the form library was 6 KiB gzipped
 * of its JavaScript.
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
  // An early "Entrar" whose values were read at the takeover: sent once they are in the form's state.
  const [submitPending, setSubmitPending] = useState(false);
  const [values, setValues] = useState<Credentials>({
    login: maskLogin(handed?.login ?? ""),
    password: handed?.password ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Typing into a field clears its error, as the app's other forms do.
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      login: values.login.trim() ? undefined : t("auth.login.login_required"),
      password: values.password ? undefined : t("auth.login.password_required"),
    };
    setErrors(missing);
    if (missing.login || missing.password) return;
    setBusy(true);
    try {
      await onSubmit({ login: loginOf(values.login), password: values.password });
    } catch (error) {
      applyApiErrors({
        error,
        setErrors: (found) => setErrors({ login: found.login, password: found.password }),
      });
    } finally {
      setBusy(false);
    }
  };
  // Before paint, so the static form and this one are never both on screen; the cursor stays in its
  // field, and an "Entrar" pressed early is done now.
  useLayoutEffect(() => {
    if (!handed) {
      removeUnshownStaticLogin();
      return;
    }
    if (takenOver.current) return;
    takenOver.current = true;
    // Read again at the takeover: a lazy part may have held this commit after the first render,
    // while the person typed on or moved to the other field (focusing the field of the first read
    // would take the cursor away from the one they are typing in).
    const latest = readStaticLogin() ?? handed;
    removeStaticLogin();
    const autocomplete = { login: "username", password: "current-password" } as const;
    if (latest.focused)
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[autocomplete="${autocomplete[latest.focused]}"]`)
        ?.focus();
    if (latest.login === handed.login && latest.password === handed.password) {
      if (latest.submitted) formRef.current?.requestSubmit();
      return;
    }
    setValues({ login: maskLogin(latest.login), password: latest.password });
    setSubmitPending(latest.submitted);
  }, [handed]);
  useEffect(() => {
    if (!submitPending) return;
    setSubmitPending(false);
    formRef.current?.requestSubmit();
  }, [submitPending]);
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={keyType === "cpf" ? t("auth.login.cpf_or_email") : t("auth.login.email_or_cpf")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.login}
          error={errors.login}
          onChange={(event) => change("login", maskLogin(event.currentTarget.value))}
        />
        <PasswordInput
          label={t("auth.login.password")}
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password}
          onChange={(event) => change("password", event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
};
