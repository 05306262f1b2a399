import { Button, Group } from "@mantine/core";
import type { AssociationRegisterRequest } from "@quadra/shared/contracts/associationRegisters";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRegisterList } from "./AssociationRegisterList.tsx";
import { associationRegistersPath, fetchRequests, optionLabel } from "./associationRegistersApi.ts";

/**
 * /my/associations/registers/requests/:id: the register requests made through the association
 * (by it in bulk, or by its athletes naming it), newest first, with their review status.
 */
export const AssociationRequestsPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  return (
    <AssociationRegisterList<AssociationRegisterRequest>
      id={id}
      current="requests"
      list="requests"
      title={(name) => t("assocregisters.requests.title", { name })}
      description={t("assocregisters.requests.description")}
      searchLabel={t("assocregisters.filters.search_person")}
      statuses="reviewStatus"
      fetchPage={(query, signal) => fetchRequests(id, query, signal)}
      link={(row) => `${associationRegistersPath(id, "requests")}/show/${row.id}`}
      empty={t("assocregisters.requests.empty")}
      extra={
        <Group>
          <Button component={Link} to={`${associationRegistersPath(id, "requests")}/create`}>
            {t("assocregisters.nav.create")}
          </Button>
        </Group>
      }
      columns={[
        { header: t("assocregisters.cols.person"), cell: (row) => row.person_name },
        { header: t("assocregisters.cols.type"), cell: (row) => row.registertype.name },
        { header: t("assocregisters.cols.role"), cell: (row) => row.role?.name ?? "—" },
        { header: t("assocregisters.cols.graduation"), cell: (row) => row.graduation?.name ?? "—" },
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
