import { Anchor, Badge, Button, Collapse, Group, Stack } from "@mantine/core";
import type { ResourceDef } from "@quadra/shared";
import { can, hasAction } from "@quadra/shared";
import {
  IconArrowLeft,
  IconFileImport,
  IconFileSpreadsheet,
  IconFilter,
  IconTrash,
} from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { useApp } from "../../platform/state/appStore.ts";
import { canOpen } from "../../routes/guard.ts";
import { useGuardContext } from "../../routes/useGuardContext.ts";
import { AddButton } from "../../ui/AddButton.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { ColumnChooser } from "./ColumnChooser.tsx";
import type { ExportFormat } from "./downloadExport.ts";
import { downloadExport } from "./downloadExport.ts";
import { ListFilters } from "./ListFilters.tsx";
import { defaultColumnsOf, readColumnChoice, visibleColumnsOf, writeColumnChoice } from "./listColumns.ts";
import { apiQueryOf, effectiveSort, filterFieldsOf, nextSort, PER_PAGE_CHOICES } from "./listParams.ts";
import type { ListRecord } from "./ResourceCell.tsx";
import { ResourceFormModal } from "./ResourceForm.tsx";
import { ResourceTable } from "./ResourceTable.tsx";
import { invalidateResource } from "./recordQuery.ts";
import { recordTitle } from "./recordTitle.ts";
import {
  createPath,
  ownCreateRoute,
  parentListPath,
  recordPath,
  resourceRouteFor,
} from "./resourceRoutes.ts";
import { useListState } from "./useListState.ts";
import { localeOf, useLocalized } from "./useLocalized.ts";
import { useParentRecord } from "./useParentRecord.ts";

/** The address of the imports screen, where a spreadsheet of this resource is sent. */
export const IMPORTS_PATH = "/admin/imports";

type Editing = { record: ListRecord | null; key: number } | null;

/**
 * The list screen of any resource, derived from its definition: search, filters, sortable and
 * choosable columns, pages, selection with bulk delete, export, import, and the way into each
 * record (its own screen, or the form in a modal when the route table has none). With `parentId`
 * it lists the records under one parent record (a sport's roles), headed by the parent's title.
 * Search, filters, sort and page live in the address.
 */
export const ResourceListPage = ({ def, parentId }: { def: ResourceDef; parentId?: string }) => {
  const { t, i18n } = useTranslation();
  const text = useLocalized();
  const locale = localeOf(i18n.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useApp((state) => state.info);
  const list = useListState(def);
  const { state } = list;
  const records$ = useMemo(() => resourceClient<ListRecord>(def), [def]);
  const query = useMemo(() => apiQueryOf({ def, state }), [def, state]);
  const queryKey = JSON.stringify(query);

  const records = useQuery({
    queryKey: ["resource", def.name, "list", parentId ?? null, query],
    queryFn: ({ signal }) => records$.list(query, { parentId, signal }),
    placeholderData: keepPreviousData,
  });
  const rows = records.data?.data ?? [];
  const { parentDef, parent } = useParentRecord(def, parentId);

  const [chosenColumns, setChosenColumns] = useState(() => readColumnChoice(def) ?? defaultColumnsOf(def));
  const columns = visibleColumnsOf(def, chosenColumns);
  const chooseColumns = (next: string[] | null) => {
    writeColumnChoice(def, next);
    setChosenColumns(next ?? defaultColumnsOf(def));
  };

  const filterCount = Object.keys(state.filters).length;
  const [filtersOpen, setFiltersOpen] = useState(filterCount > 0);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ListRecord | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const canDelete = hasAction(def, "delete");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  // A selection belongs to what is on screen: another page, search or filter starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized query stands for it
  useEffect(() => setSelected(new Set()), [queryKey, parentId]);

  const titleOf = (record: ListRecord) => recordTitle(def, record, locale) || t("resources.untitled");
  const refresh = () => invalidateResource(queryClient, def);

  // The address's own params (a grandparent's id) fill the routes of the records under it.
  const routeParams = useParams();
  const guard = useGuardContext();
  const canEdit = hasAction(def, "update");
  // A resource made by its own screen rather than the generic create (bills, of chosen debts)
  // offers that screen, to whoever may open it.
  const ownCreate = hasAction(def, "create") ? undefined : ownCreateRoute(def.name);
  const canCreate =
    hasAction(def, "create") || Boolean(ownCreate && canOpen({ route: ownCreate, context: guard }));
  const editRouted = Boolean(resourceRouteFor(def.name, "edit"));
  const showRouted = Boolean(resourceRouteFor(def.name, "show"));
  const canImport =
    hasAction(def, "import") &&
    can(info ? { master: info.master, permissions: info.permissions_names } : null, "operations");

  const openCreate = () => {
    // A child created on its own screen learns its parent from the address.
    const path = ownCreate?.path ?? createPath(def.name, parentId, routeParams);
    if (path) navigate(path);
    else setEditing({ record: null, key: Date.now() });
  };

  const removeOne = async () => {
    if (!deleting) return;
    const name = titleOf(deleting);
    await records$.remove(deleting.id);
    notifySuccess({ message: t("resources.deleted", { name }) });
    await refresh();
  };
  const removeSelected = async () => {
    const ids = [...selected];
    const result = await records$.removeMany(ids);
    notifySuccess({ message: t("resources.bulk_deleted", { count: result.deleted }) });
    setSelected(new Set());
    await refresh();
  };
  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadExport({
        url: records$.exportUrl(format, apiQueryOf({ def, state, withPage: false }), parentId),
        format,
        fallbackName: text(def.label.many),
      });
    } catch (error) {
      notifyError({ message: (error as Error).message });
    } finally {
      setExporting(null);
    }
  };

  const filtered = Boolean(state.q) || filterCount > 0;
  const plural = text(def.label.many);
  const parentList = parentDef ? parentListPath(parentDef.name, parent) : undefined;

  return (
    <Stack gap="md">
      {parentDef ? (
        <Anchor component={Link} to={parentList ?? ".."} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t("resources.back_to", { label: text(parentDef.label.many) })}
          </Group>
        </Anchor>
      ) : null}
      <PageHeader
        title={plural}
        description={
          parentDef && parent
            ? t("resources.parent", {
                label: text(parentDef.label.one),
                name: recordTitle(parentDef, parent, locale),
              })
            : undefined
        }
        actions={
          <Group gap="xs" wrap="wrap">
            {hasAction(def, "export")
              ? (["csv", "xlsx"] as const).map((format) => (
                  <Button
                    key={format}
                    variant="default"
                    leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                    loading={exporting === format}
                    onClick={() => void exportAs(format)}
                  >
                    {t(`resources.export_${format}`)}
                  </Button>
                ))
              : null}
            {canImport ? (
              <Button
                component={Link}
                to={`${IMPORTS_PATH}?${new URLSearchParams({ resource: def.name })}`}
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
              >
                {t("resources.import")}
              </Button>
            ) : null}
            {canCreate ? <AddButton label={t("resources.new")} onClick={openCreate} /> : null}
          </Group>
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput label={t("resources.search")} value={state.q} onChange={list.setQ} maw={360} />
        {filterFieldsOf(def).length ? (
          <Button
            variant={filtersOpen ? "light" : "default"}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={filterCount ? <Badge size="sm">{filterCount}</Badge> : null}
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={filtersOpen}
          >
            {t("resources.filters")}
          </Button>
        ) : null}
        <ColumnChooser def={def} chosen={chosenColumns} onChange={chooseColumns} />
        {canDelete && selected.size > 0 ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setBulkDeleting(true)}
          >
            {t("resources.delete_selected", { count: selected.size })}
          </Button>
        ) : null}
      </Group>
      <Collapse expanded={filtersOpen} keepMounted={false}>
        {filtersOpen ? (
          <ListFilters
            def={def}
            filters={state.filters}
            setFilter={list.setFilter}
            onClear={list.clearFilters}
          />
        ) : null}
      </Collapse>
      <QueryOverlay {...queryOverlayProps(records)}>
        {rows.length === 0 ? (
          filtered ? (
            <EmptyState
              title={t("resources.empty_filtered_title")}
              description={t("resources.empty_filtered_text")}
              action={
                <Button variant="light" onClick={list.clearFilters}>
                  {t("resources.clear_filters")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t("resources.empty_title", { label: plural })}
              description={
                hasAction(def, "create") ? t("resources.empty_text") : t("resources.empty_text_read_only")
              }
            />
          )
        ) : (
          <ResourceTable
            def={def}
            columns={columns}
            records={rows}
            sort={effectiveSort(def, state.sort)}
            onSort={(key) => list.setSort(nextSort({ current: effectiveSort(def, state.sort), key }))}
            selected={canDelete ? selected : null}
            onSelect={(ids, checked) =>
              setSelected((current) => {
                const next = new Set(current);
                for (const id of ids) {
                  if (checked) next.add(id);
                  else next.delete(id);
                }
                return next;
              })
            }
            links={{
              titleHref: showRouted
                ? (record) => recordPath(def.name, "show", record.id, routeParams)
                : undefined,
              editHref:
                canEdit && editRouted
                  ? (record) => recordPath(def.name, "edit", record.id, routeParams)
                  : undefined,
              onEdit:
                canEdit && !editRouted ? (record) => setEditing({ record, key: Date.now() }) : undefined,
              onDelete: canDelete ? setDeleting : undefined,
            }}
            titleOf={titleOf}
            locale={locale}
          />
        )}
      </QueryOverlay>
      {records.data && records.data.total > 0 ? (
        <ListPagination
          page={state.page}
          perPage={state.perPage}
          total={records.data.total}
          totalCapped={records.data.total_capped}
          onPage={list.setPage}
          perPageChoices={PER_PAGE_CHOICES}
          onPerPage={list.setPerPage}
        />
      ) : null}
      <ResourceFormModal
        key={editing?.key ?? "closed"}
        def={def}
        parentId={parentId}
        record={editing?.record ?? null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t("resources.delete_title", { label: text(def.label.one) })}
        message={t("resources.delete_text", { name: deleting ? titleOf(deleting) : "" })}
        confirmLabel={t("common.delete")}
        onConfirm={removeOne}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={bulkDeleting}
        title={t("resources.bulk_delete_title")}
        message={t("resources.bulk_delete_text", { count: selected.size, label: plural })}
        confirmLabel={t("resources.delete_selected", { count: selected.size })}
        onConfirm={removeSelected}
        onClose={() => setBulkDeleting(false)}
      />
    </Stack>
  );
};
