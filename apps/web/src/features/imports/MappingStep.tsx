import { Alert, Badge, Button, Group, Select, Stack, Table, Text } from "@mantine/core";
import { importableFields, type ResourceDef } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { textIn } from "./importResources.ts";

export type Mapping = Record<string, string | null>;

/** Required fields no column feeds yet (the server refuses such a mapping). */
export const missingRequired = (required: readonly string[], mapping: Mapping) => {
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  return required.filter((key) => !mapped.has(key));
};

/**
 * Step 3: each column of the sheet goes to one field (or is left out), prefilled with the server's
 * suggestion. Required fields are listed on top, red until a column feeds them; a field already
 * taken by one column cannot be chosen for another. Which fields are required is the upload's
 * answer (`required_fields`): the list the preview checks, the tenant's registration settings
 * included for people, never a guess from the definition this screen holds.
 */
export const MappingStep = ({
  def,
  required: requiredFields,
  headers,
  totalRows,
  mapping,
  onChange,
  onBack,
  onCheck,
  checking,
  error,
}: {
  def: ResourceDef;
  /** The fields a column must feed, as the server checks the mapping (UploadedImport.required_fields). */
  required: readonly string[];
  headers: string[];
  totalRows: number;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  onBack: () => void;
  onCheck: () => void;
  checking: boolean;
  error: string | null;
}) => {
  const { t, i18n } = useTranslation();
  const fields = importableFields(def);
  const required = new Set(requiredFields);
  const missing = missingRequired(requiredFields, mapping);
  const labelOf = (key: string) => {
    const field = def.fields[key];
    return field ? textIn(field.label, i18n.language) : key;
  };
  return (
    <Stack>
      <Text>{t("imports.wizard.mapping_intro", { count: totalRows })}</Text>
      {required.size ? (
        <Group gap="xs" aria-label={t("imports.wizard.required_title")}>
          <Text size="sm" fw={600}>
            {t("imports.wizard.required_title")}:
          </Text>
          {[...required].map((key) => {
            const fed = !missing.includes(key);
            return (
              <Badge key={key} color={fed ? "green" : "red"} variant={fed ? "light" : "filled"}>
                {labelOf(key)}
              </Badge>
            );
          })}
        </Group>
      ) : null}
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("imports.wizard.mapping_column")}</Table.Th>
              <Table.Th>{t("imports.wizard.mapping_field")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {headers.map((header) => {
              const chosen = mapping[header] ?? null;
              return (
                <Table.Tr key={header}>
                  <Table.Td>
                    <Text fw={500}>{header}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Select
                        aria-label={t("imports.wizard.mapping_field_of", { header })}
                        placeholder={t("imports.wizard.mapping_skip")}
                        data={fields.map(([key]) => ({
                          value: key,
                          label: labelOf(key),
                          disabled: key !== chosen && Object.values(mapping).includes(key),
                        }))}
                        value={chosen}
                        onChange={(key) => onChange({ ...mapping, [header]: key })}
                        clearable
                        searchable
                        comboboxProps={{ withinPortal: false }}
                        style={{ flex: 1 }}
                      />
                      {chosen && required.has(chosen) ? (
                        <Badge color="orange" variant="light">
                          {t("imports.wizard.required_mark")}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {missing.length ? (
        <Alert color="red" role="alert">
          {t("imports.wizard.required_missing", {
            fields: missing.map(labelOf).join(", "),
          })}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={checking}>
          {t("imports.wizard.back")}
        </Button>
        <Button onClick={onCheck} loading={checking} disabled={missing.length > 0}>
          {t("imports.wizard.check")}
        </Button>
      </Group>
    </Stack>
  );
};
