import { Anchor, Button, Group, Stack, Table, Text, UnstyledButton } from "@mantine/core";
import { formatCpf, type Person } from "@quadra/shared";
import { IconDownload, IconPlus, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ListPagination } from "../../ui/ListPagination.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { SearchInput } from "../../ui/SearchInput.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { downloadExport, type ExportFormat } from "../resources/downloadExport.ts";
import { formatDay } from "../resources/formatValue.ts";
import { PeopleFilters } from "./PeopleFilters.tsx";
import { PersonActions } from "./PersonActions.tsx";
import { PersonStatusBadges } from "./PersonStatusBadges.tsx";
import { PersonThumbnail } from "./PersonThumbnail.tsx";
import { fetchPeople, PEOPLE_KEY, peopleExportUrl, setPersonEnabled } from "./peopleCalls.ts";
import {
  PEOPLE_PER_PAGE_CHOICES,
  type PeopleListState,
  peopleListParams,
  peopleListState,
  peopleQuery,
} from "./peopleListParams.ts";

type SortKey = "registration_number" | "name" | "email" | "birthdate";

/** `/records/users` (kept alive): the register of people with search, filters, sort, pages and export. */
export const UsersListPage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = peopleListState(params);
  const [toggling, setToggling] = useState<Person | null>(null);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  // Enabling can be undone at once, so it needs no question; disabling asks first.
  const toggle = async (person: Person) => {
    if (!person.disabled_at) {
      setToggling(person);
      return;
    }
    try {
      await setPersonEnabled(person.id, true);
      notifySuccess({ message: t("people.enabled", { name: person.name }) });
    } catch {
      // The API client has already shown the server's message.
    }
    await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
  };
  const change = (next: Partial<PeopleListState>) =>
    setParams(peopleListParams({ ...state, page: 1, ...next }), { replace: true });

  const list = useQuery({
    queryKey: [PEOPLE_KEY, "list", peopleQuery(state)],
    queryFn: ({ signal }) => fetchPeople(peopleQuery(state), signal),
    placeholderData: keepPreviousData,
  });

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const name = await downloadExport({
        url: peopleExportUrl(format, peopleQuery(state, { paged: false })),
        format,
        fallbackName: t("titles.users"),
      });
      notifySuccess({ message: t("people.exported", { name }) });
    } catch (error) {
      // downloadExport notifies nothing itself: say what the server said.
      notifyError({ message: (error as Error).message });
    } finally {
      setExporting(null);
    }
  };

  const sortHeader = (key: SortKey) => {
    const label = t(`people.columns.${key}`);
    const active = state.sort.replace(/^-/, "") === key;
    const descending = active && state.sort.startsWith("-");
    return (
      // aria-sort belongs to the column header, not to the button inside it (ARIA allows it on
      // columnheader only).
      <Table.Th aria-sort={active ? (descending ? "descending" : "ascending") : undefined}>
        <UnstyledButton
          onClick={() => change({ sort: active && !descending ? `-${key}` : key })}
          aria-label={t("people.sort_by", { column: label })}
        >
          <Group gap={4} wrap="nowrap">
            <Text fw={600} size="sm">
              {label}
            </Text>
            {active ? descending ? <IconSortDescending size={14} /> : <IconSortAscending size={14} /> : null}
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  const people = list.data?.data ?? [];
  return (
    <Stack>
      <PageHeader
        title={t("titles.users")}
        description={t("people.list_description")}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/records/users/create" leftSection={<IconPlus size={16} />}>
              {t("people.new")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === "csv"}
              onClick={() => void exportAs("csv")}
            >
              {t("people.export_csv")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exporting === "xlsx"}
              onClick={() => void exportAs("xlsx")}
            >
              {t("people.export_xlsx")}
            </Button>
          </Group>
        }
      />
      <SearchInput label={t("people.search")} value={state.q} onChange={(q) => change({ q })} />
      <PeopleFilters filters={state.filters} onChange={(filters) => change({ filters })} />
      <QueryOverlay {...queryOverlayProps(list)}>
        {people.length === 0 ? (
          <EmptyState title={t("people.empty_title")} description={t("people.empty_text")} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("people.columns.photo")}</Table.Th>
                  {sortHeader("registration_number")}
                  {sortHeader("name")}
                  {sortHeader("email")}
                  <Table.Th>{t("people.columns.cpf")}</Table.Th>
                  {sortHeader("birthdate")}
                  <Table.Th>{t("people.columns.status")}</Table.Th>
                  <Table.Th>
                    <span className="sr-only">{t("common.actions")}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((person) => (
                  <Table.Tr key={person.id}>
                    <Table.Td>
                      <PersonThumbnail url={person.image_url} name={person.name} />
                    </Table.Td>
                    <Table.Td>{person.registration_number ?? ""}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/records/users/edit/${person.id}`} fw={500}>
                        {person.name}
                      </Anchor>
                      {person.social_name ? (
                        <Text size="xs" c="dimmed">
                          {person.social_name}
                        </Text>
                      ) : null}
                      {person.guardian_name ? (
                        <Text size="xs" c="dimmed">
                          {t("people.status.dependent_of", { name: person.guardian_name })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{person.email ?? ""}</Table.Td>
                    <Table.Td>{person.cpf ? formatCpf(person.cpf) : ""}</Table.Td>
                    <Table.Td>{person.birthdate ? formatDay(person.birthdate) : ""}</Table.Td>
                    <Table.Td>
                      <PersonStatusBadges person={person} />
                    </Table.Td>
                    <Table.Td>
                      <PersonActions person={person} onToggle={(person) => void toggle(person)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data ? (
          <ListPagination
            page={state.page}
            perPage={state.perPage}
            total={list.data.total}
            totalCapped={list.data.total_capped}
            onPage={(page) => setParams(peopleListParams({ ...state, page }), { replace: true })}
            perPageChoices={PEOPLE_PER_PAGE_CHOICES}
            onPerPage={(perPage) => change({ perPage })}
          />
        ) : null}
      </QueryOverlay>
      <ConfirmDialog
        opened={Boolean(toggling && !toggling.disabled_at)}
        title={t("people.disable_title", { name: toggling?.name ?? "" })}
        message={t("people.disable_message")}
        confirmLabel={t("people.actions.disable")}
        onConfirm={async () => {
          if (!toggling) return;
          await setPersonEnabled(toggling.id, false);
          notifySuccess({ message: t("people.disabled", { name: toggling.name }) });
          await queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });
        }}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
};
