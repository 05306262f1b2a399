import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import type { Tenant, TenantInput } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/dates.ts";
import { listItems, listTotal } from "../../platform/api/listResult.ts";
import { tenantsApi } from "../../platform/api/operations/tenants.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { AddButton } from "../../ui/AddButton.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { TenantForm } from "./TenantForm.tsx";

type Editing = { tenant: Tenant | null } | null;
const PER_PAGE = 50;

/** Platform console (super users): the tenants of this deployment. */
export const TenantsPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [q, setQ] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [page, setPage] = useState(1);
  const tenants = useQuery({
    queryKey: ["platform/tenants", q, page],
    queryFn: () => tenantsApi.list({ query: { q, page, per_page: PER_PAGE } }),
  });
  const rows = listItems(tenants.data);
  const total = listTotal(tenants.data);
  const save = async (body: TenantInput) => {
    const current = editing?.tenant;
    if (current)
      await tenantsApi.update({ params: { id: current.id }, body: { ...body, version: current.version } });
    else await tenantsApi.create({ body });
    notifySuccess({ message: t("tenants.saved", { name: body.name }) });
    setEditing(null);
    await queryClient.invalidateQueries({ queryKey: ["platform/tenants"] });
  };
  return (
    <Stack>
      <PageHeader
        title={t("titles.platform_tenants")}
        description={t("tenants.description")}
        actions={<AddButton label={t("tenants.new")} onClick={() => setEditing({ tenant: null })} />}
      />
      <SearchInput
        label={t("tenants.search")}
        value={q}
        onChange={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      <QueryOverlay {...queryOverlayProps(tenants)}>
        {rows.length === 0 ? (
          <EmptyState
            title={t("tenants.empty_title")}
            description={q ? t("tenants.empty_search") : t("tenants.empty_text")}
          />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("tenants.fields.name")}</Table.Th>
                  <Table.Th>{t("tenants.fields.code")}</Table.Th>
                  <Table.Th>{t("tenants.fields.hosts")}</Table.Th>
                  <Table.Th>{t("tenants.status")}</Table.Th>
                  <Table.Th>
                    <Text span size="sm" fw={700}>
                      {t("common.actions")}
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((tenant) => (
                  <Table.Tr key={tenant.id}>
                    <Table.Td>
                      <Text fw={600}>{tenant.name}</Text>
                      <Text size="xs" c="dimmed">
                        {tenant.identifier}
                      </Text>
                    </Table.Td>
                    <Table.Td>{tenant.code}</Table.Td>
                    <Table.Td>{tenant.hosts.join(", ") || "—"}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {tenant.debt ? <Badge color="yellow">{t("tenants.badge_debt")}</Badge> : null}
                        {tenant.read_only_until && new Date(tenant.read_only_until) > new Date() ? (
                          <Badge color="orange">
                            {t("tenants.badge_read_only", { date: formatDateTime(tenant.read_only_until) })}
                          </Badge>
                        ) : null}
                        {tenant.public ? <Badge variant="light">{t("tenants.badge_public")}</Badge> : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing({ tenant })}
                        aria-label={t("tenants.edit_named", { name: tenant.name })}
                      >
                        {t("common.edit")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
      {total > 0 ? <ListPagination page={page} perPage={PER_PAGE} total={total} onPage={setPage} /> : null}
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.tenant ? t("tenants.edit_named", { name: editing.tenant.name }) : t("tenants.new")}
      >
        {editing ? (
          <TenantForm tenant={editing.tenant} onSubmit={save} onCancel={() => setEditing(null)} />
        ) : null}
      </FormModal>
    </Stack>
  );
};
