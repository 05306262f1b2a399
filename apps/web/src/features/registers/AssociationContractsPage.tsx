import type { AssociationContract } from "@quadra/shared/contracts/associationRegisters";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { civilDate } from "../my/civilDate.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRegisterList } from "./AssociationRegisterList.tsx";
import { associationRegistersPath, fetchContracts, optionLabel } from "./associationRegistersApi.ts";

/**
 * /my/associations/registers/contracts/:id: the contracts the association holds and those of
 * athletes it lent (a loan), newest start first.
 */
export const AssociationContractsPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  return (
    <AssociationRegisterList<AssociationContract>
      id={id}
      current="contracts"
      list="contracts"
      title={(name) => t("assocregisters.contracts.title", { name })}
      description={t("assocregisters.contracts.description")}
      searchLabel={t("assocregisters.filters.search_number")}
      statuses="contractStatus"
      kinds
      fetchPage={(query, signal) => fetchContracts(id, query, signal)}
      link={(row) => `${associationRegistersPath(id, "contracts")}/show/${row.id}`}
      empty={t("assocregisters.contracts.empty")}
      columns={[
        { header: t("assocregisters.cols.number"), cell: (row) => row.number ?? "—" },
        { header: t("assocregisters.cols.athlete"), cell: (row) => row.person_name },
        {
          header: t("assocregisters.cols.kind"),
          cell: (row) =>
            row.side === "lending"
              ? t("assocregisters.contracts.lent_to", {
                  kind: optionLabel("contractKind", row.kind, i18n.language),
                  name: row.association.name,
                })
              : optionLabel("contractKind", row.kind, i18n.language),
        },
        { header: t("assocregisters.cols.starts_on"), cell: (row) => civilDate(row.starts_on) },
        {
          header: t("assocregisters.cols.ends_on"),
          cell: (row) => (row.ends_on ? civilDate(row.ends_on) : "—"),
        },
        {
          header: t("assocregisters.cols.status"),
          cell: (row) => <RegisterStatusBadge list="contractStatus" status={row.status} />,
        },
      ]}
    />
  );
};
