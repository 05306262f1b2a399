import { Button, Checkbox, Popover, Stack } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { IconColumns } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { columnChoicesOf } from "./listColumns.ts";
import { useLocalized } from "./useLocalized.ts";

/** Which columns the list shows on this device; the title column always stays. */
export const ColumnChooser = ({
  def,
  chosen,
  onChange,
}: {
  def: ResourceDef;
  chosen: readonly string[];
  onChange: (columns: string[] | null) => void;
}) => {
  const { t } = useTranslation();
  const text = useLocalized();
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t("resources.columns")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Checkbox.Group
            label={t("resources.columns_label")}
            value={[def.titleField, ...chosen.filter((key) => key !== def.titleField)]}
            onChange={(next) => onChange(next)}
          >
            <Stack gap={6} mt="xs">
              {columnChoicesOf(def).map((column) => (
                <Checkbox
                  key={column.key}
                  value={column.key}
                  label={text(column.field.label)}
                  disabled={column.key === def.titleField}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {t("resources.columns_default")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};
