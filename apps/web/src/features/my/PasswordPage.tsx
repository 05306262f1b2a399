import { Button, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../platform/api/operations/auth.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { startSession } from "../../platform/startup/session.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { NewPasswordFields } from "../auth/NewPasswordFields.tsx";
import { newPasswordValidation } from "../auth/newPasswordValidation.ts";

/** Change password; the server revokes other sessions and answers a new token, which is stored. */
export const PasswordPage = () => {
  const { t } = useTranslation();
  const info = useApp((state) => state.info);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { current_password: "", password: "", confirmation: "" },
    validate: {
      current_password: (value: string) => (value ? null : t("auth.password.current_required")),
      ...newPasswordValidation(t),
    },
  });
  const submit = form.onSubmit(async ({ current_password, password }) => {
    setBusy(true);
    try {
      startSession(await authApi.changePassword({ body: { current_password, password } }));
      form.reset();
      notifySuccess({ message: t("auth.password.changed") });
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  return (
    <Stack maw={480}>
      <PageHeader title={t("titles.password")} description={t("auth.password.description")} />
      <form onSubmit={submit} noValidate>
        {/* Lets password managers tie the new password to this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={info?.email ?? ""}
          readOnly
          hidden
        />
        <Stack>
          <PasswordInput
            label={t("auth.password.current")}
            autoComplete="current-password"
            required
            {...form.getInputProps("current_password")}
          />
          <NewPasswordFields form={form} userInputs={[info?.name ?? "", info?.email ?? ""]} />
          <Button type="submit" loading={busy}>
            {t("auth.password.submit")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
};
