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
  fetchRequest,
  optionLabel,
} from "./associationRegistersApi.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { ReviewOutcome } from "./ReviewOutcome.tsx";

/**
 * /my/associations/registers/requests/:id/show/:request_id: one register request made through the
 * association: who, in what, where the review stands and why, and the entry it became.
 */
export const AssociationRequestPage = () => {
  const { t, i18n } = useTranslation();
  const { id = "", request_id: requestId = "" } = useParams();
  const query = useQuery({
    queryKey: ASSOCIATION_REGISTERS_KEYS.one(id, "request", requestId),
    queryFn: ({ signal }) => fetchRequest(id, requestId, signal),
  });
  const request = query.data;
  return (
    <AssociationRegistersFrame
      id={id}
      current={null}
      title={(name) => t("assocregisters.request.title", { name })}
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
                    [t("assocregisters.cols.role"), request.role?.name],
                    [t("assocregisters.cols.style"), request.style?.name],
                    [t("assocregisters.cols.graduation"), request.graduation?.name],
                    [t("assocregisters.cols.source"), optionLabel("source", request.source, i18n.language)],
                    [t("assocregisters.cols.created_at"), formatDateTime(request.created_at)],
                    [
                      t("assocregisters.cols.reviewed_at"),
                      request.reviewed_at ? formatDateTime(request.reviewed_at) : null,
                    ],
                    [t("assocregisters.cols.notes"), request.notes],
                  ]}
                />
                {request.register ? (
                  <Alert color="teal" title={t("assocregisters.request.entry_created")}>
                    <Group gap="xs">
                      <Anchor
                        component={Link}
                        to={`${associationRegistersPath(id, "memberships")}/show/${request.register.id}`}
                      >
                        {request.register.number ?? t("assocregisters.request.open_entry")}
                      </Anchor>
                      <RegisterStatusBadge list="entryStatus" status={request.register.status} />
                    </Group>
                  </Alert>
                ) : null}
                <Group>
                  <Anchor component={Link} to={associationRegistersPath(id, "requests")} size="sm">
                    {t("assocregisters.request.back")}
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
