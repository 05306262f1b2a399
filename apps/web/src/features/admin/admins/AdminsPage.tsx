import { Badge, Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AdminPerson } from "@quadra/shared";
import { ADMIN_CANDIDATES_LIMIT } from "@quadra/shared";
import { IconSearch } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { listItems } from "../../../platform/api/listResult.ts";
import { adminsApi } from "../../../platform/api/operations/admins.ts";
import { rolesApi } from "../../../platform/api/operations/roles.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { PageHeader } from "../../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../../ui/useQueryOverlayProps.ts";
import { AdminRolesModal } from "./AdminRolesModal.tsx";
import { PersonCell } from "./PersonCell.tsx";

const RoleBadges = ({ person }: { person: AdminPerson }) => {
  const { t } = useTranslation();
  if (!person.roles.length)
    return (
      <Text size="sm" c="dimmed">
        {t("admins.no_roles")}
      </Text>
    );
  return (
    <Group gap={6}>
      {person.roles.map((role) => (
        <Badge key={role.id} variant="light" color={role.admin ? "grape" : "gray"}>
          {role.name}
        </Badge>
      ))}
    </Group>
  );
};

/**
 * Who reaches the administration area (/admin/admins): masters and holders of a role with the
 * administration area, with their roles; and a search to promote someone else.
 */
export const AdminsPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminPerson | null>(null);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 300);
  const admins = useQuery({
    queryKey: ["admins"],
    queryFn: () => adminsApi.list(),
  });
  const roles = useQuery({
    queryKey: ["roles"],
    queryFn: () => rolesApi.list(),
  });
  const candidates = useQuery({
    queryKey: ["admins", "candidates", q],
    queryFn: () => adminsApi.candidates({ query: { q } }),
    enabled: q.length >= 2,
  });
  const saved = async () => {
    setEditing(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ["admins"] }),
      queryClient.invalidateQueries({ queryKey: ["roles"] }),
    ]);
  };
  const people = admins.data ?? [];
  const found = candidates.data ?? [];

  const table = (rows: AdminPerson[], caption: string) => (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("admins.person")}</Table.Th>
            <Table.Th>{t("admins.roles")}</Table.Th>
            <Table.Th>{t("common.actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>
                <PersonCell person={person} />
              </Table.Td>
              <Table.Td>
                <RoleBadges person={person} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(person)}
                  aria-label={t("admins.edit_roles_named", { name: person.name })}
                  disabled={!roles.data}
                >
                  {person.admin ? t("admins.edit_roles") : t("admins.promote")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack maw={1100}>
      <PageHeader title={t("titles.admins")} description={t("admins.description")} />
      <QueryOverlay {...queryOverlayProps(admins)}>
        {people.length ? (
          table(people, t("admins.list_caption"))
        ) : (
          <EmptyState title={t("admins.empty_title")} description={t("admins.empty_text")} />
        )}
      </QueryOverlay>

      <Stack gap="xs" mt="lg">
        <Title order={2} size="h4">
          {t("admins.find_title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("admins.find_help", { limit: ADMIN_CANDIDATES_LIMIT })}
        </Text>
        <TextInput
          leftSection={<IconSearch size={16} aria-hidden />}
          label={t("admins.find_label")}
          placeholder={t("admins.find_placeholder")}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={480}
        />
        {q.length >= 2 ? (
          <QueryOverlay {...queryOverlayProps(candidates)}>
            {found.length ? (
              table(found, t("admins.found_caption"))
            ) : (
              <Text size="sm" c="dimmed">
                {t("admins.none_found", { q })}
              </Text>
            )}
          </QueryOverlay>
        ) : null}
      </Stack>

      <AdminRolesModal
        person={editing}
        roles={listItems(roles.data)}
        onClose={() => setEditing(null)}
        onSaved={() => void saved()}
      />
    </Stack>
  );
};
