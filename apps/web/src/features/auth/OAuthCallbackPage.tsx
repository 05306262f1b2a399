import { Alert, Button, Stack } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { startSession } from "../../platform/startup/session.ts";
import { OAUTH_RETURN_KEY, safeRedirect } from "../../routes/safeRedirect.ts";
import { CenteredCard } from "../../ui/CenteredCard.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { oauthExchangeCall } from "./authCalls.ts";

/** The identity provider came back: trade the one-time code for a session, then return. */
export const OAuthCallbackPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key = "", code = "" } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // The code is single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    oauthExchangeCall({ key, code })
      .then((result) => {
        startSession(result);
        const target = safeRedirect(sessionStorage.getItem(OAUTH_RETURN_KEY));
        sessionStorage.removeItem(OAUTH_RETURN_KEY);
        navigate(target, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [key, code, navigate]);
  return (
    <CenteredCard title={t("titles.oauth")}>
      {failed ? (
        <Stack>
          <Alert color="red" role="alert">
            {t("auth.oauth.failed")}
          </Alert>
          <Button component={Link} to="/login">
            {t("errors.go_login")}
          </Button>
        </Stack>
      ) : (
        <LoadingState />
      )}
    </CenteredCard>
  );
};
