import { Alert, Button, Fieldset, Group, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  WHATSAPP_DEFAULT_API_BASE_URL,
  type WhatsAppSettingsView,
  ZWhatsAppSettingsInput,
} from "@quadra/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../platform/api/apiError.ts";
import { whatsappApi } from "../../../platform/api/operations/whatsapp.ts";
import { notifySuccess } from "../../../platform/notify/notify.tsx";
import { applyApiErrors, issuesToErrors } from "../../../ui/forms/fieldErrors.ts";
import { WHATSAPP_QUERY_KEY } from "./whatsappQueryKey.ts";

type Values = {
  phone_number_id: string;
  business_account_id: string;
  access_token: string;
  api_base_url: string;
  default_template: string;
  default_language: string;
};

const toValues = (current: WhatsAppSettingsView): Values => ({
  phone_number_id: current.phone_number_id ?? "",
  business_account_id: current.business_account_id ?? "",
  // The mask stands for the stored token: sent back as it is, the token is kept.
  access_token: current.access_token ?? "",
  api_base_url: current.api_base_url,
  default_template: current.default_template ?? "",
  default_language: current.default_language,
});

/** The Cloud API credentials; the token is stored sealed by the server and only ever shown masked. */
export const WhatsAppSettingsForm = ({
  current,
  onReload,
}: {
  current: WhatsAppSettingsView;
  onReload: () => void;
}) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const form = useForm<Values>({
    initialValues: toValues(current),
    validate: (values) => {
      const parsed = ZWhatsAppSettingsInput.safeParse({ ...values, version: current.version });
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const saved = await whatsappApi.saveSettings({
        body: { ...values, access_token: values.access_token || null, version: current.version },
      });
      notifySuccess({ message: t("wpp.saved") });
      queryClient.setQueryData(WHATSAPP_QUERY_KEY, saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t("wpp.settings_title")}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("wpp.fields.phone_number_id")}
              description={t("wpp.help.phone_number_id")}
              inputMode="numeric"
              {...form.getInputProps("phone_number_id")}
            />
            <TextInput
              label={t("wpp.fields.business_account_id")}
              description={t("wpp.help.business_account_id")}
              inputMode="numeric"
              {...form.getInputProps("business_account_id")}
            />
          </SimpleGrid>
          <PasswordInput
            label={t("wpp.fields.access_token")}
            description={current.access_token ? t("wpp.help.access_token_set") : t("wpp.help.access_token")}
            autoComplete="off"
            {...form.getInputProps("access_token")}
          />
          <TextInput
            label={t("wpp.fields.api_base_url")}
            description={t("wpp.help.api_base_url", { url: WHATSAPP_DEFAULT_API_BASE_URL })}
            {...form.getInputProps("api_base_url")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("wpp.fields.default_template")}
              description={t("wpp.help.default_template")}
              placeholder="hello_world"
              {...form.getInputProps("default_template")}
            />
            <TextInput
              label={t("wpp.fields.default_language")}
              description={t("wpp.help.default_language")}
              placeholder="pt_BR"
              {...form.getInputProps("default_language")}
            />
          </SimpleGrid>
          {conflict ? (
            <Alert color="orange" role="alert" title={t("wpp.conflict_title")}>
              <Stack gap="xs" align="flex-start">
                {t("wpp.conflict_text")}
                <Button size="xs" variant="light" onClick={onReload}>
                  {t("wpp.conflict_reload")}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
};
