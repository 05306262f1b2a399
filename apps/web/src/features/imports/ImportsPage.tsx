import { Anchor, Group, Pagination, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { RESOURCES } from "@quadra/shared";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { AddButton } from "../../ui/AddButton.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { paginationLabels } from "../../ui/paginationLabels.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ImportWizard } from "./ImportWizard.tsx";
import { importLabel, resourceDefOf, textIn } from "./importResources.ts";
import type { ImportRecord } from "./importTypes.ts";
import { importItemsPath } from "./PreviewStep.tsx";
import { StatusBadge } from "./StatusBadge.tsx";

/** The imports are a resource: their list is its generic CRUD. */
const imports = resourceClient<ImportRecord>("imports");

const PER_PAGE = 25;
/** While an import is being saved the list refreshes itself this often. */
const REFRESH_MS = 2_000;

/**
 * Every import of the tenant (or those of one resource), newest first, with status, counts, who and
 * when; "Nova importação" opens the wizard, preselected with `?resource=<name>` (which also opens it).
 */
export const ImportsPage = ({
  resource,
  openWizard = false,
}: {
  resource?: string;
  openWizard?: boolean;
}) => {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("resource") ?? resource ?? null;
  const [wizardOpen, setWizardOpen] = useState(openWizard || params.has("resource"));
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["imports", "list", { resource, q, status, page }],
    queryFn: ({ signal }) =>
      imports.list(
        { resource, q, status: status ?? undefined, page, per_page: PER_PAGE, sort: "-created_at" },
        { signal },
      ),
    refetchInterval: (current) =>
      current.state.data?.data.some((row) => row.status === "running") ? REFRESH_MS : false,
  });
  const rows = list.data?.data ?? [];
  const pages = Math.ceil((list.data?.total ?? 0) / PER_PAGE);
  const closeWizard = () => {
    setWizardOpen(false);
    if (params.has("resource")) {
      params.delete("resource");
      setParams(params, { replace: true });
    }
    void list.refetch();
  };
  const title = resource === "users" ? t("titles.importusers") : t("titles.imports");
  return (
    <Stack>
      <PageHeader
        title={title}
        description={resource === "users" ? t("imports.description_users") : t("imports.description")}
        actions={<AddButton label={t("imports.new")} onClick={() => setWizardOpen(true)} />}
      />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t("imports.search")}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Select
          label={t("imports.status_filter")}
          placeholder={t("imports.all_statuses")}
          data={(RESOURCES.imports?.fields.status?.options ?? []).map((option) => ({
            value: option.value,
            label: textIn(option.label, i18n.language),
          }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={200}
        />
      </Group>
      <QueryOverlay {...queryOverlayProps(list)}>
        {rows.length === 0 ? (
          <EmptyState
            title={t("imports.empty_title")}
            description={q || status ? t("imports.empty_search") : t("imports.empty_text")}
          />
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("imports.columns.file")}</Table.Th>
                  <Table.Th>{t("imports.columns.resource")}</Table.Th>
                  <Table.Th>{t("imports.columns.status")}</Table.Th>
                  <Table.Th>{t("imports.columns.rows")}</Table.Th>
                  <Table.Th>{t("imports.columns.by")}</Table.Th>
                  <Table.Th>{t("imports.columns.when")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => {
                  const def = resourceDefOf(row.resource);
                  return (
                    <Table.Tr key={row.id}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={importItemsPath(row.id)}
                          aria-label={t("imports.see_rows_of", { name: row.file_name })}
                        >
                          {row.file_name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{def ? importLabel(def, i18n.language) : row.resource}</Table.Td>
                      <Table.Td>
                        <StatusBadge resource="imports" status={row.status} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {t("imports.rows_summary", {
                            total: row.total_rows ?? 0,
                            valid: row.valid_rows ?? 0,
                            errors: row.error_rows ?? 0,
                          })}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.created_by_name ?? "—"}</Table.Td>
                      <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryOverlay>
      {pages > 1 ? (
        <Pagination total={pages} value={page} onChange={setPage} getControlProps={paginationLabels(t)} />
      ) : null}
      <FormModal opened={wizardOpen} onClose={closeWizard} title={t("imports.wizard.title")} size="xl">
        {wizardOpen ? <ImportWizard requested={requested} /> : null}
      </FormModal>
    </Stack>
  );
};

/** /admin/importusers: the imports of the people records, the wizard preselected to them. */
export const ImportUsersPage = () => <ImportsPage resource="users" />;
