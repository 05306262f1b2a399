import { Badge, Button, CopyButton, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { PRODUCT_NAME } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/dates.ts";
import { versionsApi } from "../../../platform/api/operations/versions.ts";
import { tenantTitle, useApp } from "../../../platform/state/appStore.ts";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { buildInfo } from "./buildInfo.ts";
import { diagnosticsText } from "./diagnosticsText.ts";
import { readServiceWorkerState, type ServiceWorkerState } from "./serviceWorkerState.ts";

const Facts = ({ title, rows }: { title: string; rows: [string, ReactNode][] }) => (
  <Stack gap="xs">
    <Title order={2} size="h4">
      {title}
    </Title>
    <Table variant="vertical" withTableBorder aria-label={title}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={220}>{label}</Table.Th>
            <Table.Td style={{ wordBreak: "break-word" }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Stack>
);

const yesNo = (t: (key: string) => string, value: boolean) => (value ? t("versions.yes") : t("versions.no"));

/**
 * Diagnostics (/admin/dev/v, masters): the web build, the API and database behind it, and the
 * browser's side (service worker, connection), with a text to paste into a support ticket.
 */
export const VersionsPage = () => {
  const { t } = useTranslation();
  const build = buildInfo();
  const title = useApp(tenantTitle);
  const identifier = useApp((state) => state.identifier);
  const code = useApp((state) => state.clientCode);
  const backend = useApp((state) => state.backend);
  const online = useApp((state) => state.online);
  const pwa = useApp((state) => state.pwa);
  const server = useQuery({
    queryKey: ["versions"],
    queryFn: () => versionsApi.read({ quiet: true }),
    // A support person is waiting on this page: one retry, then the failure and its retry button.
    retry: 1,
  });
  const worker = useQuery({
    queryKey: ["versions", "service-worker"],
    queryFn: () => readServiceWorkerState(),
  });
  const text = diagnosticsText({
    portal: { title, identifier, code, backend },
    build,
    server: server.data ?? null,
    browser: {
      userAgent: navigator.userAgent,
      language: navigator.language,
      online,
      pwa,
      serviceWorker: worker.data ?? null,
    },
  });
  const database = server.data?.database;
  const migrationsOk = database ? database.migrations_applied === database.migrations_shipped : false;

  const workerRows = (state: ServiceWorkerState | undefined): [string, ReactNode][] => {
    if (!state) return [[t("versions.sw_state"), t("loading.first")]];
    if (!state.supported) return [[t("versions.sw_state"), t("versions.sw_unsupported")]];
    if (!state.registered) return [[t("versions.sw_state"), t("versions.sw_unregistered")]];
    return [
      [
        t("versions.sw_state"),
        <Badge key="state" color={state.active === "activated" ? "green" : "yellow"}>
          {state.active ?? "—"}
        </Badge>,
      ],
      [t("versions.sw_waiting"), state.waiting ? t("versions.sw_waiting_yes") : t("versions.no")],
      [t("versions.sw_installing"), state.installing ?? t("versions.no")],
      [t("versions.sw_controlled"), yesNo(t, state.controlled)],
      [t("versions.sw_scope"), state.scope ?? "—"],
    ];
  };

  return (
    <Stack maw={900}>
      <PageHeader
        title={t("titles.dev_v")}
        description={t("versions.description")}
        actions={
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "filled" : "light"}
                color={copied ? "green" : undefined}
                onClick={copy}
              >
                {copied ? t("versions.copied") : t("versions.copy")}
              </Button>
            )}
          </CopyButton>
        }
      />
      <SimpleGrid cols={{ base: 1 }} spacing="xl">
        <Facts
          title={t("versions.portal")}
          rows={[
            [t("versions.tenant"), title ?? "—"],
            [t("versions.identifier"), identifier ?? "—"],
            [t("versions.client_code"), code ?? "—"],
            [t("versions.backend"), backend ?? "—"],
          ]}
        />
        <Facts
          title={t("versions.web_app")}
          rows={[
            [t("versions.app_version"), `${PRODUCT_NAME} ${build.version}`],
            [t("versions.commit"), build.commit ?? t("versions.unknown")],
            [t("versions.built_at"), build.builtAt ? formatDateTime(build.builtAt) : t("versions.unknown")],
          ]}
        />
        <QueryOverlay {...queryOverlayProps(server)}>
          {server.data ? (
            <Facts
              title={t("versions.server")}
              rows={[
                [t("versions.api_version"), server.data.api_version],
                [t("versions.node_version"), server.data.node_version],
                [t("versions.started_at"), formatDateTime(server.data.started_at)],
                [
                  t("versions.database"),
                  `${server.data.database.kind === "pglite" ? t("versions.pglite") : "PostgreSQL"} ${server.data.database.server_version}`,
                ],
                [
                  t("versions.migrations"),
                  <Group key="migrations" gap="xs">
                    <Text size="sm">
                      {t("versions.migrations_count", {
                        applied: server.data.database.migrations_applied ?? "?",
                        shipped: server.data.database.migrations_shipped,
                      })}
                    </Text>
                    <Badge color={migrationsOk ? "green" : "orange"}>
                      {migrationsOk ? t("versions.migrations_ok") : t("versions.migrations_mismatch")}
                    </Badge>
                  </Group>,
                ],
                [t("versions.web_served"), yesNo(t, server.data.web.served)],
                [t("versions.sw_file"), yesNo(t, server.data.web.service_worker)],
              ]}
            />
          ) : null}
        </QueryOverlay>
        <Facts
          title={t("versions.browser")}
          rows={[
            ...workerRows(worker.data),
            [t("versions.connection"), online ? t("shell.online") : t("shell.offline")],
            [t("versions.mode"), pwa ? t("about.mode_app") : t("about.mode_browser")],
            [t("versions.language"), navigator.language],
            [
              t("versions.user_agent"),
              <Text key="ua" size="xs" ff="monospace">
                {navigator.userAgent}
              </Text>,
            ],
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
};
