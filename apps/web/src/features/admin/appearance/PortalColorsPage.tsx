import {
  Alert,
  Button,
  CheckIcon,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import type { Appearance } from "@quadra/shared";
import { PRIMARY_COLORS } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../platform/api/apiError.ts";
import { configsApi } from "../../../platform/api/operations/configs.ts";
import { notifySuccess } from "../../../platform/notify/notify.tsx";
import { refetchTenantQuietly } from "../../../platform/startup/boot.ts";
import { tenantTitle, useApp } from "../../../platform/state/appStore.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { LogoField } from "./LogoField.tsx";
import { ShellPreview } from "./ShellPreview.tsx";

export const APPEARANCE_QUERY_KEY = ["configs", "appearance"] as const;

type Draft = { primary_color: Appearance["primary_color"]; logo_light: string; logo_dark: string };

/** The portal's primary colour and logos, previewed in both schemes before saving (/admin/portal/colors). */
export const PortalColorsPage = () => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: APPEARANCE_QUERY_KEY,
    queryFn: () => configsApi.appearance(),
  });
  return (
    <Stack maw={1100}>
      <PageHeader title={t("titles.portal_colors")} description={t("colors_admin.description")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {query.data ? (
          <AppearanceForm
            key={query.data.version}
            current={query.data}
            onReload={() => void query.refetch()}
          />
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};

const AppearanceForm = ({ current, onReload }: { current: Appearance; onReload: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const title = useApp(tenantTitle) ?? "Quadra";
  const [draft, setDraft] = useState<Draft>({
    primary_color: current.primary_color,
    logo_light: current.logo_light ?? "",
    logo_dark: current.logo_dark ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const change = (patch: Partial<Draft>) => setDraft((value) => ({ ...value, ...patch }));
  const dirty =
    draft.primary_color !== current.primary_color ||
    draft.logo_light !== (current.logo_light ?? "") ||
    draft.logo_dark !== (current.logo_dark ?? "");

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const saved = await configsApi.saveAppearance({ body: { ...draft, version: current.version } });
      notifySuccess({ message: t("colors_admin.saved") });
      queryClient.setQueryData(APPEARANCE_QUERY_KEY, saved);
      // This app repaints at once; every other open app hears the change through realtime.
      void refetchTenantQuietly();
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 409) setConflict(true);
        setErrors(error.errors);
      }
    } finally {
      setBusy(false);
    }
  };

  const lightLogo = draft.logo_light || draft.logo_dark || null;
  const darkLogo = draft.logo_dark || draft.logo_light || null;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h4" id="primary-color-label">
          {t("colors_admin.primary")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("colors_admin.primary_help")}
        </Text>
        <Group gap="xs" role="radiogroup" aria-labelledby="primary-color-label">
          {PRIMARY_COLORS.map((color) => {
            const selected = draft.primary_color === color;
            return (
              <Tooltip key={color} label={t(`colors.${color}`)}>
                <UnstyledButton
                  role="radio"
                  aria-checked={selected}
                  aria-label={t(`colors.${color}`)}
                  onClick={() => change({ primary_color: color })}
                >
                  <ColorSwatch color={`var(--mantine-color-${color}-filled)`} size={36} c="white">
                    {selected ? <CheckIcon size={14} /> : null}
                  </ColorSwatch>
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </Group>
        {errors.primary_color ? (
          <Text size="sm" c="red">
            {errors.primary_color}
          </Text>
        ) : null}
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <LogoField
          label={t("colors_admin.logo_light")}
          description={t("colors_admin.logo_light_help")}
          value={draft.logo_light}
          error={errors.logo_light}
          onChange={(logo_light) => change({ logo_light })}
        />
        <LogoField
          label={t("colors_admin.logo_dark")}
          description={t("colors_admin.logo_dark_help")}
          value={draft.logo_dark}
          error={errors.logo_dark}
          onChange={(logo_dark) => change({ logo_dark })}
        />
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t("colors_admin.preview")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("colors_admin.preview_help")}
        </Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ShellPreview scheme="light" color={draft.primary_color} logo={lightLogo} title={title} />
          <ShellPreview scheme="dark" color={draft.primary_color} logo={darkLogo} title={title} />
        </SimpleGrid>
      </Stack>

      {conflict ? (
        <Alert color="orange" role="alert" title={t("colors_admin.conflict_title")}>
          <Stack gap="xs" align="flex-start">
            {t("colors_admin.conflict_text")}
            <Button size="xs" variant="light" onClick={onReload}>
              {t("colors_admin.conflict_reload")}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!dirty || busy}
          onClick={() =>
            setDraft({
              primary_color: current.primary_color,
              logo_light: current.logo_light ?? "",
              logo_dark: current.logo_dark ?? "",
            })
          }
        >
          {t("colors_admin.discard")}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          {t("common.save")}
        </Button>
      </Group>
    </Stack>
  );
};
