import { Anchor, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { myRegistersApi } from "../../platform/api/operations/myRegisters.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { MyRequestCard } from "./MyRequestCard.tsx";
import { PEOPLE_REGISTERS_KEYS } from "./peopleRegistersApi.ts";
import { RequestBillActions } from "./RequestBillActions.tsx";

/**
 * /my/registers/membershiprequests/show/:membershiprequest_id: one request of the person (membership
 * or register), its decision and notes, and "Pagar" once approved.
 */
export const MyMembershipRequestPage = () => {
  const { t } = useTranslation();
  const { membershiprequest_id: id = "" } = useParams();
  const request = useQuery({
    queryKey: PEOPLE_REGISTERS_KEYS.myRequest(id),
    queryFn: () => myRegistersApi.request({ params: { membershiprequest_id: id } }),
  });
  return (
    <Stack maw={760}>
      <PageHeader title={request.data?.registertype_name ?? t("titles.membershiprequests")} />
      <QueryOverlay {...queryOverlayProps(request)}>
        {request.data ? (
          <MyRequestCard request={request.data}>
            {request.data.notes ? (
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {request.data.notes}
              </Text>
            ) : null}
            <RequestBillActions request={request.data} />
          </MyRequestCard>
        ) : null}
      </QueryOverlay>
      <Anchor component={Link} to="/my/registers/membershiprequests">
        {t("regpeople.back")}
      </Anchor>
    </Stack>
  );
};
