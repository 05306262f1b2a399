import { ActionIcon, Anchor, Checkbox, Group, Menu, Table, Text, UnstyledButton } from "@mantine/core";
import type { Locale, ResourceDef } from "@quadra/shared";
import { childrenOf, sortableKeys } from "@quadra/shared";
import {
  IconArrowsSort,
  IconDots,
  IconPencil,
  IconSortAscending,
  IconSortDescending,
  IconTrash,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ListColumn } from "./listColumns.ts";
import type { ListRecord } from "./ResourceCell.tsx";
import { ResourceCell } from "./ResourceCell.tsx";
import { childrenPath, resourceRouteFor } from "./resourceRoutes.ts";
import { useLocalized } from "./useLocalized.ts";

/** How a record opens from the list: its own screen (a route) or the form in a modal. */
export type RecordLinks = {
  titleHref?: (record: ListRecord) => string | undefined;
  editHref?: (record: ListRecord) => string | undefined;
  onEdit?: (record: ListRecord) => void;
  onDelete?: (record: ListRecord) => void;
};

const SortHeader = ({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: "asc" | "desc" | null;
  onSort: () => void;
}) => {
  const { t } = useTranslation();
  const Icon =
    direction === "asc" ? IconSortAscending : direction === "desc" ? IconSortDescending : IconArrowsSort;
  return (
    <UnstyledButton onClick={onSort} aria-label={t("resources.sort_by", { label })}>
      <Group gap={4} wrap="nowrap">
        <Text span size="sm" fw={700}>
          {label}
        </Text>
        <Icon size={14} aria-hidden opacity={direction ? 1 : 0.4} />
      </Group>
    </UnstyledButton>
  );
};

/** The lists of child resources a row leads to (a sport's roles, moments...), when routed. */
const childLinksOf = (
  def: ResourceDef,
  record: ListRecord,
  text: (value: ResourceDef["label"]["many"]) => string,
) =>
  childrenOf(def.name).flatMap((child) => {
    // A child of a child (a team's members) may sit under the grandparent too: its id is the row's.
    const grandParentId = def.parent ? record[def.parent.field] : undefined;
    const href = childrenPath(
      child.name,
      record.id,
      typeof grandParentId === "string" ? { parent_id: grandParentId } : {},
    );
    return href ? [{ name: child.name, label: text(child.label.many), href }] : [];
  });

/**
 * The table of a resource list: sortable headers, a selection column when records can be deleted,
 * cells by field kind, the title linking to the record, and per-row edit, delete and child lists.
 * It scrolls sideways on small screens.
 */
export const ResourceTable = ({
  def,
  columns,
  records,
  sort,
  onSort,
  selected,
  onSelect,
  links,
  titleOf,
  locale,
}: {
  def: ResourceDef;
  columns: ListColumn[];
  records: ListRecord[];
  /** The sort in effect (`name`, `-name`). */
  sort: string;
  onSort: (key: string) => void;
  selected: ReadonlySet<string> | null;
  onSelect: (ids: string[], checked: boolean) => void;
  links: RecordLinks;
  titleOf: (record: ListRecord) => string;
  locale: Locale;
}) => {
  const { t } = useTranslation();
  const text = useLocalized();
  const sortable = new Set(sortableKeys(def));
  const allSelected =
    selected !== null && records.length > 0 && records.every((record) => selected.has(record.id));
  const someSelected = selected !== null && records.some((record) => selected.has(record.id));
  const routedChildren = childrenOf(def.name).some((child) => resourceRouteFor(child.name, "children"));
  const hasActions = Boolean(links.onEdit || links.editHref || links.onDelete || routedChildren);

  const titleCell = (record: ListRecord, content: ReactNode) => {
    const href = links.titleHref?.(record) ?? links.editHref?.(record);
    if (href)
      return (
        <Anchor component={Link} to={href} fw={600} size="sm">
          {content}
        </Anchor>
      );
    if (links.onEdit)
      return (
        <Anchor component="button" type="button" fw={600} size="sm" onClick={() => links.onEdit?.(record)}>
          {content}
        </Anchor>
      );
    return (
      <Text fw={600} size="sm">
        {content}
      </Text>
    );
  };

  return (
    <Table.ScrollContainer minWidth={Math.max(480, columns.length * 150)}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selected !== null ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t("resources.select_page")}
                  checked={allSelected}
                  indeterminate={someSelected && !allSelected}
                  onChange={(event) =>
                    onSelect(
                      records.map((record) => record.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            ) : null}
            {columns.map((column) => {
              const label = text(column.field.label);
              const direction = sort === column.key ? "asc" : sort === `-${column.key}` ? "desc" : null;
              return (
                <Table.Th
                  key={column.key}
                  aria-sort={
                    direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                  }
                >
                  {sortable.has(column.key) ? (
                    <SortHeader label={label} direction={direction} onSort={() => onSort(column.key)} />
                  ) : (
                    label
                  )}
                </Table.Th>
              );
            })}
            {hasActions ? <Table.Th w={1}>{t("common.actions")}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const title = titleOf(record);
            const editHref = links.editHref?.(record);
            const childLinks = childLinksOf(def, record, text);
            return (
              <Table.Tr key={record.id}>
                {selected !== null ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={t("resources.select_named", { name: title })}
                      checked={selected.has(record.id)}
                      onChange={(event) => onSelect([record.id], event.currentTarget.checked)}
                    />
                  </Table.Td>
                ) : null}
                {columns.map((column) => (
                  <Table.Td key={column.key}>
                    {column.key === def.titleField ? (
                      titleCell(record, title)
                    ) : (
                      <ResourceCell
                        fieldKey={column.key}
                        field={column.field}
                        record={record}
                        locale={locale}
                      />
                    )}
                  </Table.Td>
                ))}
                {hasActions ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {editHref ? (
                        <ActionIcon
                          component={Link}
                          to={editHref}
                          variant="subtle"
                          aria-label={t("resources.edit_named", { name: title })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      ) : links.onEdit ? (
                        <ActionIcon
                          variant="subtle"
                          onClick={() => links.onEdit?.(record)}
                          aria-label={t("resources.edit_named", { name: title })}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      ) : null}
                      {links.onDelete ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => links.onDelete?.(record)}
                          aria-label={t("resources.delete_named", { name: title })}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      ) : null}
                      {childLinks.length ? (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="subtle"
                              aria-label={t("resources.more_named", { name: title })}
                            >
                              <IconDots size={18} aria-hidden />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Label>{t("resources.children")}</Menu.Label>
                            {childLinks.map((child) => (
                              <Menu.Item key={child.name} component={Link} to={child.href}>
                                {child.label}
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      ) : null}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
