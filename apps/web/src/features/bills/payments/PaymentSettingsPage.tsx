import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { paymentsApi } from "../../../platform/api/operations/payments.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { PaymentSettingsForm } from "./PaymentSettingsForm.tsx";
import { PAYMENT_SETTINGS_QUERY_KEY } from "./paymentsQueryKeys.ts";

/** How the tenant is paid (/finances/payments, permission `bills`): PIX key, gateway, credentials. */
export const PaymentSettingsPage = () => {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: PAYMENT_SETTINGS_QUERY_KEY, queryFn: () => paymentsApi.settings() });
  return (
    <Stack maw={860}>
      <PageHeader title={t("titles.finances_payments")} description={t("payments.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <PaymentSettingsForm
            key={query.data.version}
            current={query.data}
            onReload={() => void query.refetch()}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
