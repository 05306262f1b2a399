import { Alert, Badge, Button, Group, Stack, Tabs } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { CommonConfigVersioned } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../platform/api/apiError.ts";
import { configsApi } from "../../../platform/api/operations/configs.ts";
import { notifySuccess } from "../../../platform/notify/notify.tsx";
import { loadConfig } from "../../../platform/startup/tenant.ts";
import { applyApiErrors } from "../../../ui/forms/fieldErrors.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { SettingsSections } from "./SettingsSections.tsx";
import {
  SETTINGS_TABS,
  type SettingsTab,
  type SettingsValues,
  tabOfField,
  toBody,
  toValues,
  validateSettings,
} from "./settingsValues.ts";

export const SETTINGS_QUERY_KEY = ["configs", "common", "versioned"] as const;

/** The tenant's settings document (/admin/settings, permission `settings`). */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => configsApi.common(),
  });
  return (
    <Stack maw={960}>
      <PageHeader title={t("titles.settings")} description={t("settings.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          // A new version (saved here, or reloaded after a conflict) starts the form over.
          <SettingsForm key={query.data.version} config={query.data} onReload={() => void query.refetch()} />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};

const SettingsForm = ({ config, onReload }: { config: CommonConfigVersioned; onReload: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<SettingsTab>("general");
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const form = useForm<SettingsValues>({ initialValues: toValues(config), validate: validateSettings });

  const showFirstError = (errors: Record<string, string>) => {
    const [first] = Object.keys(errors);
    if (first) setTab(tabOfField(first));
  };

  const submit = form.onSubmit(
    async (values) => {
      setBusy(true);
      try {
        const saved = await configsApi.saveCommon({ body: { ...toBody(values), version: config.version } });
        notifySuccess({ message: t("settings.saved") });
        queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
        // This app shows the change at once; the others hear it through realtime.
        void loadConfig().catch(() => undefined);
      } catch (error) {
        if (isApiError(error) && error.status === 409) setConflict(true);
        applyApiErrors({ error, setErrors: form.setErrors });
        if (isApiError(error)) showFirstError(error.errors);
      } finally {
        setBusy(false);
      }
    },
    (errors) => showFirstError(errors as Record<string, string>),
  );

  const errorsByTab = Object.keys(form.errors).reduce<Partial<Record<SettingsTab, number>>>(
    (counts, path) => {
      const owner = tabOfField(path);
      counts[owner] = (counts[owner] ?? 0) + 1;
      return counts;
    },
    {},
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Tabs value={tab} onChange={(next) => next && setTab(next as SettingsTab)}>
          <Tabs.List>
            {SETTINGS_TABS.map((id) => (
              <Tabs.Tab
                key={id}
                value={id}
                rightSection={
                  errorsByTab[id] ? (
                    <Badge
                      size="xs"
                      color="red"
                      circle
                      aria-label={t("settings.tab_errors", { count: errorsByTab[id] })}
                    >
                      {errorsByTab[id]}
                    </Badge>
                  ) : null
                }
              >
                {t(`settings.tabs.${id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SettingsSections form={form} />
        </Tabs>
        {conflict ? (
          <Alert color="orange" role="alert" title={t("settings.conflict_title")}>
            <Stack gap="xs" align="flex-start">
              {t("settings.conflict_text")}
              <Button size="xs" variant="light" onClick={onReload}>
                {t("settings.conflict_reload")}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || busy}>
            {t("settings.discard")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
