import { Anchor, Badge, Image, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { associationsApi } from "../../platform/api/operations/associations.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { useApp } from "../../platform/state/appStore.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import {
  type Association,
  type AssociationClaim,
  decide,
  fileUrl,
  type QueueKind,
} from "./associationsApi.ts";
import { DecisionButtons } from "./DecisionButtons.tsx";
import { roleLabel } from "./roleLabel.ts";

type Row = { id: string; name: string; cells: React.ReactNode[] };

const dateOf = (value: string | null | undefined, language: string) =>
  value ? new Date(value).toLocaleDateString(language, { timeZone: "America/Sao_Paulo" }) : "";

/** What each queue lists: the generic list filtered to pending, or the shields waiting. */
const loadQueue = async (kind: QueueKind) => {
  if (kind === "shields") return associationsApi.pendingShields();
  const page = await resourceClient<Association | AssociationClaim>(kind).list({
    status: "pending",
    per_page: 100,
    sort: "created_at",
  });
  return page.data;
};

/**
 * A staff approval queue (/records/associations/approve, shields_approve, claims_approve): what waits,
 * oldest first, each with approve and reject-with-reason; the person concerned is told by e-mail.
 */
export const ReviewQueuePage = ({ kind }: { kind: QueueKind }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const queryClient = useQueryClient();
  const backend = useApp((state) => state.backendUpload ?? state.backend);
  const queue = useQuery({ queryKey: ["associations", "queue", kind], queryFn: () => loadQueue(kind) });
  const decision = useMutation({
    mutationFn: decide,
    onSuccess: async (_, { approve }) => {
      notifySuccess({
        message: t(approve ? "associations.review.approved" : "associations.review.rejected"),
      });
      await queryClient.invalidateQueries({ queryKey: ["associations"] });
      await queryClient.invalidateQueries({ queryKey: ["approvals"] });
    },
  });

  const rows: Row[] = (queue.data ?? []).map((item) => {
    if (kind === "associationclaims") {
      const claim = item as AssociationClaim;
      const name = claim._titles?.association_id ?? "";
      return {
        id: claim.id,
        name,
        cells: [
          <Anchor
            key="name"
            component={Link}
            to={`/records/associations/claims_approve/${claim.association_id}/show/${claim.id}`}
          >
            {name}
          </Anchor>,
          claim._titles?.user_id ?? "",
          roleLabel(claim.role, language),
          dateOf(claim.created_at, language),
        ],
      };
    }
    const association = item as Association;
    const shield = fileUrl(backend, association.pending_shield);
    return {
      id: association.id,
      name: association.name,
      cells:
        kind === "shields"
          ? [
              association.name,
              shield ? (
                <Image
                  key="shield"
                  src={shield}
                  alt={t("associations.review.shield_of", { name: association.name })}
                  w={72}
                  h={72}
                  fit="contain"
                />
              ) : null,
            ]
          : [
              association.name,
              association.cnpj ?? "",
              association.email ?? "",
              dateOf(association.created_at, language),
            ],
    };
  });
  const headers = t(`associations.queue.${kind}.columns`, { returnObjects: true }) as string[];

  return (
    <Stack>
      <PageHeader
        title={t(`associations.queue.${kind}.title`)}
        description={t(`associations.queue.${kind}.description`)}
      />
      {queue.isPending ? (
        <Text c="dimmed">{t("associations.loading")}</Text>
      ) : rows.length === 0 ? (
        <EmptyState
          title={t("associations.queue.empty_title")}
          description={t("associations.queue.empty_text")}
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label={t(`associations.queue.${kind}.title`)}>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
                <Table.Th>{t("common.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.cells.map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a queue are fixed
                    <Table.Td key={index}>{cell}</Table.Td>
                  ))}
                  <Table.Td>
                    <DecisionButtons
                      name={row.name}
                      busy={decision.isPending && decision.variables?.id === row.id}
                      onApprove={() => decision.mutate({ kind, id: row.id, approve: true })}
                      onReject={(reason) =>
                        decision.mutateAsync({ kind, id: row.id, approve: false, reason })
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {kind === "associations" ? (
        <Badge variant="light" color="gray" w="fit-content">
          {t("associations.queue.count", { count: rows.length })}
        </Badge>
      ) : null}
    </Stack>
  );
};

export const AssociationsApprovePage = () => <ReviewQueuePage kind="associations" />;
export const ShieldsApprovePage = () => <ReviewQueuePage kind="shields" />;
export const ClaimsApprovePage = () => <ReviewQueuePage kind="associationclaims" />;
