import { Alert, Anchor, Badge, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { RegisterRequestReview } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { ReviewDecision } from "../../ui/ReviewDecision.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { civilDate } from "../my/civilDate.ts";
import { formatMoney } from "../resources/formatValue.ts";
import { RecordFacts } from "./RecordFacts.tsx";
import { StatusBadge, typePath, useOptionLabel } from "./registerStaffDisplay.tsx";
import { decideRequest, fetchReview, type RequestKind, STAFF_REGISTER_KEYS } from "./staffRegistersApi.ts";

const RESOURCE = { register: "registerrequests", membership: "registermembershiprequests" } as const;
const ENTRY = { register: "registers", membership: "registermemberships" } as const;

const Decision = ({ review }: { review: RegisterRequestReview }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: decideRequest,
    onSuccess: async (decided) => {
      client.setQueryData(STAFF_REGISTER_KEYS.review(review.kind, review.id), decided);
      await client.invalidateQueries({ queryKey: ["registers"] });
      notifySuccess({
        message: t(
          decided.status === "approved" ? "regreview.request.approved" : "regreview.request.rejected",
        ),
      });
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={2} size="h4">
          {t("regreview.request.decision")}
        </Title>
        {review.blockers.length ? (
          <Alert color="yellow" title={t("regreview.request.blockers")}>
            <List size="sm">
              {review.blockers.map((blocker) => (
                <List.Item key={blocker}>{blocker}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <ReviewDecision
          compact={false}
          texts={{
            approve: t("regreview.request.approve"),
            reject: t("regreview.request.reject"),
            title: t("regreview.request.reject_title"),
            reason: t("regreview.request.reject_reason"),
            reasonHelp: t("regreview.request.reject_reason_help"),
            reasonRequired: t("regreview.request.reject_reason_required"),
            confirm: t("regreview.request.reject_confirm"),
          }}
          busy={decide.isPending}
          onApprove={() => decide.mutate({ kind: review.kind, id: review.id, approve: true })}
          onReject={(reason) =>
            decide.mutateAsync({ kind: review.kind, id: review.id, approve: false, reason })
          }
        />
      </Stack>
    </Paper>
  );
};

/** What approving charges: the plan, the style's price band, the total and who pays. */
const Charge = ({ charge }: { charge: NonNullable<RegisterRequestReview["charge"]> }) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t("regreview.request.charge")}
      </Title>
      <Table>
        <Table.Tbody>
          {charge.plan_cents ? (
            <Table.Tr>
              <Table.Td>{t("regreview.request.plan")}</Table.Td>
              <Table.Td ta="right">{formatMoney(charge.plan_cents)}</Table.Td>
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Td>
              {charge.band
                ? t("regreview.request.band", { name: charge.band.name })
                : t("regreview.request.no_band")}
            </Table.Td>
            <Table.Td ta="right">{charge.band ? formatMoney(charge.band.amount_cents) : "—"}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t("regreview.request.total")}</Table.Th>
            <Table.Th ta="right">{formatMoney(charge.total_cents)}</Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" mt="xs">
        {charge.total_cents
          ? `${t("regreview.request.payer")}: ${charge.payer.name} (${t(
              charge.payer.kind === "person"
                ? "regreview.request.payer_person"
                : "regreview.request.payer_association",
            )})`
          : t("regreview.request.free")}
      </Text>
    </Paper>
  );
};

const RequestShow = ({ kind }: { kind: RequestKind }) => {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const { parent_id = "", request_id = "" } = useParams();
  const query = useQuery({
    queryKey: STAFF_REGISTER_KEYS.review(kind, request_id),
    queryFn: () => fetchReview(kind, request_id),
  });
  const review = query.data;
  const listPath = typePath(parent_id, RESOURCE[kind]);
  return (
    <Stack maw={960}>
      <Anchor component={Link} to={listPath} size="sm">
        {t(`titles.${RESOURCE[kind]}`)}
      </Anchor>
      <PageHeader
        title={review?.person.name || t(`titles.${RESOURCE[kind]}`)}
        description={review?.type_name}
      />
      <QueryOverlay {...queryOverlayProps(query)}>
        {review ? (
          <Stack>
            <Group gap="xs">
              <StatusBadge resource={RESOURCE[kind]} value={review.status} />
              <Text size="sm" c="dimmed">
                {t("regreview.request.requested_at")}: {formatDateTime(review.created_at)}
              </Text>
            </Group>
            <Paper withBorder p="md" radius="md">
              <RecordFacts
                facts={[
                  [t("regreview.request.person"), review.person.name],
                  [
                    t("regreview.request.age"),
                    review.person.age === null
                      ? null
                      : t("regreview.request.age_value", { count: review.person.age }),
                  ],
                  [
                    t("regreview.request.birthdate"),
                    review.person.birthdate ? civilDate(review.person.birthdate) : null,
                  ],
                  [t("regreview.request.email"), review.person.email],
                  [t("regreview.request.association"), review.association?.name],
                  [t("regreview.request.source"), label(RESOURCE[kind], "source", review.source)],
                  ...review.choices.map((choice): [string, string] => [choice.label, choice.value]),
                  [t("regreview.request.notes"), review.notes],
                ]}
              />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t("regreview.request.documents")}
              </Title>
              {review.documents.length ? (
                <List spacing="xs" listStyleType="none">
                  {review.documents.map((doc) => (
                    <List.Item key={doc.documenttype_id}>
                      <Group gap="xs">
                        <Text size="sm">{doc.name}</Text>
                        <Badge color={doc.status === "approved" ? "teal" : "yellow"} variant="light">
                          {t(`regreview.request.doc_status.${doc.status}`)}
                        </Badge>
                        {doc.blocks_approval ? (
                          <Text size="xs" c="dimmed">
                            {t("regreview.request.blocks")}
                          </Text>
                        ) : null}
                      </Group>
                    </List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("regreview.request.no_documents")}
                </Text>
              )}
              <Title order={2} size="h4" mt="md" mb="sm">
                {t("regreview.request.parq")}
              </Title>
              {review.parq ? (
                <Group gap="xs">
                  <Badge color={review.parq.status === "approved" ? "teal" : "yellow"} variant="light">
                    {t(`regreview.request.parq_status.${review.parq.status}`)}
                  </Badge>
                  {review.parq.valid_until ? (
                    <Text size="sm" c="dimmed">
                      {t("regreview.request.parq_valid_until", { date: civilDate(review.parq.valid_until) })}
                    </Text>
                  ) : null}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("regreview.request.parq_not_required")}
                </Text>
              )}
            </Paper>
            {review.charge ? <Charge charge={review.charge} /> : null}
            {review.status === "pending" ? (
              <Decision review={review} />
            ) : (
              <Paper withBorder p="md" radius="md">
                <Stack gap="xs">
                  {review.reviewed_at ? (
                    <Text size="sm">
                      {t("regreview.request.reviewed", {
                        status: t(`regreview.request.status.${review.status}`),
                        who: review.reviewed_by ?? "",
                        date: formatDateTime(review.reviewed_at),
                      })}
                    </Text>
                  ) : null}
                  {review.review_reason ? (
                    <Text size="sm" c="dimmed">
                      {t("regreview.request.reason", { reason: review.review_reason })}
                    </Text>
                  ) : null}
                  {review.entry ? (
                    <Group gap="xs">
                      <Text size="sm">
                        {t("regreview.request.created")}: {review.entry.number ?? "—"}
                      </Text>
                      <StatusBadge resource={ENTRY[kind]} value={review.entry.status} />
                      {review.entry.debt ? (
                        <Text size="sm">{formatMoney(review.entry.debt.amount_cents)}</Text>
                      ) : null}
                      <Anchor
                        component={Link}
                        to={typePath(parent_id, `${ENTRY[kind]}/show/${review.entry.entry_id}`)}
                        size="sm"
                      >
                        {t(
                          kind === "register"
                            ? "regreview.request.see_entry"
                            : "regreview.request.see_membership",
                        )}
                      </Anchor>
                    </Group>
                  ) : null}
                </Stack>
              </Paper>
            )}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};

/** /registers/registertypes/:parent_id/registerrequests/show/:request_id: review an affiliation request. */
export const RegisterRequestShowPage = () => <RequestShow kind="register" />;

/** /registers/registertypes/:parent_id/registermembershiprequests/show/:request_id: review a membership request. */
export const MembershipRequestShowPage = () => <RequestShow kind="membership" />;
