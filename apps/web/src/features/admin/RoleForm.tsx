import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Role, RoleInput } from "@quadra/shared";
import { ZRoleInput } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { FormActions } from "../../ui/forms/FormActions.tsx";
import { applyApiErrors, issuesToErrors } from "../../ui/forms/fieldErrors.ts";
import type { CatalogGroup } from "./permissionCatalog.ts";

const toValues = (role: Role | null): RoleInput => ({
  name: role?.name ?? "",
  description: role?.description ?? "",
  permissions: role?.permissions ?? [],
  admin: role?.admin ?? false,
  is_default: role?.is_default ?? false,
});

/** Name, description, admin and default flags, and the permissions grouped as in the menus. */
export const RoleForm = ({
  role,
  groups,
  onSubmit,
  onCancel,
  onReload,
}: {
  role: Role | null;
  groups: CatalogGroup[];
  onSubmit: (body: RoleInput) => Promise<void>;
  onCancel: () => void;
  onReload: () => void;
}) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const form = useForm<RoleInput>({
    initialValues: toValues(role),
    validate: (values) => {
      const parsed = ZRoleInput.safeParse(values);
      return parsed.success ? {} : issuesToErrors(parsed.error.issues);
    },
  });
  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSubmit(ZRoleInput.parse(values));
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const selected = new Set(form.values.permissions);
  const setGroup = (keys: string[], on: boolean) =>
    form.setFieldValue(
      "permissions",
      on
        ? [...new Set([...form.values.permissions, ...keys])]
        : form.values.permissions.filter((key) => !keys.includes(key)),
    );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t("roles.fields.name")} required {...form.getInputProps("name")} />
        <Textarea
          label={t("roles.fields.description")}
          autosize
          minRows={2}
          {...form.getInputProps("description")}
        />
        <Group>
          <Switch
            label={t("roles.fields.admin")}
            description={t("roles.admin_help")}
            {...form.getInputProps("admin", { type: "checkbox" })}
          />
          <Switch
            label={t("roles.fields.is_default")}
            description={t("roles.default_help")}
            {...form.getInputProps("is_default", { type: "checkbox" })}
          />
        </Group>
        {groups.map((group) => {
          const keys = group.permissions.map((entry) => entry.key);
          const count = keys.filter((key) => selected.has(key)).length;
          return (
            <Fieldset key={group.id} legend={group.label}>
              <Checkbox
                mb="xs"
                fw={600}
                label={t("roles.whole_group", { group: group.label })}
                checked={count === keys.length}
                indeterminate={count > 0 && count < keys.length}
                onChange={(event) => setGroup(keys, event.currentTarget.checked)}
              />
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
                {group.permissions.map((entry) => (
                  <Checkbox
                    key={entry.key}
                    label={entry.label}
                    checked={selected.has(entry.key)}
                    onChange={(event) => setGroup([entry.key], event.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        {form.errors.permissions ? <Alert color="red">{form.errors.permissions}</Alert> : null}
        {/* Beside the buttons: the form is long and the person is looking here when saving. */}
        {conflict ? (
          <Alert color="orange" role="alert" title={t("roles.conflict_title")}>
            <Stack gap="xs" align="flex-start">
              {t("roles.conflict_text")}
              <Button size="xs" variant="light" onClick={onReload}>
                {t("roles.conflict_reload")}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
};
