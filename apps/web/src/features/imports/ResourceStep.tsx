import { Alert, Button, Group, Select, Stack } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { importLabel, resourceDefOf } from "./importResources.ts";

/**
 * Step 1: which records the spreadsheet fills. Only resources with the import action that the person
 * may change are offered; a resource asked for by the address (`?resource=`) that is not among them
 * is explained rather than silently dropped.
 */
export const ResourceStep = ({
  options,
  value,
  requested,
  onChange,
  onNext,
}: {
  options: ResourceDef[];
  value: string | null;
  requested: string | null;
  onChange: (name: string | null) => void;
  onNext: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const unavailable = requested && !options.some((def) => def.name === requested) ? requested : null;
  const requestedDef = resourceDefOf(unavailable);
  const requestedName = requestedDef
    ? importLabel(requestedDef, i18n.language)
    : unavailable && i18n.exists(`titles.${unavailable}`)
      ? t(`titles.${unavailable}`)
      : unavailable;
  return (
    <Stack>
      {unavailable ? (
        <Alert color="yellow" role="status">
          {t("imports.wizard.resource_unavailable", { name: requestedName })}
        </Alert>
      ) : null}
      {options.length === 0 ? (
        <Alert color="gray">{t("imports.wizard.resource_none")}</Alert>
      ) : (
        <Select
          label={t("imports.wizard.resource_label")}
          description={t("imports.wizard.resource_help")}
          placeholder={t("imports.wizard.resource_placeholder")}
          data={options
            .map((def) => ({ value: def.name, label: importLabel(def, i18n.language) }))
            .sort((a, b) => a.label.localeCompare(b.label, i18n.language))}
          value={value}
          onChange={onChange}
          searchable
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={onNext} disabled={!value}>
          {t("imports.wizard.next")}
        </Button>
      </Group>
    </Stack>
  );
};
