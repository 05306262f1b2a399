import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AssociationRequestView } from "./AssociationRequestView.tsx";
import { ASSOCIATION_REGISTERS_KEYS, fetchMembershipRequest } from "./associationRegistersApi.ts";

/**
 * /my/associations/registers/membershiprequests/:id/show/:membershiprequest_id: one membership
 * request made through the association: plan, review and the membership it became.
 */
export const AssociationMembershipRequestPage = () => {
  const { t } = useTranslation();
  const { id = "", membershiprequest_id: requestId = "" } = useParams();
  const query = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.one(id, "membershiprequest", requestId),
    queryFn: ({ signal }) => fetchMembershipRequest(id, requestId, signal),
  });
  return (
    <AssociationRequestView
      id={id}
      query={query}
      title={(name) => t("assocregisters.membershiprequest.title", { name })}
      facts={(request) => [
        [t("assocregisters.cols.plan"), request.plan?.name],
        [t("assocregisters.cols.style"), request.style?.name],
      ]}
      made={(request) => request.membership}
      madeTitle={t("assocregisters.membershiprequest.membership_created")}
      back="membershiprequests"
      backLabel={t("assocregisters.membershiprequest.back")}
    />
  );
};
