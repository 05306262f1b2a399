import { Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { resetPasswordCall } from "./authCalls.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { newPasswordValidation } from "./newPasswordValidation.ts";

/** Opened by the e-mailed link `/login?reset=<token>`. */
export const ResetPasswordForm = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: "", confirmation: "" },
    validate: newPasswordValidation(t),
  });
  const submit = form.onSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await resetPasswordCall({ token, password });
      notifySuccess({ message: t("auth.reset.done") });
      onDone();
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <NewPasswordFields form={form} />
        <Button type="submit" loading={busy} fullWidth>
          {t("auth.reset.submit")}
        </Button>
      </Stack>
    </form>
  );
};
