import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import type { StaffParq } from "@quadra/shared";
import { PARQ_KEYS, PARQ_QUESTIONS } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../../i18n/dates.ts";
import { fetchUpload } from "../../platform/api/uploadFile.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { ReviewDecision } from "../../ui/ReviewDecision.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { formatDay, ParqStatusBadge, useStatusLabel } from "./parqDisplay.tsx";
import { decideParq, fetchParq, PARQ_KEYS_QUERY } from "./parqsApi.ts";

/** Opens the clearance with the session's token (it is a private file). */
const openClearance = async (url: string) => {
  const blob = await fetchUpload({ url });
  const address = URL.createObjectURL(blob);
  window.open(address, "_blank", "noopener");
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
};

const Decision = ({ parq }: { parq: StaffParq }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const decide = useMutation({
    mutationFn: decideParq,
    onSuccess: async (decided) => {
      client.setQueryData(PARQ_KEYS_QUERY.staffOne(parq.id), decided);
      await client.invalidateQueries({ queryKey: PARQ_KEYS_QUERY.pending });
      notifySuccess({
        message: t(decided.status === "approved" ? "parqs.decided_approved" : "parqs.decided_rejected"),
      });
    },
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Title order={2} size="h4">
          {t("parqs.decision")}
        </Title>
        <ReviewDecision
          compact={false}
          texts={{
            approve: t("parqs.approve"),
            reject: t("parqs.reject"),
            title: t("parqs.reject_title"),
            reason: t("parqs.reject_reason"),
            reasonHelp: t("parqs.reject_reason_help"),
            reasonRequired: t("parqs.reject_reason_required"),
            confirm: t("parqs.reject_confirm"),
          }}
          busy={decide.isPending}
          onApprove={() => decide.mutate({ id: parq.id, approve: true })}
          onReject={(reason) => decide.mutateAsync({ id: parq.id, approve: false, reason })}
        />
      </Stack>
    </Paper>
  );
};

/** /parqs/:user_id/show/:id (permission parqs): the answers, the clearance and the decision. */
export const ParqShowPage = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "en" ? "en" : "pt-BR";
  const statusLabel = useStatusLabel();
  const { id = "" } = useParams();
  const query = useQuery({ queryKey: PARQ_KEYS_QUERY.staffOne(id), queryFn: () => fetchParq(id) });
  const parq = query.data;
  const name = parq?._titles?.user_id ?? "";
  return (
    <Stack maw={860}>
      <Anchor component={Link} to="/parqs/pending" size="sm">
        {t("titles.parqs")}
      </Anchor>
      <PageHeader title={name || t("titles.parqs")} />
      <QueryOverlay {...queryOverlayProps(query)}>
        {parq ? (
          <Stack>
            <Group gap="xs" wrap="wrap">
              <ParqStatusBadge status={parq.status} />
              {parq.signed_at ? (
                <Text size="sm" c="dimmed">
                  {t("parqs.signed_at", { date: formatDateTime(parq.signed_at) })}
                </Text>
              ) : null}
              {parq.valid_until ? (
                <Text size="sm" c="dimmed">
                  {t("parqs.valid_until", { date: formatDay(parq.valid_until) })}
                </Text>
              ) : null}
            </Group>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t("parqs.answers")}
              </Title>
              <List spacing="sm" listStyleType="none">
                {PARQ_QUESTIONS.map((question, index) => {
                  const key = PARQ_KEYS[index]!;
                  return (
                    <List.Item key={key}>
                      <Group justify="space-between" wrap="nowrap" align="flex-start">
                        <Text size="sm">
                          {t("parqs.question", { number: index + 1, text: question[language] })}
                        </Text>
                        <Badge color={parq[key] ? "red" : "gray"} variant={parq[key] ? "filled" : "light"}>
                          {parq[key] ? t("parqs.yes") : t("parqs.no")}
                        </Badge>
                      </Group>
                    </List.Item>
                  );
                })}
              </List>
              {!parq.any_yes ? (
                <Text size="sm" c="dimmed" mt="sm">
                  {t("parqs.all_no")}
                </Text>
              ) : null}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                {t("parqs.clearance")}
              </Title>
              {parq.clearance_file ? (
                <Button variant="default" onClick={() => void openClearance(parq.clearance_file!)}>
                  {t("parqs.download")}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("parqs.no_clearance")}
                </Text>
              )}
            </Paper>
            {parq.status === "pending" ? (
              <Decision parq={parq} />
            ) : parq.reviewed_at ? (
              <Paper withBorder p="md" radius="md">
                <Text size="sm">
                  {t("parqs.reviewed", {
                    status: statusLabel(parq.status),
                    who: parq.reviewed_by ?? "",
                    date: formatDateTime(parq.reviewed_at),
                  })}
                </Text>
                {parq.review_reason ? (
                  <Text size="sm" c="dimmed">
                    {t("parqs.reason", { reason: parq.review_reason })}
                  </Text>
                ) : null}
              </Paper>
            ) : null}
          </Stack>
        ) : null}
      </QueryOverlay>
    </Stack>
  );
};
