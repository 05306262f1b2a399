import { Checkbox, Fieldset, Group, Stack, Switch, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PUBLIC_ASSOCIATION_FIELDS, PUBLIC_USER_FIELDS } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import type { SettingsValues } from "../admin/settings/settingsValues.ts";

type Form = UseFormReturnType<SettingsValues>;

/**
 * The "Busca pública" tab of /admin/settings: which public searches are on and which fields each
 * shows (`public_search` of the settings document, saved with the rest of the form).
 */
export const PublicSearchSettings = ({ form }: { form: Form }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  const choices = (fields: Record<string, { "pt-BR": string; en: string }>) => (
    <Group gap="md" mt="xs">
      {Object.entries(fields).map(([value, label]) => (
        <Checkbox key={value} value={value} label={label[language]} />
      ))}
    </Group>
  );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t("publicsearch.settings.intro")}
      </Text>
      <Fieldset legend={t("publicsearch.settings.users")}>
        <Stack>
          <Switch
            label={t("publicsearch.settings.enabled")}
            {...form.getInputProps("public_search.users.enabled", { type: "checkbox" })}
          />
          <Checkbox.Group
            label={t("publicsearch.settings.fields")}
            {...form.getInputProps("public_search.users.fields")}
          >
            {choices(PUBLIC_USER_FIELDS)}
          </Checkbox.Group>
        </Stack>
      </Fieldset>
      <Fieldset legend={t("publicsearch.settings.associations")}>
        <Stack>
          <Switch
            label={t("publicsearch.settings.enabled")}
            {...form.getInputProps("public_search.associations.enabled", { type: "checkbox" })}
          />
          <Checkbox.Group
            label={t("publicsearch.settings.fields")}
            {...form.getInputProps("public_search.associations.fields")}
          >
            {choices(PUBLIC_ASSOCIATION_FIELDS)}
          </Checkbox.Group>
        </Stack>
      </Fieldset>
      <Fieldset legend={t("publicsearch.settings.documents")}>
        <Switch
          label={t("publicsearch.settings.enabled")}
          description={t("publicsearch.settings.documents_help")}
          {...form.getInputProps("public_search.documents.enabled", { type: "checkbox" })}
        />
      </Fieldset>
    </Stack>
  );
};
