import type { AssociationMembershipRequest } from "@quadra/shared/contracts/associationRegisters";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRegisterList } from "./AssociationRegisterList.tsx";
import { associationRegistersPath, fetchMembershipRequests, optionLabel } from "./associationRegistersApi.ts";

/**
 * /my/associations/registers/membershiprequests/:id: the membership (club member) requests made
 * through the association, newest first, with their review status.
 */
export const AssociationMembershipRequestsPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  return (
    <AssociationRegisterList<AssociationMembershipRequest>
      id={id}
      current="membershiprequests"
      list="membershiprequests"
      title={(name) => t("assocregisters.membershiprequests.title", { name })}
      description={t("assocregisters.membershiprequests.description")}
      searchLabel={t("assocregisters.filters.search_person")}
      statuses="reviewStatus"
      fetchPage={(query, signal) => fetchMembershipRequests(id, query, signal)}
      link={(row) => `${associationRegistersPath(id, "membershiprequests")}/show/${row.id}`}
      empty={t("assocregisters.membershiprequests.empty")}
      columns={[
        { header: t("assocregisters.cols.person"), cell: (row) => row.person_name },
        { header: t("assocregisters.cols.type"), cell: (row) => row.registertype.name },
        { header: t("assocregisters.cols.plan"), cell: (row) => row.plan?.name ?? "—" },
        {
          header: t("assocregisters.cols.source"),
          cell: (row) => optionLabel("source", row.source, i18n.language),
        },
        {
          header: t("assocregisters.cols.status"),
          cell: (row) => <RegisterStatusBadge list="reviewStatus" status={row.status} />,
        },
        { header: t("assocregisters.cols.created_at"), cell: (row) => formatDateTime(row.created_at) },
      ]}
    />
  );
};
