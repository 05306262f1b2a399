import {
  Button,
  Code,
  Fieldset,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  GATEWAY_DEFAULT_BASE_URLS,
  PAYMENT_GATEWAY_KEYS,
  type PaymentGatewayKey,
  type PaymentSettingsView,
  PIX_KEY_KINDS,
  type PixKeyKind,
} from "@quadra/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../platform/api/apiError.ts";
import { paymentsApi } from "../../../platform/api/operations/payments.ts";
import { notifySuccess } from "../../../platform/notify/notify.tsx";
import { applyApiErrors } from "../../../ui/forms/fieldErrors.ts";
import { StaleVersionAlert } from "../../../ui/forms/StaleVersionAlert.tsx";
import { PAYMENT_SETTINGS_QUERY_KEY } from "./paymentsQueryKeys.ts";

type Credentials = { base_url: string; api_key: string; webhook_secret: string };
type Values = {
  gateway: string;
  pix_key_type: string;
  pix_key: string;
  merchant_name: string;
  merchant_city: string;
} & Record<PaymentGatewayKey, Credentials>;

const GATEWAY_NAMES: Record<PaymentGatewayKey, string> = {
  asaas: "Asaas",
  mercadopago: "Mercado Pago",
  pagarme: "Pagar.me",
};

const toValues = (current: PaymentSettingsView): Values => {
  const credentials = (key: PaymentGatewayKey): Credentials => ({
    base_url: current[key]?.base_url ?? GATEWAY_DEFAULT_BASE_URLS[key],
    // The mask stands for the stored secret: sent back as it is, the secret is kept.
    api_key: current[key]?.api_key ?? "",
    webhook_secret: current[key]?.webhook_secret ?? "",
  });
  return {
    gateway: current.gateway ?? "none",
    pix_key_type: current.pix_key_type ?? "cnpj",
    pix_key: current.pix_key ?? "",
    merchant_name: current.merchant_name ?? "",
    merchant_city: current.merchant_city ?? "",
    asaas: credentials("asaas"),
    mercadopago: credentials("mercadopago"),
    pagarme: credentials("pagarme"),
  };
};

/** The tenant's PIX key and gateway credentials; secrets are sealed by the server and shown masked. */
export const PaymentSettingsForm = ({
  current,
  onReload,
}: {
  current: PaymentSettingsView;
  onReload: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const form = useForm<Values>({ initialValues: toValues(current) });
  const gateway = form.values.gateway;
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const credentials = (key: PaymentGatewayKey) => {
        const value = values[key];
        return value.api_key || value.webhook_secret || current[key]
          ? {
              base_url: value.base_url,
              api_key: value.api_key || null,
              webhook_secret: value.webhook_secret || null,
            }
          : null;
      };
      const saved = await paymentsApi.saveSettings({
        body: {
          version: current.version,
          gateway: values.gateway === "none" ? null : (values.gateway as "pix" | PaymentGatewayKey),
          pix_key_type: values.pix_key ? (values.pix_key_type as PixKeyKind) : null,
          pix_key: values.pix_key || null,
          merchant_name: values.merchant_name || null,
          merchant_city: values.merchant_city || null,
          asaas: credentials("asaas"),
          mercadopago: credentials("mercadopago"),
          pagarme: credentials("pagarme"),
        },
      });
      notifySuccess({ message: t("payments.saved") });
      queryClient.setQueryData(PAYMENT_SETTINGS_QUERY_KEY, saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const chosen = (PAYMENT_GATEWAY_KEYS as readonly string[]).includes(gateway)
    ? (gateway as PaymentGatewayKey)
    : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Select
          label={t("payments.receiving")}
          allowDeselect={false}
          data={["none", "pix", ...PAYMENT_GATEWAY_KEYS].map((value) => ({
            value,
            label: t(`payments.gateway_options.${value}`),
          }))}
          {...form.getInputProps("gateway")}
        />
        <Fieldset legend={t("payments.pix_title")}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("payments.pix_key_type")}
                allowDeselect={false}
                data={PIX_KEY_KINDS.map((value) => ({ value, label: t(`payments.pix_key_types.${value}`) }))}
                {...form.getInputProps("pix_key_type")}
              />
              <TextInput
                label={t("payments.pix_key")}
                autoComplete="off"
                {...form.getInputProps("pix_key")}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("payments.merchant_name")}
                maxLength={25}
                {...form.getInputProps("merchant_name")}
              />
              <TextInput
                label={t("payments.merchant_city")}
                maxLength={15}
                {...form.getInputProps("merchant_city")}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        {chosen ? (
          <Fieldset legend={t("payments.gateway_title", { name: GATEWAY_NAMES[chosen] })}>
            <Stack>
              <TextInput
                label={t("payments.base_url")}
                description={t("payments.base_url_help", { url: GATEWAY_DEFAULT_BASE_URLS[chosen] })}
                {...form.getInputProps(`${chosen}.base_url`)}
              />
              <PasswordInput
                label={t(`payments.api_key.${chosen}`)}
                description={current[chosen]?.api_key ? t("payments.secret_set") : undefined}
                autoComplete="off"
                {...form.getInputProps(`${chosen}.api_key`)}
              />
              <PasswordInput
                label={t(`payments.webhook_secret.${chosen}`)}
                description={current[chosen]?.webhook_secret ? t("payments.secret_set") : undefined}
                autoComplete="off"
                {...form.getInputProps(`${chosen}.webhook_secret`)}
              />
              <Text size="sm">
                {t("payments.webhook_address")} <Code>{current.webhook_paths[chosen]}</Code>
              </Text>
            </Stack>
          </Fieldset>
        ) : null}
        {conflict ? (
          <StaleVersionAlert
            title={t("payments.conflict_title")}
            text={t("payments.conflict_text")}
            reload={t("payments.conflict_reload")}
            onReload={onReload}
          />
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
