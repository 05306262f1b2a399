import { Anchor, Button, Group, Text } from "@mantine/core";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { withScreenTexts } from "../../i18n/screenTexts.ts";
import { lazyScreen } from "../../platform/chunkReload.ts";
import { startSession } from "../../platform/startup/session.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { safeRedirect } from "../../routes/safeRedirect.ts";
import { CenteredCard } from "../../ui/CenteredCard.tsx";
import { loginCall } from "./authCalls.ts";
import { LoginForm } from "./LoginForm.tsx";
import { useLoginKey } from "./useLoginKey.ts";

// Only the login form is on the first screen; the language choice (a combobox), the reset form (the
// password strength meter) and the forgotten-password form load apart, when they are shown, the
// forms with the other screens' texts; and so do the OAuth buttons, which ask through TanStack Query.
const LanguageSelect = lazyScreen(
  withScreenTexts(() => import("../shell/LanguageSelect.tsx").then((m) => ({ default: m.LanguageSelect }))),
);
const ForgotPasswordForm = lazyScreen(
  withScreenTexts(() => import("./ForgotPasswordForm.tsx").then((m) => ({ default: m.ForgotPasswordForm }))),
);
const ResetPasswordForm = lazyScreen(
  withScreenTexts(() => import("./ResetPasswordForm.tsx").then((m) => ({ default: m.ResetPasswordForm }))),
);
const OAuthButtons = lazyScreen(() =>
  import("./OAuthButtons.tsx").then((m) => ({ default: m.OAuthButtons })),
);

export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyType = useLoginKey();
  const registerOpen = useApp((state) => state.config?.register.open ?? false);
  const loginMail = useApp((state) => state.loginMail);
  const [forgot, setForgot] = useState(false);
  const redirect = safeRedirect(params.get("redirect"));
  const resetToken = params.get("reset");

  if (resetToken) {
    return (
      <CenteredCard title={t("auth.reset.title")}>
        <Suspense fallback={null}>
          <ResetPasswordForm token={resetToken} onDone={() => setParams({}, { replace: true })} />
        </Suspense>
      </CenteredCard>
    );
  }
  if (forgot) {
    return (
      <CenteredCard title={t("auth.forgot.title")}>
        <Suspense fallback={null}>
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        </Suspense>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard title={t("auth.login.title")}>
      <LoginForm
        keyType={keyType}
        submitLabel={t("auth.login.submit")}
        onSubmit={async (credentials) => {
          startSession(await loginCall(credentials));
          navigate(redirect, { replace: true });
        }}
      />
      <Group justify="space-between">
        <Button variant="subtle" size="compact-sm" onClick={() => setForgot(true)}>
          {t("auth.login.forgot")}
        </Button>
        {registerOpen ? (
          <Anchor component={Link} to="/register" size="sm">
            {t("auth.login.register")}
          </Anchor>
        ) : null}
      </Group>
      <Suspense fallback={null}>
        <OAuthButtons returnTo={redirect} />
      </Suspense>
      {loginMail ? (
        <Text size="sm" c="dimmed" ta="center">
          {t("auth.login.help_mail")} <Anchor href={`mailto:${loginMail}`}>{loginMail}</Anchor>
        </Text>
      ) : null}
      <Suspense fallback={null}>
        <LanguageSelect size="xs" />
      </Suspense>
    </CenteredCard>
  );
};
