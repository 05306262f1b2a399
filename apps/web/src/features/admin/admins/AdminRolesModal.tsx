import { Alert, Badge, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { AdminPerson, Role } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../platform/api/apiError.ts";
import { rolesApi } from "../../../platform/api/operations/roles.ts";
import { notifySuccess } from "../../../platform/notify/notify.tsx";
import { FormModal } from "../../../ui/FormModal.tsx";

/**
 * Gives or takes a person's roles through PUT users/:id/roles. The server applies the delegation
 * rules (only roles within the editor's own permissions); its refusal is shown here, in the form.
 */
export const AdminRolesModal = ({
  person,
  roles,
  onClose,
  onSaved,
}: {
  person: AdminPerson | null;
  roles: readonly Role[];
  onClose: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={person !== null}
      onClose={onClose}
      title={person ? t("admins.roles_of", { name: person.name }) : ""}
      size="md"
    >
      {person ? (
        <RolesForm key={person.id} person={person} roles={roles} onCancel={onClose} onSaved={onSaved} />
      ) : null}
    </FormModal>
  );
};

const RolesForm = ({
  person,
  roles,
  onCancel,
  onSaved,
}: {
  person: AdminPerson;
  roles: readonly Role[];
  onCancel: () => void;
  onSaved: () => void;
}) => {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>(person.roles.map((role) => role.id));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reachesAdmin = person.master || roles.some((role) => role.admin && selected.includes(role.id));
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await rolesApi.setUserRoles({ params: { id: person.id }, body: { role_ids: selected }, quiet: true });
      notifySuccess({ message: t("admins.saved", { name: person.name }) });
      onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t("api.unreachable"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack>
      {person.master ? <Alert color="grape">{t("admins.master_note")}</Alert> : null}
      <Checkbox.Group label={t("admins.roles")} value={selected} onChange={setSelected}>
        <Stack gap="xs" mt="xs">
          {roles.map((role) => (
            <Checkbox
              key={role.id}
              value={role.id}
              label={
                <Group gap={6}>
                  <span>{role.name}</span>
                  {role.admin ? (
                    <Badge size="xs" color="grape">
                      {t("admins.admin_area")}
                    </Badge>
                  ) : null}
                </Group>
              }
              description={role.description || undefined}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" c={reachesAdmin ? "green" : "orange"} role="status">
        {reachesAdmin ? t("admins.will_reach") : t("admins.will_not_reach")}
      </Text>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          {t("common.save")}
        </Button>
      </Group>
    </Stack>
  );
};
