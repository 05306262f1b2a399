import { Anchor, Button, Group, List, Pagination, Select, Stack, Table, Text } from "@mantine/core";
import { RESOURCES, resourceOf } from "@quadra/shared";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { paginationLabels } from "../../ui/paginationLabels.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { fetchImport } from "./importCalls.ts";
import { importLabel, resourceDefOf, textIn } from "./importResources.ts";
import type { ImportItem } from "./importTypes.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** An import's rows are a child resource of it: their list is its generic CRUD. */
const importItems = resourceClient<ImportItem>(resourceOf("importitems"));

const PER_PAGE = 50;
const IMPORTS_PATH = "/admin/imports";

/**
 * /admin/importitems?import=<id>: the rows of one import as read from the sheet, each with its
 * status and, per field, what to fix. (`?parent_id=` is read too, as generic child lists link.)
 */
export const ImportItemsPage = () => {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get("import") ?? params.get("parent_id") ?? "";
  const importId = z.uuid().safeParse(raw).success ? raw : null;
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const header = useQuery({
    queryKey: ["imports", importId],
    queryFn: ({ signal }) => fetchImport({ id: importId!, signal }),
    enabled: Boolean(importId),
  });
  const items = useQuery({
    queryKey: ["imports", importId, "items", { status, page }],
    queryFn: ({ signal }) =>
      importItems.list(
        { status: status ?? undefined, page, per_page: PER_PAGE, sort: "row_number" },
        { signal, parentId: importId! },
      ),
    enabled: Boolean(importId),
  });
  const back = (
    <Button component={Link} to={IMPORTS_PATH} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t("importitems.back")}
    </Button>
  );
  if (!importId)
    return (
      <Stack>
        <PageHeader title={t("titles.importitems")} actions={back} />
        <EmptyState
          title={t("importitems.choose")}
          description={t("importitems.choose_text")}
          action={
            <Anchor component={Link} to={IMPORTS_PATH}>
              {t("titles.imports")}
            </Anchor>
          }
        />
      </Stack>
    );
  const record = header.data;
  const def = resourceDefOf(record?.resource);
  const fieldLabel = (key: string) => {
    const field = def?.fields[key];
    return field ? textIn(field.label, i18n.language) : key;
  };
  const headers = record?.headers ?? [];
  const rows = items.data?.data ?? [];
  const pages = Math.ceil((items.data?.total ?? 0) / PER_PAGE);
  return (
    <Stack>
      <PageHeader
        title={t("titles.importitems")}
        {...(record
          ? {
              description: t("importitems.description", {
                file: record.file_name,
                resource: def ? importLabel(def, i18n.language) : record.resource,
              }),
            }
          : {})}
        actions={back}
      />
      {record ? (
        <Group gap="xs">
          <StatusBadge resource="imports" status={record.status} />
          <Text size="sm">
            {t("imports.rows_summary", {
              total: record.total_rows ?? 0,
              valid: record.valid_rows ?? 0,
              errors: record.error_rows ?? 0,
            })}
          </Text>
        </Group>
      ) : null}
      <Select
        label={t("importitems.status_filter")}
        placeholder={t("imports.all_statuses")}
        data={(RESOURCES.importitems?.fields.status?.options ?? []).map((option) => ({
          value: option.value,
          label: textIn(option.label, i18n.language),
        }))}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        clearable
        w={220}
      />
      <QueryOverlay {...queryOverlayProps(items)}>
        {rows.length === 0 ? (
          <EmptyState title={t("importitems.empty")} description={t("importitems.empty_text")} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("importitems.columns.row")}</Table.Th>
                  <Table.Th>{t("importitems.columns.status")}</Table.Th>
                  <Table.Th>{t("importitems.columns.data")}</Table.Th>
                  <Table.Th>{t("importitems.columns.errors")}</Table.Th>
                  <Table.Th>{t("importitems.columns.record")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.row_number}</Table.Td>
                    <Table.Td>
                      <StatusBadge resource="importitems" status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {(headers.length ? headers : Object.keys(row.data ?? {}))
                          .map((name) => `${name}: ${row.data?.[name] ?? ""}`)
                          .join(" · ")}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {Object.keys(row.errors ?? {}).length ? (
                        <List size="sm" c="red.8">
                          {Object.entries(row.errors ?? {}).map(([key, message]) => (
                            <List.Item key={key}>
                              {fieldLabel(key)}: {message}
                            </List.Item>
                          ))}
                        </List>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {row.record_id ?? "—"}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
      {pages > 1 ? (
        <Pagination total={pages} value={page} onChange={setPage} getControlProps={paginationLabels(t)} />
      ) : null}
    </Stack>
  );
};
