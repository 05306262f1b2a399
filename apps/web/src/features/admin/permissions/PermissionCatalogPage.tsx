import { Badge, Code, Group, Stack, Table, Text, TextInput, Title, Tooltip } from "@mantine/core";
import type { Locale } from "@quadra/shared";
import { can, isPermissionKey, PERMISSIONS } from "@quadra/shared";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { listItems } from "../../../platform/api/listResult.ts";
import { rolesApi } from "../../../platform/api/operations/roles.ts";
import { useApp } from "../../../platform/state/appStore.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { groupCatalog } from "../permissionCatalog.ts";
import { catalogSections } from "./permissionHolders.ts";

/**
 * The permission catalog (/admin/permissions): every permission by menu group in the current
 * language, with the roles holding it when the person may read roles.
 */
export const PermissionCatalogPage = () => {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language as Locale) ?? "pt-BR";
  const info = useApp((state) => state.info);
  const readsRoles = can(info ? { master: info.master, permissions: info.permissions_names } : null, "roles");
  const [search, setSearch] = useState("");
  const catalog = useQuery({
    queryKey: ["permissions"],
    queryFn: () => rolesApi.permissions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const roles = useQuery({
    queryKey: ["roles"],
    queryFn: () => rolesApi.list(),
    enabled: readsRoles,
  });
  const groups = useMemo(() => groupCatalog({ catalog: catalog.data ?? [], locale }), [catalog.data, locale]);
  const sections = catalogSections({ groups, roles: readsRoles ? listItems(roles.data) : null, search });
  const total = groups.reduce((sum, group) => sum + group.permissions.length, 0);
  const labelOf = (key: string) => (isPermissionKey(key) ? PERMISSIONS[key].label[locale] : key);

  return (
    <Stack maw={1100}>
      <PageHeader
        title={t("titles.permissions")}
        description={t("permissions_catalog.description", { count: total })}
      />
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t("permissions_catalog.search")}
        placeholder={t("permissions_catalog.search_placeholder")}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />
      <Text size="sm" c="dimmed">
        {readsRoles ? t("permissions_catalog.master_note") : t("permissions_catalog.roles_hidden")}
      </Text>
      <QueryOverlay {...queryOverlayProps(catalog)}>
        {sections.length === 0 ? (
          <EmptyState
            title={t("permissions_catalog.empty_title")}
            description={t("permissions_catalog.empty_text", { search })}
          />
        ) : (
          <Stack gap="xl">
            {sections.map((section) => (
              <Stack key={section.id} gap="xs">
                <Title order={2} size="h4">
                  {section.label}
                </Title>
                <Table.ScrollContainer minWidth={560}>
                  <Table striped aria-label={section.label}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w="40%">{t("permissions_catalog.permission")}</Table.Th>
                        {readsRoles ? <Table.Th>{t("permissions_catalog.roles")}</Table.Th> : null}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {section.rows.map((row) => (
                        <Table.Tr key={row.key}>
                          <Table.Td>
                            <Text fw={500}>{row.label}</Text>
                            <Code>{row.key}</Code>
                          </Table.Td>
                          {readsRoles ? (
                            <Table.Td>
                              {roles.isLoading ? (
                                <Text size="sm" c="dimmed">
                                  {t("loading.first")}
                                </Text>
                              ) : row.holders.length ? (
                                <Group gap={6}>
                                  {row.holders.map((holder) =>
                                    holder.via ? (
                                      <Tooltip
                                        key={holder.id}
                                        label={t("permissions_catalog.via", {
                                          permission: labelOf(holder.via),
                                        })}
                                      >
                                        <Badge variant="outline">{holder.name}</Badge>
                                      </Tooltip>
                                    ) : (
                                      <Badge
                                        key={holder.id}
                                        variant="light"
                                        color={holder.admin ? "grape" : undefined}
                                      >
                                        {holder.name}
                                      </Badge>
                                    ),
                                  )}
                                </Group>
                              ) : (
                                <Text size="sm" c="dimmed">
                                  {t("permissions_catalog.no_role")}
                                </Text>
                              )}
                            </Table.Td>
                          ) : null}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryOverlay>
    </Stack>
  );
};
