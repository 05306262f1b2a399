import { Alert, Anchor, Group, Text } from "@mantine/core";
import type {
  AssociationMembershipRequest,
  AssociationRegisterRequest,
} from "@quadra/shared/contracts/associationRegisters";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { RegisterStatusBadge } from "./AssociationListFilters.tsx";
import { AssociationRecordScreen } from "./AssociationRecordScreen.tsx";
import { associationRegistersPath, optionLabel } from "./associationRegistersApi.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { ReviewOutcome } from "./ReviewOutcome.tsx";

type AnyRequest = AssociationRegisterRequest | AssociationMembershipRequest;
type Fact = [string, ReactNode];

/**
 * One request made through the association, of either track (AssociationRequestPage,
 * AssociationMembershipRequestPage): the person, the review's status and reason, the type, what the
 * track names (`facts`: role, style and grade, or plan and style), where it came from, when it was
 * made and decided, and the record approval made (`made`), linked on the memberships screen.
 */
export const AssociationRequestView = <T extends AnyRequest>({
  id,
  query,
  title,
  facts,
  made,
  madeTitle,
  back,
  backLabel,
}: {
  /** The association's id. */
  id: string;
  query: UseQueryResult<T>;
  title: (name: string) => string;
  facts: (request: T) => Fact[];
  made: (request: T) => { id: string; number: string | null; status: string } | null;
  madeTitle: string;
  back: "requests" | "membershiprequests";
  backLabel: string;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <AssociationRecordScreen
      id={id}
      query={query}
      title={title}
      label={(request) => request.person_name}
      backTo={() => associationRegistersPath(id, back)}
      backLabel={backLabel}
    >
      {(request) => {
        const created = made(request);
        return (
          <>
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
                ...facts(request),
                [t("assocregisters.cols.source"), optionLabel("source", request.source, i18n.language)],
                [t("assocregisters.cols.created_at"), formatDateTime(request.created_at)],
                [
                  t("assocregisters.cols.reviewed_at"),
                  request.reviewed_at ? formatDateTime(request.reviewed_at) : null,
                ],
                [t("assocregisters.cols.notes"), request.notes],
              ]}
            />
            {created ? (
              <Alert color="teal" title={madeTitle}>
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={`${associationRegistersPath(id, "memberships")}/show/${created.id}`}
                  >
                    {created.number ?? t("assocregisters.request.open_entry")}
                  </Anchor>
                  <RegisterStatusBadge list="entryStatus" status={created.status} />
                </Group>
              </Alert>
            ) : null}
          </>
        );
      }}
    </AssociationRecordScreen>
  );
};
