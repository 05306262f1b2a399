import { Alert, Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRegistersFrame } from "./AssociationRegistersNav.tsx";
import {
  ASSOCIATION_REGISTERS_KEYS,
  associationRegistersPath,
  fetchMembershipRequest,
  optionLabel,
} from "./associationRegistersApi.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { ReviewOutcome } from "./ReviewOutcome.tsx";

/**
 * /my/associations/registers/membershiprequests/:id/show/:membershiprequest_id: one membership
 * request made through the association: plan, review and the membership it became.
 */
export const AssociationMembershipRequestPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "", membershiprequest_id: requestId = "" } = useParams();
  const query = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.one(id, "membershiprequest", requestId),
    queryFn: ({ signal }) => fetchMembershipRequest(id, requestId, signal),
  });
  const request = query.data;
  return (
    <AssociationRegistersFrame
      id={id}
      current={null}
      title={(name) => t("assocregisters.membershiprequest.title", { name })}
    >
      {() => (
        <QueryOverlay {...queryOverlayProps(query)}>
          {request ? (
            <Card withBorder radius="md" component="article" aria-label={request.person_name}>
              <Stack>
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600} size="lg">
                    {request.person_name}
                  </Text>
                  <RegisterStatusBadge list="reviewStatus" status={request.status} />
                </Group>
                <ReviewOutcome status={request.status} reason={request.review_reason} />
                <RecordFacts
                  facts={[
                    [t("assocregisters.cols.type"), request.registertype.name],
                    [t("assocregisters.cols.plan"), request.plan?.name],
                    [t("assocregisters.cols.style"), request.style?.name],
                    [t("assocregisters.cols.source"), optionLabel("source", request.source, i18n.language)],
                    [t("assocregisters.cols.created_at"), formatDateTime(request.created_at)],
                    [
                      t("assocregisters.cols.reviewed_at"),
                      request.reviewed_at ? formatDateTime(request.reviewed_at) : null,
                    ],
                    [t("assocregisters.cols.notes"), request.notes],
                  ]}
                />
                {request.membership ? (
                  <Alert color="teal" title={t("assocregisters.membershiprequest.membership_created")}>
                    <Group gap="xs">
                      <Anchor
                        component={Link}
                        to={`${associationRegistersPath(id, "memberships")}/show/${request.membership.id}`}
                      >
                        {request.membership.number ?? t("assocregisters.request.open_entry")}
                      </Anchor>
                      <RegisterStatusBadge list="entryStatus" status={request.membership.status} />
                    </Group>
                  </Alert>
                ) : null}
                <Group>
                  <Anchor component={Link} to={associationRegistersPath(id, "membershiprequests")} size="sm">
                    {t("assocregisters.membershiprequest.back")}
                  </Anchor>
                </Group>
              </Stack>
            </Card>
          ) : null}
        </QueryOverlay>
      )}
    </AssociationRegistersFrame>
  );
};
