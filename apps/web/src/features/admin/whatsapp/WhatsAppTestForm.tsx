import { Alert, Button, Code, Fieldset, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  WHATSAPP_TEXT_MAX,
  type WhatsAppSettingsView,
  type WhatsAppTestResult,
  ZWhatsAppTestInput,
} from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../platform/api/apiError.ts";
import { whatsappApi } from "../../../platform/api/operations/whatsapp.ts";
import { applyApiErrors, issuesToErrors } from "../../../ui/forms/fieldErrors.ts";
import { MaskedInput } from "../../../ui/forms/MaskedInput.tsx";

type Values = { to: string; kind: "text" | "template"; text: string };
type Outcome = { ok: true; result: WhatsAppTestResult } | { ok: false; message: string } | null;

/**
 * "Enviar mensagem de teste": the server calls the Cloud API with the saved settings and this screen
 * shows what the API answered, or why it failed, in pt-BR.
 */
export const WhatsAppTestForm = ({ settings }: { settings: WhatsAppSettingsView }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Values>({
    initialValues: { to: "", kind: "text", text: t("wpp.test.default_text") },
    validate: (values) => {
      const parsed = ZWhatsAppTestInput.safeParse(values);
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await whatsappApi.test({ body: values, quiet: true });
      setOutcome({ ok: true, result });
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
      setOutcome({ ok: false, message: isApiError(error) ? error.message : t("api.unreachable") });
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t("wpp.test.title")}>
        <Stack>
          {settings.configured ? (
            <Text size="sm" c="dimmed">
              {t("wpp.test.help")}
            </Text>
          ) : (
            <Alert color="yellow">{t("wpp.test.not_configured")}</Alert>
          )}
          <MaskedInput
            mask="phone"
            inputMode="tel"
            label={t("wpp.test.to")}
            description={t("wpp.test.to_help")}
            required
            {...form.getInputProps("to")}
            value={form.values.to}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="wpp-test-kind">
              {t("wpp.test.kind")}
            </Text>
            <SegmentedControl
              aria-labelledby="wpp-test-kind"
              data={[
                { value: "text", label: t("wpp.test.kind_text") },
                {
                  value: "template",
                  label: settings.default_template
                    ? t("wpp.test.kind_template", { name: settings.default_template })
                    : t("wpp.test.kind_template_none"),
                  disabled: !settings.default_template,
                },
              ]}
              {...form.getInputProps("kind")}
            />
          </Stack>
          {form.values.kind === "text" ? (
            <Textarea
              label={t("wpp.test.text")}
              description={t("wpp.test.text_help")}
              rows={4}
              resize="vertical"
              maxLength={WHATSAPP_TEXT_MAX}
              required
              {...form.getInputProps("text")}
            />
          ) : null}
          {outcome?.ok ? (
            <Alert color="green" role="status" title={t("wpp.test.sent_title")}>
              <Stack gap={4}>
                <Text size="sm">{t("wpp.test.sent_text", { to: outcome.result.to })}</Text>
                {outcome.result.message_id ? (
                  <Text size="sm">
                    {t("wpp.test.message_id")} <Code>{outcome.result.message_id}</Code>
                  </Text>
                ) : null}
                {outcome.result.wa_id ? (
                  <Text size="sm">
                    {t("wpp.test.wa_id")} <Code>{outcome.result.wa_id}</Code>
                  </Text>
                ) : null}
              </Stack>
            </Alert>
          ) : null}
          {outcome && !outcome.ok ? (
            <Alert color="red" role="alert" title={t("wpp.test.failed_title")}>
              {outcome.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!settings.configured}>
              {t("wpp.test.send")}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
};
