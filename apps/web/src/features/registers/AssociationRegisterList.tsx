import { Stack, Table, Text } from "@mantine/core";
import type { Page } from "@quadra/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { AssociationListFilters } from "./AssociationListFilters.tsx";
import { AssociationRegistersFrame, type AssociationRegistersScreen } from "./AssociationRegistersNav.tsx";
import { ASSOCIATION_REGISTERS_KEYS, type LABELS } from "./associationRegistersApi.ts";
import { PER_PAGE, useListParams } from "./useListParams.ts";

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; align?: "right" };

type Query = {
  q?: string;
  registertype_id?: string;
  status?: string;
  kind?: string;
  expiring_within?: string;
  page: number;
  per_page: number;
};

const FILTER_KEYS = ["q", "registertype_id", "status", "kind", "expiring_within"] as const;

/**
 * One of the association's register lists (requests, entries, memberships, contracts): the
 * filters in the address, a page of rows from the server, the first column linking to the record.
 */
export const AssociationRegisterList = <Row extends { id: string }>({
  id,
  current,
  list,
  title,
  description,
  searchLabel,
  statuses,
  kinds = false,
  fetchPage,
  columns,
  link,
  empty,
  extra,
}: {
  id: string;
  current: AssociationRegistersScreen;
  /** The list's name in the query keys. */
  list: string;
  title: (name: string) => string;
  description: string;
  searchLabel: string;
  statuses: keyof typeof LABELS;
  kinds?: boolean;
  fetchPage: (query: Query, signal: AbortSignal) => Promise<Page<Row>>;
  columns: Column<Row>[];
  link: (row: Row) => string;
  empty: string;
  /** Shown between the description and the filters (the memberships' tabs). */
  extra?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { filters, page, setFilter, setPage, query } = useListParams(FILTER_KEYS);
  const rows = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.list(id, list, query),
    queryFn: ({ signal }) => fetchPage(query as Query, signal),
    placeholderData: keepPreviousData,
  });
  const [first, ...rest] = columns;
  return (
    <AssociationRegistersFrame id={id} current={current} title={title}>
      {(name) => (
        <Stack>
          <Text c="dimmed">{description}</Text>
          {extra}
          <AssociationListFilters
            id={id}
            filters={filters}
            setFilter={setFilter}
            statuses={statuses}
            kinds={kinds}
            searchLabel={searchLabel}
          />
          <QueryOverlay {...queryOverlayProps(rows)}>
            {rows.data && !rows.data.data.length ? (
              <EmptyState title={empty} description={t("assocregisters.empty_filters")} />
            ) : rows.data && first ? (
              <Table.ScrollContainer minWidth={720}>
                <Table striped verticalSpacing="xs" aria-label={title(name)}>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((column) => (
                        <Table.Th key={column.header} ta={column.align}>
                          {column.header}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.data.data.map((row) => (
                      <Table.Tr key={row.id}>
                        <Table.Td>
                          <Link to={link(row)}>{first.cell(row)}</Link>
                        </Table.Td>
                        {rest.map((column) => (
                          <Table.Td key={column.header} ta={column.align}>
                            {column.cell(row)}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
            {rows.data ? (
              <ListPagination page={page} perPage={PER_PAGE} total={rows.data.total} onPage={setPage} />
            ) : null}
          </QueryOverlay>
        </Stack>
      )}
    </AssociationRegistersFrame>
  );
};
