import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { whatsappApi } from "../../../platform/api/operations/whatsapp.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { WhatsAppSettingsForm } from "./WhatsAppSettingsForm.tsx";
import { WhatsAppTestForm } from "./WhatsAppTestForm.tsx";
import { WHATSAPP_QUERY_KEY } from "./whatsappQueryKey.ts";

/** WhatsApp Cloud API settings and a test message (/admin/wpp, permission `whatsapp`). */
export const WhatsAppPage = () => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: WHATSAPP_QUERY_KEY,
    queryFn: () => whatsappApi.settings(),
  });
  return (
    <Stack maw={860}>
      <PageHeader title={t("titles.wpp")} description={t("wpp.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <Stack gap="xl">
            <WhatsAppSettingsForm
              key={query.data.version}
              current={query.data}
              onReload={() => void query.refetch()}
            />
            <WhatsAppTestForm settings={query.data} />
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
