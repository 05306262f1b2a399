import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { CONSENT_PURPOSES, PRIVACY_DETAILS_MAX, type PrivacyOverview } from "@quadra/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../i18n/dates.ts";
import { downloadFile } from "../../platform/api/fileDownload.ts";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { privacyAddresses, privacyApi } from "../../platform/api/operations/privacy.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { FormModal } from "../../ui/FormModal.tsx";
import { QueryGate } from "../../ui/QueryGate.tsx";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** The privacy record of a person: one's own, or a person's for staff. */
const fetchOverview = (personId: string | undefined) =>
  personId ? privacyApi.ofPerson({ params: { id: personId } }) : privacyApi.mine();

/** The address of all of a person's data as JSON: one's own, or a person's for staff. */
const exportUrl = (personId: string | undefined) =>
  personId
    ? operationUrl(privacyAddresses.exportOfPerson, { params: { id: personId } })
    : operationUrl(privacyAddresses.exportMine);

type Consent = PrivacyOverview["consents"][number];

/**
 * The privacy screen of a person (LGPD), the same for the person (/my/privacy) and for staff
 * (/records/users/privacy/:id): what is held, summarized and masked; who it is shared with; the
 * consents, which the person gives and takes back; the requests; the JSON of all their data; and
 * either "Solicitar exclusão" (the person) or "Anonimizar pessoa" (staff holding users).
 */
export const PrivacyPanel = ({ personId }: { personId?: string }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queryKey = ["privacy", personId ?? "mine"];
  const overview = useQuery({ queryKey, queryFn: () => fetchOverview(personId) });
  const refresh = () => client.invalidateQueries({ queryKey });
  const [revoking, setRevoking] = useState<Consent | null>(null);
  const [asking, setAsking] = useState(false);
  const [details, setDetails] = useState("");
  const [anonymizing, setAnonymizing] = useState(false);

  const grant = useMutation({
    mutationFn: (purpose: string) => privacyApi.consent({ body: { purpose } }),
    onSuccess: refresh,
  });
  const requestDeletion = useMutation({
    mutationFn: () => privacyApi.request({ body: { kind: "deletion", details } }),
    onSuccess: () => {
      setAsking(false);
      setDetails("");
      notifySuccess({ message: t("privacy.request_status.open") });
      void refresh();
    },
  });
  const download = async () => {
    try {
      await downloadFile({ url: exportUrl(personId), fallbackName: "dados.json" });
    } catch (error) {
      notifyError({ message: (error as Error).message });
    }
  };

  // A person who does not exist (a stale link) is said so, instead of loading forever.
  if (!overview.data) return <QueryGate queries={[overview]}>{() => null}</QueryGate>;
  const data = overview.data;
  const purposeLabel = (purpose: string) => t(`privacy.purposes.${purpose}`, { defaultValue: purpose });
  const active = new Set(data.consents.filter((consent) => !consent.revoked_at).map((c) => c.purpose));
  const shownValue = (value: string | number) =>
    typeof value === "string" && ISO_TIME.test(value)
      ? formatDate(value)
      : value === 1
        ? t("privacy.yes")
        : String(value);

  return (
    <Stack gap="lg">
      {data.person.anonymized_at ? (
        <Alert color="gray">
          {t("privacy.anonymized", { when: formatDateTime(data.person.anonymized_at) })}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={download}>{data.self ? t("privacy.export") : t("privacy.export_staff")}</Button>
        {data.self ? (
          <Button variant="light" color="red" onClick={() => setAsking(true)}>
            {t("privacy.delete_request")}
          </Button>
        ) : null}
        {data.can_anonymize ? (
          <Button variant="filled" color="red" onClick={() => setAnonymizing(true)}>
            {t("privacy.anonymize")}
          </Button>
        ) : null}
      </Group>

      <section aria-labelledby="privacy-held">
        <Title order={2} size="h4" id="privacy-held" mb="sm">
          {t("privacy.held")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {data.categories.map((category) => (
            <Card key={category.key} withBorder padding="md">
              <Text fw={600} mb="xs">
                {t(`privacy.categories.${category.key}`)}
              </Text>
              <Stack gap={2}>
                {category.items.map((item) => (
                  <Group key={item.key} gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" c="dimmed">
                      {t(`privacy.items.${item.key}`, { defaultValue: item.key })}
                    </Text>
                    <Text size="sm" ta="right">
                      {shownValue(item.value)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="privacy-shared">
        <Title order={2} size="h4" id="privacy-shared" mb="sm">
          {t("privacy.shared")}
        </Title>
        <List spacing={4}>
          {data.sharing.map((recipient) => (
            <List.Item key={recipient.key}>
              {t(`privacy.recipients.${recipient.key}`)}
              {recipient.detail ? `: ${recipient.detail}` : ""}
            </List.Item>
          ))}
        </List>
      </section>

      <section aria-labelledby="privacy-consents">
        <Title order={2} size="h4" id="privacy-consents" mb="sm">
          {t("privacy.consents")}
        </Title>
        <Stack gap="xs">
          {data.consents.length === 0 ? <Text c="dimmed">{t("privacy.no_consents")}</Text> : null}
          {data.consents.map((consent) => (
            <Group key={consent.id} justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Text>{purposeLabel(consent.purpose)}</Text>
                <Text size="sm" c="dimmed">
                  {consent.revoked_at
                    ? t("privacy.revoked_at", { when: formatDateTime(consent.revoked_at) })
                    : consent.granted_at
                      ? t("privacy.granted_at", { when: formatDateTime(consent.granted_at) })
                      : ""}
                </Text>
              </Stack>
              {data.self && !consent.revoked_at ? (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  aria-label={`${t("privacy.revoke")}: ${purposeLabel(consent.purpose)}`}
                  onClick={() => setRevoking(consent)}
                >
                  {t("privacy.revoke")}
                </Button>
              ) : null}
            </Group>
          ))}
          {data.self ? (
            <Group gap="xs" mt="xs">
              {CONSENT_PURPOSES.filter((option) => !active.has(option.value)).map((option) => (
                <Button
                  key={option.value}
                  size="xs"
                  variant="default"
                  loading={grant.isPending && grant.variables === option.value}
                  aria-label={`${t("privacy.grant")}: ${purposeLabel(option.value)}`}
                  onClick={() => grant.mutate(option.value)}
                >
                  {`${t("privacy.grant")}: ${purposeLabel(option.value)}`}
                </Button>
              ))}
            </Group>
          ) : null}
        </Stack>
      </section>

      <section aria-labelledby="privacy-requests">
        <Title order={2} size="h4" id="privacy-requests" mb="sm">
          {t("privacy.requests")}
        </Title>
        {data.requests.length === 0 ? (
          <Text c="dimmed">{t("privacy.no_requests")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Tbody>
                {data.requests.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      {t(`privacy.request_kinds.${request.kind}`, { defaultValue: request.kind })}
                    </Table.Td>
                    <Table.Td>{formatDateTime(request.created_at)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light">
                        {t(`privacy.request_status.${request.status ?? "open"}`, {
                          defaultValue: request.status ?? "",
                        })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{request.answer ?? ""}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      <ConfirmDialog
        opened={revoking !== null}
        title={t("privacy.revoke")}
        message={t("privacy.revoke_confirm", { purpose: revoking ? purposeLabel(revoking.purpose) : "" })}
        confirmLabel={t("privacy.revoke")}
        onConfirm={async () => {
          if (!revoking) return;
          await privacyApi.revokeConsent({ params: { id: revoking.id } });
          await refresh();
        }}
        onClose={() => setRevoking(null)}
      />
      <ConfirmDialog
        opened={anonymizing}
        title={t("privacy.anonymize")}
        message={t("privacy.anonymize_confirm", { name: data.person.name })}
        confirmLabel={t("privacy.anonymize")}
        onConfirm={async () => {
          await privacyApi.anonymize({ params: { id: data.person.id }, body: {} });
          notifySuccess({ message: t("privacy.anonymized_done") });
          await refresh();
        }}
        onClose={() => setAnonymizing(false)}
      />
      <FormModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t("privacy.delete_request")}
        size="md"
      >
        <Stack>
          <Text size="sm">{t("privacy.delete_confirm")}</Text>
          <Textarea
            label={t("privacy.delete_details")}
            value={details}
            maxLength={PRIVACY_DETAILS_MAX}
            onChange={(event) => setDetails(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button color="red" loading={requestDeletion.isPending} onClick={() => requestDeletion.mutate()}>
              {t("privacy.delete_request")}
            </Button>
          </Group>
        </Stack>
      </FormModal>
    </Stack>
  );
};
