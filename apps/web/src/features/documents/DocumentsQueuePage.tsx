import { Select, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { documentsApi } from "../../platform/api/operations/documents.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { RecordFile } from "../resources/RecordUpload.tsx";
import { DecisionButtons } from "./DecisionButtons.tsx";
import { DOCUMENTS_KEY, type DocumentKind, type DocumentRecord, type DocumentType } from "./documentsApi.ts";
import { formatDate } from "./formatDay.ts";

/** Where each queue reads its pending documents and whose they are. */
const QUEUES: Record<
  DocumentKind,
  { title: string; description: string; owner: "user_id" | "association_id"; ownerLabel: string }
> = {
  userdocuments: {
    title: "titles.userdocuments_approve",
    description: "documents.queue_people_description",
    owner: "user_id",
    ownerLabel: "documents.person",
  },
  associationdocuments: {
    title: "titles.associationdocuments_approve",
    description: "documents.queue_associations_description",
    owner: "association_id",
    ownerLabel: "documents.association",
  },
};

const readQueue = (kind: DocumentKind, type: string | null) =>
  kind === "userdocuments"
    ? resourceClient<DocumentRecord>("userdocuments").list({
        status: "pending",
        per_page: 100,
        documenttype_id: type ?? undefined,
      })
    : documentsApi.associationQueue({ query: { documenttype_id: type ?? undefined } });

/**
 * An approval queue of documents: every pending one with whose it is, its type, number, dates and
 * file, filtered by type, each approved or refused (with a reason) in place.
 */
const DocumentsQueue = ({ kind }: { kind: DocumentKind }) => {
  const { t } = useTranslation();
  const queue = QUEUES[kind];
  const [type, setType] = useState<string | null>(null);
  const types = useQuery({
    queryKey: [DOCUMENTS_KEY, "types", kind],
    queryFn: () =>
      resourceClient<DocumentType>("documenttypes").list({
        applies_to: kind === "userdocuments" ? "person" : "association",
        per_page: 200,
      }),
  });
  const pending = useQuery({
    queryKey: [DOCUMENTS_KEY, "queue", kind, type],
    queryFn: () => readQueue(kind, type),
  });
  const rows = pending.data?.data ?? [];
  return (
    <Stack>
      <PageHeader title={t(queue.title)} description={t(queue.description)} />
      <Select
        label={t("documents.filter_type")}
        placeholder={t("documents.all_types")}
        data={(types.data?.data ?? []).map((option) => ({ value: option.id, label: option.name }))}
        value={type}
        onChange={setType}
        clearable
        maw={360}
      />
      {pending.data ? (
        <Text size="sm" c="dimmed">
          {t("documents.queue_total", { count: pending.data.total })}
        </Text>
      ) : null}
      {pending.isSuccess && !rows.length ? (
        <EmptyState title={t("documents.queue_empty")} description={t(queue.description)} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label={t(queue.title)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(queue.ownerLabel)}</Table.Th>
                <Table.Th>{t("documents.type")}</Table.Th>
                <Table.Th>{t("documents.number")}</Table.Th>
                <Table.Th>{t("documents.sent_at")}</Table.Th>
                <Table.Th>{t("documents.expires_on")}</Table.Th>
                <Table.Th>{t("documents.file")}</Table.Th>
                <Table.Th>{t("documents.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const owner = row._titles?.[queue.owner] ?? "";
                const typeName = row._titles?.documenttype_id ?? "";
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>{owner}</Table.Td>
                    <Table.Td>{typeName}</Table.Td>
                    <Table.Td>{row.number ?? "—"}</Table.Td>
                    <Table.Td>{formatDate(row.created_at)}</Table.Td>
                    <Table.Td>
                      {row.expires_on ? formatDate(row.expires_on) : t("documents.never_expires")}
                    </Table.Td>
                    <Table.Td>{row.file ? <RecordFile url={row.file} /> : "—"}</Table.Td>
                    <Table.Td>
                      <DecisionButtons kind={kind} id={row.id} name={`${typeName} — ${owner}`} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

/** /records/users/userdocuments_approve */
export const UserDocumentsQueuePage = () => <DocumentsQueue kind="userdocuments" />;
/** /records/associations/documents_approve */
export const AssociationDocumentsQueuePage = () => <DocumentsQueue kind="associationdocuments" />;
