import type { CheckboxGroupProps } from "@mantine/core";
import {
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import type { Locale, Tenant, TenantInput } from "@quadra/shared";
import { LOCALES, MODULE_KEYS, MODULES, PRIMARY_COLORS } from "@quadra/shared";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../ui/forms/FormActions.tsx";
import { applyApiErrors } from "../../ui/forms/fieldErrors.ts";
import type { TenantFormValues } from "./tenantForm.ts";
import { emptyTenantValues, tenantToValues, validateTenant } from "./tenantForm.ts";

/** One checkbox per module (bought or hidden modules). */
const ModuleChecklist = ({
  options,
  ...groupProps
}: { options: { value: string; label: string }[]; label: string; description?: string } & Omit<
  CheckboxGroupProps,
  "children" | "label"
>) => (
  <Checkbox.Group {...groupProps}>
    <Stack gap={6} mt="xs">
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value} label={option.label} />
      ))}
    </Stack>
  </Checkbox.Group>
);

/** Every field of ZTenantInput: identity, hosts and backends, modules, flags, brand, debt and read-only. */
export const TenantForm = ({
  tenant,
  onSubmit,
  onCancel,
}: {
  tenant: Tenant | null;
  onSubmit: (body: TenantInput) => Promise<void>;
  onCancel: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language as Locale) ?? "pt-BR";
  const [busy, setBusy] = useState(false);
  const form = useForm<TenantFormValues>({
    initialValues: tenant ? tenantToValues(tenant) : emptyTenantValues(),
    validate: (values) => validateTenant(values).errors,
  });
  const submit = form.onSubmit(async (values) => {
    const { body } = validateTenant(values);
    if (!body) return;
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (error) {
      applyApiErrors({ error, setErrors: form.setErrors });
    } finally {
      setBusy(false);
    }
  });
  const moduleOptions = MODULE_KEYS.map((key) => ({ value: key, label: MODULES[key].label[locale] }));
  const listProps = (field: keyof TenantFormValues) => ({
    ...form.getInputProps(field),
    description: t("tenants.list_help"),
    clearable: true,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Fieldset legend={t("tenants.identity")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t("tenants.fields.name")} required {...form.getInputProps("name")} />
            <TextInput
              label={t("tenants.fields.identifier")}
              description={t("tenants.slug_help")}
              required
              disabled={Boolean(tenant)}
              {...form.getInputProps("identifier")}
            />
            <TextInput
              label={t("tenants.fields.code")}
              description={t("tenants.slug_help")}
              required
              {...form.getInputProps("code")}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t("tenants.addresses")}>
          <Stack>
            <TagsInput label={t("tenants.fields.hosts")} {...listProps("hosts")} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("tenants.fields.backend")}
                description={t("tenants.backend_help")}
                type="url"
                {...form.getInputProps("backend")}
              />
              <TextInput
                label={t("tenants.fields.backend_upload")}
                type="url"
                {...form.getInputProps("backend_upload")}
              />
            </SimpleGrid>
            <TagsInput label={t("tenants.fields.backend_list")} {...listProps("backend_list")} />
            <TagsInput
              label={t("tenants.fields.backend_upload_list")}
              {...listProps("backend_upload_list")}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend={t("tenants.modules")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ModuleChecklist
              label={t("tenants.fields.available_modules")}
              options={moduleOptions}
              {...form.getInputProps("available_modules")}
            />
            <ModuleChecklist
              label={t("tenants.fields.hidden_modules")}
              description={t("tenants.hidden_help")}
              options={moduleOptions}
              {...form.getInputProps("hidden_modules")}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t("tenants.brand")}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t("tenants.fields.logo_light")}
              type="url"
              {...form.getInputProps("logo_light")}
            />
            <TextInput
              label={t("tenants.fields.logo_dark")}
              type="url"
              {...form.getInputProps("logo_dark")}
            />
            <Select
              label={t("tenants.fields.primary_color")}
              data={PRIMARY_COLORS.map((color) => ({ value: color, label: t(`colors.${color}`) }))}
              allowDeselect={false}
              leftSection={
                <ColorSwatch size={16} color={`var(--mantine-color-${form.values.primary_color}-6)`} />
              }
              {...form.getInputProps("primary_color")}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t("tenants.flags")}>
          <Stack>
            <Group>
              <Switch
                label={t("tenants.fields.public")}
                {...form.getInputProps("public", { type: "checkbox" })}
              />
              <Switch label={t("tenants.fields.ai")} {...form.getInputProps("ai", { type: "checkbox" })} />
              <Switch
                label={t("tenants.fields.debt")}
                {...form.getInputProps("debt", { type: "checkbox" })}
              />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("tenants.fields.read_only_until")}
                description={t("tenants.read_only_help")}
                type="datetime-local"
                {...form.getInputProps("read_only_until")}
              />
              <Checkbox.Group label={t("tenants.fields.t9n")} {...form.getInputProps("t9n")}>
                <Group mt="xs">
                  {LOCALES.map((value) => (
                    <Checkbox key={value} value={value} label={t(`languages.${value}`)} />
                  ))}
                </Group>
              </Checkbox.Group>
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <FormActions busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
};
