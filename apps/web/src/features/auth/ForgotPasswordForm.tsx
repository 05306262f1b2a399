import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { onlyDigits } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { forgotPasswordCall } from "./authCalls.ts";

/** Asks for a reset link; the answer is the same whether or not the login exists. */
export const ForgotPasswordForm = ({ onBack }: { onBack: () => void }) => {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { login: "" },
    validate: { login: (value) => (value.trim() ? null : t("auth.login.login_required")) },
  });
  const submit = form.onSubmit(async ({ login }) => {
    setBusy(true);
    try {
      await forgotPasswordCall(login.includes("@") ? login.trim().toLowerCase() : onlyDigits(login));
      setSent(true);
    } catch {
      // The notice with the server's message is already shown.
    } finally {
      setBusy(false);
    }
  });
  if (sent) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {t("auth.forgot.sent")}
        </Alert>
        <Button variant="default" onClick={onBack}>
          {t("auth.forgot.back")}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t("auth.forgot.login")}
          description={t("auth.forgot.help")}
          autoComplete="username"
          required
          {...form.getInputProps("login")}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t("auth.forgot.back")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("auth.forgot.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
