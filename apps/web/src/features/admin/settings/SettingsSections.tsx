import {
  Checkbox,
  Fieldset,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import {
  ASSOCIATION_OPTIONAL_FIELDS,
  PERSON_OPTIONAL_FIELDS,
  TENANT_ARTICLES,
  tenantAfter,
} from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { MaskedInput } from "../../../ui/forms/MaskedInput.tsx";
import { PublicSearchSettings } from "../../publicsearch/PublicSearchSettings.tsx";
import type { SettingsValues } from "./settingsValues.ts";

type Form = UseFormReturnType<SettingsValues>;

const checkbox = (form: Form, path: string) => form.getInputProps(path, { type: "checkbox" });

/** The panels of the settings tabs; each input is bound to the document path it edits. */
export const SettingsSections = ({ form }: { form: Form }) => {
  const { t } = useTranslation();
  return (
    <>
      <Tabs.Panel value="general" pt="md">
        <Stack>
          <TextInput
            label={t("settings.fields.title")}
            description={t("settings.help.title")}
            required
            {...form.getInputProps("title")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="settings-title-article">
              {t("settings.fields.title_article")}
            </Text>
            <SegmentedControl
              aria-labelledby="settings-title-article"
              data={TENANT_ARTICLES.map((article) => ({
                value: article,
                label: t(`settings.articles.${article}`),
              }))}
              {...form.getInputProps("title_article")}
            />
            <Text size="xs" c="dimmed">
              {t("settings.help.title_article")}{" "}
              {t("settings.article_example", {
                of_tenant: tenantAfter("de", {
                  title: form.values.title.trim() || "…",
                  article: form.values.title_article,
                }),
              })}
            </Text>
          </Stack>
          <TextInput
            type="email"
            label={t("settings.fields.login_mail")}
            description={t("settings.help.login_mail")}
            {...form.getInputProps("login_mail")}
          />
          <Switch
            label={t("settings.fields.ids_user")}
            description={t("settings.help.ids_user")}
            {...checkbox(form, "ids_user")}
          />
          <Switch
            label={t("settings.fields.bills_select_debts")}
            description={t("settings.help.bills_select_debts")}
            {...checkbox(form, "bills_select_debts")}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="people" pt="md">
        <Stack>
          <Switch
            label={t("settings.fields.register_open")}
            description={t("settings.help.register_open")}
            {...checkbox(form, "register.open")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="settings-register-key">
              {t("settings.fields.register_key")}
            </Text>
            <SegmentedControl
              aria-labelledby="settings-register-key"
              data={[
                { value: "cpf", label: t("settings.key.cpf") },
                { value: "email", label: t("settings.key.email") },
              ]}
              {...form.getInputProps("register.key")}
            />
            <Text size="xs" c="dimmed">
              {t("settings.help.register_key")}
            </Text>
          </Stack>
          <Switch
            label={t("settings.fields.cpf_required")}
            description={t("settings.help.cpf_required")}
            {...checkbox(form, "register.cpf_required")}
          />
          <Switch
            label={t("settings.fields.cpf_check")}
            description={t("settings.help.cpf_check")}
            {...checkbox(form, "register.cpf_check")}
          />
          <Checkbox.Group
            label={t("settings.fields.mandatory_fields")}
            description={t("settings.help.mandatory_people")}
            {...form.getInputProps("register.mandatory_fields")}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" mt="xs">
              {PERSON_OPTIONAL_FIELDS.map((field) => (
                <Checkbox key={field} value={field} label={t(`settings.person_fields.${field}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label={t("settings.fields.strict_address")}
            description={t("settings.help.strict_address")}
            {...checkbox(form, "register.strict_address")}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="entities" pt="md">
        <Stack>
          <Switch
            label={t("settings.fields.register_associations_open")}
            description={t("settings.help.register_associations_open")}
            {...checkbox(form, "register_associations.open")}
          />
          <Switch
            label={t("settings.fields.cnpj_check")}
            description={t("settings.help.cnpj_check")}
            {...checkbox(form, "register_associations.cnpj_check")}
          />
          <Checkbox.Group
            label={t("settings.fields.mandatory_fields")}
            description={t("settings.help.mandatory_entities")}
            {...form.getInputProps("register_associations.mandatory_fields")}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" mt="xs">
              {ASSOCIATION_OPTIONAL_FIELDS.map((field) => (
                <Checkbox key={field} value={field} label={t(`settings.entity_fields.${field}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Switch
            label={t("settings.fields.strict_address")}
            description={t("settings.help.strict_address")}
            {...checkbox(form, "register_associations.strict_address")}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="support" pt="md">
        <Stack>
          <Fieldset legend={t("settings.support_chat")}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t("settings.help.support")}
              </Text>
              <Switch label={t("settings.fields.support_admin")} {...checkbox(form, "support.admin")} />
              <Switch label={t("settings.fields.support_user")} {...checkbox(form, "support.user")} />
              <Switch label={t("settings.fields.support_public")} {...checkbox(form, "support.public")} />
              <Switch
                label={t("settings.fields.chat_enabled")}
                description={t("settings.help.chat_enabled")}
                {...checkbox(form, "chat_enabled")}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t("settings.fields.chat_base_url")}
                  placeholder="https://chat.suafederacao.org.br"
                  disabled={!form.values.chat_enabled}
                  required={form.values.chat_enabled}
                  {...form.getInputProps("support.chat.base_url")}
                />
                <TextInput
                  label={t("settings.fields.chat_website_token")}
                  disabled={!form.values.chat_enabled}
                  required={form.values.chat_enabled}
                  {...form.getInputProps("support.chat.website_token")}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <MaskedInput
            mask="phone"
            inputMode="tel"
            label={t("settings.fields.wa")}
            description={t("settings.help.wa")}
            {...form.getInputProps("wa")}
            value={form.values.wa}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="integrations" pt="md">
        <Stack>
          <TextInput
            label={t("settings.fields.erp")}
            description={t("settings.help.erp")}
            placeholder="omie, totvs, sankhya…"
            {...form.getInputProps("erp")}
          />
          <TextInput
            label={t("settings.fields.gateway")}
            description={t("settings.help.gateway")}
            placeholder="asaas, pagseguro, mercadopago…"
            {...form.getInputProps("gateway")}
          />
          <TextInput
            label={t("settings.fields.gtm_id")}
            description={t("settings.help.gtm_id")}
            placeholder="GTM-XXXXXXX"
            {...form.getInputProps("analytics.gtm_id")}
          />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="accessibility" pt="md">
        <Stack>
          <Switch
            label={t("settings.fields.vlibras")}
            description={t("settings.help.vlibras")}
            {...checkbox(form, "accessibility.vlibras")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="settings-font-scale">
              {t("settings.fields.font_scale")}
            </Text>
            <SegmentedControl
              aria-labelledby="settings-font-scale"
              data={["100", "112", "125"].map((value) => ({ value, label: `${value}%` }))}
              {...form.getInputProps("accessibility.font_scale")}
            />
            <Text size="xs" c="dimmed">
              {t("settings.help.font_scale")}
            </Text>
          </Stack>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="public_search" pt="md">
        <PublicSearchSettings form={form} />
      </Tabs.Panel>
    </>
  );
};
