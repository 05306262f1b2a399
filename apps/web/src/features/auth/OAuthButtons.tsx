import { Button, Divider, Stack } from "@mantine/core";
import { IconLogin2 } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { authAddresses } from "../../platform/api/operations/auth.ts";
import { queryClient } from "../../platform/queryClient.ts";
import { useApp } from "../../platform/state/appStore.ts";
import { OAUTH_RETURN_KEY } from "../../routes/safeRedirect.ts";
import { oauthProvidersCall } from "./authCalls.ts";

/** One button per identity provider the tenant configured; none shown when there are none. */
export const OAuthButtons = ({ returnTo }: { returnTo: string }) => {
  const { t } = useTranslation();
  const backend = useApp((state) => state.backend);
  // The app's client given by hand: the login screen is not inside the provider (withQueryClient.ts).
  const providers = useQuery(
    { queryKey: ["oauth-providers", backend], queryFn: oauthProvidersCall, enabled: Boolean(backend) },
    queryClient,
  );
  if (!backend || !providers.data?.length) return null;
  return (
    <Stack gap="xs">
      <Divider label={t("auth.oauth.or")} labelPosition="center" />
      {providers.data.map((provider) => (
        <Button
          key={provider.key}
          component="a"
          variant="default"
          leftSection={<IconLogin2 size={18} aria-hidden />}
          href={operationUrl(authAddresses.oauthStart, {
            params: { key: provider.key },
            query: { return_to: returnTo },
          })}
          onClick={() => sessionStorage.setItem(OAUTH_RETURN_KEY, returnTo)}
        >
          {t("auth.oauth.continue_with", { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
};
