import { Group, SegmentedControl } from "@mantine/core";
import type {
  AssociationMembership,
  AssociationRegisterEntry,
} from "@quadra/shared/contracts/associationRegisters";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { civilDate } from "../my/civilDate.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRegisterList, type Column } from "./AssociationRegisterList.tsx";
import { associationRegistersPath, fetchEntries, fetchMemberships } from "./associationRegistersApi.ts";
import { GraduationTag } from "./GraduationTag.tsx";

type Row = AssociationRegisterEntry | AssociationMembership;

/**
 * /my/associations/registers/memberships/:id: the association's people in the federation's books,
 * in two tabs: their register entries (affiliations: number, role, graduation, validity) and their
 * club memberships (plan, validity). Both open on memberships/:id/show/:memberships_id.
 */
export const AssociationMembershipsPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "memberships" ? "memberships" : "entries";
  const validity = (row: Row) =>
    row.ends_on
      ? t("assocregisters.memberships.until", { date: civilDate(row.ends_on) })
      : t("assocregisters.memberships.open_ended");
  const common: Column<Row>[] = [
    { header: t("assocregisters.cols.number"), cell: (row) => row.number ?? "—" },
    { header: t("assocregisters.cols.person"), cell: (row) => row.person_name },
    { header: t("assocregisters.cols.type"), cell: (row) => row.registertype.name },
  ];
  const tail: Column<Row>[] = [
    { header: t("assocregisters.cols.validity"), cell: validity },
    {
      header: t("assocregisters.cols.status"),
      cell: (row) => <RegisterStatusBadge list="entryStatus" status={row.status} />,
    },
  ];
  const entryColumns: Column<Row>[] = [
    ...common,
    {
      header: t("assocregisters.cols.role"),
      cell: (row) => (row.kind === "entry" ? row.role?.name : null) ?? "—",
    },
    {
      header: t("assocregisters.cols.graduation"),
      cell: (row) => <GraduationTag graduation={row.kind === "entry" ? row.graduation : null} />,
    },
    ...tail,
  ];
  const membershipColumns: Column<Row>[] = [
    ...common,
    {
      header: t("assocregisters.cols.plan"),
      cell: (row) => (row.kind === "membership" ? row.plan?.name : null) ?? "—",
    },
    ...tail,
  ];
  return (
    <AssociationRegisterList<Row>
      key={tab}
      id={id}
      current="memberships"
      list={tab}
      title={(name) => t("assocregisters.memberships.title", { name })}
      description={t("assocregisters.memberships.description")}
      searchLabel={t("assocregisters.filters.search_number")}
      statuses="entryStatus"
      fetchPage={(query, signal) =>
        tab === "entries" ? fetchEntries(id, query, signal) : fetchMemberships(id, query, signal)
      }
      link={(row) => `${associationRegistersPath(id, "memberships")}/show/${row.id}`}
      empty={t(`assocregisters.memberships.empty_${tab}`)}
      columns={tab === "entries" ? entryColumns : membershipColumns}
      extra={
        <Group>
          <SegmentedControl
            aria-label={t("assocregisters.memberships.tabs")}
            value={tab}
            onChange={(value) =>
              setParams(
                (current) => {
                  // The filters hold across the tabs; the page starts again.
                  const next = new URLSearchParams(current);
                  if (value === "memberships") next.set("tab", "memberships");
                  else next.delete("tab");
                  next.delete("page");
                  return next;
                },
                { replace: true },
              )
            }
            data={[
              { value: "entries", label: t("assocregisters.memberships.entries") },
              { value: "memberships", label: t("assocregisters.memberships.memberships") },
            ]}
          />
        </Group>
      }
    />
  );
};
