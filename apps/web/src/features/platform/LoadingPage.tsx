import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { notifyError } from "../../platform/notify/notify.tsx";
import { connectWithCode } from "../../platform/startup/tenant.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { CenteredCard } from "../../ui/CenteredCard.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";

/** Start-up screen: waits for the tenant, or asks for the client code (connect mode). */
export const LoadingPage = () => {
  const { t } = useTranslation();
  const booting = useApp((state) => state.booting);
  const backend = useApp((state) => state.backend);
  const clientError = useApp((state) => state.clientError);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { code: "" },
    validate: { code: (value) => (value.trim() ? null : t("connect.code_required")) },
  });
  if (booting) return <LoadingState />;
  if (backend) return <Navigate to="/" replace />;
  const submit = form.onSubmit(async ({ code }) => {
    setBusy(true);
    try {
      // With a backend set this screen re-renders into <Navigate to="/">; navigating here too races it.
      await connectWithCode(code);
    } catch (error) {
      const message =
        isApiError(error) && error.status === 404 ? t("connect.unknown_code") : t("api.unreachable");
      form.setErrors({ code: message });
      notifyError({ message });
    } finally {
      setBusy(false);
    }
  });
  return (
    <CenteredCard title={t("connect.title")}>
      {clientError ? (
        <Alert color={clientError === "unknown" ? "yellow" : "red"} role="alert">
          {t(`connect.error_${clientError}`)}
        </Alert>
      ) : null}
      <Text c="dimmed">{t("connect.description")}</Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t("connect.code")}
            autoComplete="organization"
            autoCapitalize="none"
            required
            {...form.getInputProps("code")}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t("connect.submit")}
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
};
