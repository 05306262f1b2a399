import { Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import type { Locale, Role, RoleInput } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { listItems } from "../../platform/api/listResult.ts";
import { rolesApi } from "../../platform/api/operations/roles.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { AddButton } from "../../ui/AddButton.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { groupCatalog } from "./permissionCatalog.ts";
import { RoleForm } from "./RoleForm.tsx";

type Editing = { role: Role | null; key: number } | null;

/** Permission roles of the tenant (permission `roles`). */
export const RolesPage = () => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const roles = useQuery({
    queryKey: ["roles"],
    queryFn: () => rolesApi.list(),
  });
  const catalog = useQuery({
    queryKey: ["permissions"],
    queryFn: () => rolesApi.permissions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const groups = useMemo(
    () => groupCatalog({ catalog: catalog.data ?? [], locale: (i18n.language as Locale) ?? "pt-BR" }),
    [catalog.data, i18n.language],
  );
  const rows = listItems(roles.data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["roles"] });

  const save = async (body: RoleInput) => {
    const current = editing?.role;
    if (current)
      await rolesApi.update({ params: { id: current.id }, body: { ...body, version: current.version } });
    else await rolesApi.create({ body });
    notifySuccess({ message: t("roles.saved", { name: body.name }) });
    setEditing(null);
    await refresh();
  };

  /** After a 409, load the latest version and reopen the form on it. */
  const reload = async () => {
    const id = editing?.role?.id;
    if (!id) return;
    const latest = await rolesApi.one({ params: { id } });
    setEditing({ role: latest, key: Date.now() });
    await refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await rolesApi.remove({ params: { id: deleting.id } });
      notifySuccess({ message: t("roles.deleted", { name: deleting.name }) });
    } finally {
      await refresh();
    }
  };

  return (
    <Stack>
      <PageHeader
        title={t("titles.roles")}
        description={t("roles.description")}
        actions={
          <AddButton label={t("roles.new")} onClick={() => setEditing({ role: null, key: Date.now() })} />
        }
      />
      <QueryOverlay {...queryOverlayProps(roles)}>
        {rows.length === 0 ? (
          <EmptyState title={t("roles.empty_title")} description={t("roles.empty_text")} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("roles.fields.name")}</Table.Th>
                  <Table.Th>{t("roles.permissions_count")}</Table.Th>
                  <Table.Th>{t("roles.people")}</Table.Th>
                  <Table.Th>{t("common.actions")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((role) => (
                  <Table.Tr key={role.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text fw={600}>{role.name}</Text>
                        {role.admin ? <Badge color="grape">{t("roles.badge_admin")}</Badge> : null}
                        {role.is_default ? <Badge variant="light">{t("roles.badge_default")}</Badge> : null}
                      </Group>
                      {role.description ? (
                        <Text size="xs" c="dimmed">
                          {role.description}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{role.permissions.length}</Table.Td>
                    <Table.Td>{role.users_count}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing({ role, key: Date.now() })}
                          aria-label={t("roles.edit_named", { name: role.name })}
                        >
                          {t("common.edit")}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(role)}
                          aria-label={t("roles.delete_named", { name: role.name })}
                        >
                          {t("common.delete")}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.role ? t("roles.edit_named", { name: editing.role.name }) : t("roles.new")}
      >
        {editing ? (
          <QueryOverlay loading={catalog.isLoading} refreshing={false}>
            <RoleForm
              key={editing.key}
              role={editing.role}
              groups={groups}
              onSubmit={save}
              onCancel={() => setEditing(null)}
              onReload={() => void reload()}
            />
          </QueryOverlay>
        ) : null}
      </FormModal>
      <ConfirmDialog
        opened={deleting !== null}
        title={t("roles.delete_title")}
        message={t("roles.delete_text", { name: deleting?.name ?? "" })}
        confirmLabel={t("common.delete")}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
