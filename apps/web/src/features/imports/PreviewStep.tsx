import { Alert, Anchor, Button, Group, Stack, Table, Text } from "@mantine/core";
import { importScopeField, type ResourceDef } from "@quadra/shared";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textIn } from "./importResources.ts";
import type { ImportPreview } from "./importTypes.ts";

/** The link to every row of an import, with its errors. */
export const importItemsPath = (id: string) => `/admin/importitems?import=${id}`;

/** The cell a field was read from: the column mapped to it. */
const cellOf = (preview: ImportPreview, data: Record<string, string>, field: string) => {
  const header = Object.entries(preview.mapping).find(([, key]) => key === field)?.[0];
  return header === undefined ? "" : (data[header] ?? "");
};

/**
 * Step 4: what the check found. With errors, a table of the rows and fields to fix (nothing can be
 * saved until the file is fixed and sent again); without, the button that saves every row.
 */
export const PreviewStep = ({
  def,
  preview,
  showAllRows = true,
  onAnotherFile,
  onCommit,
  committing,
  error,
}: {
  def: ResourceDef;
  preview: ImportPreview;
  onAnotherFile: () => void;
  onCommit: () => void;
  committing: boolean;
  error: string | null;
  /** The rows of an import are listed at /admin/importitems; a manager's import has no such page. */
  showAllRows?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const labelOf = (key: string) => {
    // The column naming the parent within its own parent is no field of the resource.
    const field = def.fields[key] ?? importScopeField(def)?.[1];
    return field ? textIn(field.label, i18n.language) : key;
  };
  const failed = preview.error_rows > 0;
  return (
    <Stack>
      <Text fw={600} role="status">
        {t("imports.wizard.preview_counts", {
          total: preview.total_rows,
          valid: preview.valid_rows,
          errors: preview.error_rows,
        })}
      </Text>
      <Alert color={failed ? "red" : "green"}>
        {failed ? t("imports.wizard.preview_errors") : t("imports.wizard.preview_ok")}
      </Alert>
      {!failed && preview.outcomes ? (
        <Text data-testid="import-outcomes">
          {t("peopleimports.outcomes", {
            create: preview.outcomes.create ?? 0,
            update: preview.outcomes.update ?? 0,
            unchanged: preview.outcomes.unchanged ?? 0,
          })}
        </Text>
      ) : null}
      {failed ? (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t("imports.wizard.preview_error")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("imports.wizard.preview_row")}</Table.Th>
                  <Table.Th>{t("imports.wizard.preview_field")}</Table.Th>
                  <Table.Th>{t("imports.wizard.preview_value")}</Table.Th>
                  <Table.Th>{t("imports.wizard.preview_error")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.flatMap((row) =>
                  Object.entries(row.errors).map(([field, message]) => (
                    <Table.Tr key={`${row.row_number}-${field}`}>
                      <Table.Td>{row.row_number}</Table.Td>
                      <Table.Td>{labelOf(field)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {cellOf(preview, row.data, field)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{message}</Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            {preview.error_rows > preview.rows.length ? (
              <Text size="sm" c="dimmed">
                {t("imports.wizard.preview_first", { count: preview.rows.length })}
              </Text>
            ) : (
              <span />
            )}
            {showAllRows ? (
              <Anchor component={Link} to={importItemsPath(preview.id)}>
                {t("imports.wizard.preview_all_rows")}
              </Anchor>
            ) : null}
          </Group>
        </>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onAnotherFile} disabled={committing}>
          {t("imports.wizard.another_file")}
        </Button>
        {failed ? null : (
          <Button onClick={onCommit} loading={committing}>
            {t("imports.wizard.commit", { count: preview.valid_rows })}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
