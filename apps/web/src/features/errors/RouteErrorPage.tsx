import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { isChunkLoadError, reloadOnceForChunkError } from "../../platform/chunkReload.ts";
import { removeStaticLogin } from "../../platform/startup/staticLogin.ts";

/** Last resort for a screen that crashed; a stale chunk reloads instead (spec §8). */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  // index.html's static login form would cover this page.
  useEffect(() => removeStaticLogin(), []);
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  console.error(error);
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" maw={520} ta="center" role="alert">
        <Title order={1} size="h2">
          {t("errors.crash.title")}
        </Title>
        <Text>{t("errors.crash.description")}</Text>
        <Button onClick={() => window.location.reload()}>{t("errors.crash.reload")}</Button>
      </Stack>
    </Center>
  );
};
