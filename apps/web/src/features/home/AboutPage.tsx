import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import type { Locale } from "@quadra/shared";
import { effectiveModules, MODULES, PRODUCT_NAME } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { APP_VERSION } from "../../platform/startup/session.ts";
import { tenantTitle, useApp } from "../../platform/state/appStore.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { LatestReleases } from "./LatestReleases.tsx";

export const AboutPage = () => {
  const { t, i18n } = useTranslation();
  const title = useApp(tenantTitle);
  const code = useApp((state) => state.clientCode);
  const config = useApp((state) => state.config);
  const hidden = useApp((state) => state.hiddenModules);
  const pwa = useApp((state) => state.pwa);
  const modules = effectiveModules(config?.available_modules ?? [], hidden);
  const locale = (i18n.language as Locale) ?? "pt-BR";
  return (
    <Stack maw={720}>
      <PageHeader title={t("titles.about")} description={t("about.description", { product: PRODUCT_NAME })} />
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={200}>{t("about.tenant")}</Table.Th>
            <Table.Td>{title ?? "—"}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("about.code")}</Table.Th>
            <Table.Td>{code ?? "—"}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("about.version")}</Table.Th>
            <Table.Td>{`${PRODUCT_NAME} ${APP_VERSION}`}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("about.mode")}</Table.Th>
            <Table.Td>{pwa ? t("about.mode_app") : t("about.mode_browser")}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fw={600}>{t("about.modules")}</Text>
      {modules.length ? (
        <Group gap="xs">
          {modules.map((key) => (
            <Badge key={key} variant="light">
              {MODULES[key].label[locale] ?? MODULES[key].label["pt-BR"]}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text c="dimmed">{t("about.no_modules")}</Text>
      )}
      <LatestReleases />
    </Stack>
  );
};
