import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AssociationRequestView } from "./AssociationRequestView.tsx";
import { ASSOCIATION_REGISTERS_KEYS, fetchRequest } from "./associationRegistersApi.ts";

/**
 * /my/associations/registers/requests/:id/show/:request_id: one register request made through the
 * association: who, in what, where the review stands and why, and the entry it became.
 */
export const AssociationRequestPage = () => {
  const { t } = useTranslation();
  const { id = "", request_id: requestId = "" } = useParams();
  const query = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.one(id, "request", requestId),
    queryFn: ({ signal }) => fetchRequest(id, requestId, signal),
  });
  return (
    <AssociationRequestView
      id={id}
      query={query}
      title={(name) => t("assocregisters.request.title", { name })}
      facts={(request) => [
        [t("assocregisters.cols.role"), request.role?.name],
        [t("assocregisters.cols.style"), request.style?.name],
        [t("assocregisters.cols.graduation"), request.graduation?.name],
      ]}
      made={(request) => request.register}
      madeTitle={t("assocregisters.request.entry_created")}
      back="requests"
      backLabel={t("assocregisters.request.back")}
    />
  );
};
