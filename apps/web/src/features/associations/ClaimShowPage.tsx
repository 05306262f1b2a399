import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { myAssociationsApi } from "../../platform/api/operations/myAssociations.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { useApp } from "../../platform/state/appStore.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate } from "../../ui/QueryGate.tsx";
import { type AssociationClaim, decide, fileUrl } from "./associationsApi.ts";
import { DecisionButtons } from "./DecisionButtons.tsx";
import { roleLabel } from "./roleLabel.ts";
import { StatusBadge } from "./StatusBadge.tsx";

/** One claim: association, person, stated role, proof, message and, once decided, the decision. */
const ClaimDetails = ({ claim, staff }: { claim: AssociationClaim; staff: boolean }) => {
  const { t, i18n } = useTranslation();
  const backend = useApp((state) => state.backendUpload ?? state.backend);
  const proof = fileUrl(backend, claim.file);
  const associationName = claim.association_name ?? claim._titles?.association_id ?? "";
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>{associationName}</Text>
          <StatusBadge status={claim.status} />
        </Group>
        {staff ? (
          <Text>
            {t("associations.claim.person")}: {claim._titles?.user_id ?? ""}
          </Text>
        ) : null}
        <Text>
          {t("associations.claim.role")}: {roleLabel(claim.role, i18n.language)}
        </Text>
        {proof ? (
          <Anchor href={proof} target="_blank" rel="noopener">
            {t("associations.claim.open_proof")}
          </Anchor>
        ) : (
          <Text c="dimmed">{t("associations.claim.no_proof")}</Text>
        )}
        {claim.message ? <Text style={{ whiteSpace: "pre-wrap" }}>{claim.message}</Text> : null}
        {claim.review_reason ? (
          <Text>
            {t("associations.claim.reason")}: {claim.review_reason}
          </Text>
        ) : null}
        {claim.reviewed_by ? (
          <Text size="sm" c="dimmed">
            {t("associations.claim.reviewed", { name: claim.reviewed_by })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
};

/** /records/associations/claims_approve/:association_id/show/:id: one claim, with its decision. */
export const ClaimShowPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const queryClient = useQueryClient();
  const claim = useQuery({
    queryKey: ["associations", "claim", id],
    queryFn: () => resourceClient<AssociationClaim>("associationclaims").get(id),
  });
  const decision = useMutation({
    mutationFn: decide,
    onSuccess: async (_, { approve }) => {
      notifySuccess({
        message: t(approve ? "associations.review.approved" : "associations.review.rejected"),
      });
      await queryClient.invalidateQueries({ queryKey: ["associations"] });
    },
  });
  const name = claim.data?._titles?.association_id ?? "";
  return (
    <Stack>
      <PageHeader title={t("associations.queue.associationclaims.title")} />
      <QueryGate queries={[claim]}>
        {() =>
          claim.data ? (
            <>
              <ClaimDetails claim={claim.data} staff />
              {claim.data.status === "pending" ? (
                <DecisionButtons
                  name={name}
                  busy={decision.isPending}
                  onApprove={() => decision.mutate({ kind: "associationclaims", id, approve: true })}
                  onReject={(reason) =>
                    decision.mutateAsync({ kind: "associationclaims", id, approve: false, reason })
                  }
                />
              ) : null}
            </>
          ) : null
        }
      </QueryGate>
    </Stack>
  );
};

/** /my/associationclaims/:association_id/show/:id: one of the person's own claims. */
export const MyClaimShowPage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const claim = useQuery({
    queryKey: ["associations", "myclaim", id],
    queryFn: () => myAssociationsApi.oneClaim({ params: { id } }),
  });
  return (
    <Stack>
      <PageHeader title={t("associations.claims.title")} />
      <QueryGate queries={[claim]}>
        {() => (claim.data ? <ClaimDetails claim={claim.data} staff={false} /> : null)}
      </QueryGate>
    </Stack>
  );
};
