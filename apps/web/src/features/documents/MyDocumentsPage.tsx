import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { myDocumentsApi } from "../../platform/api/operations/myDocuments.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { NotFoundState } from "../../ui/NotFoundState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate } from "../../ui/QueryGate.tsx";
import { DocumentCard } from "./DocumentCard.tsx";
import { DOCUMENTS_KEY, type DocumentRecord, type MyDocuments } from "./documentsApi.ts";
import { RequiredDocuments } from "./RequiredDocuments.tsx";

/** Where the person sends or corrects a document of `subject` (themselves or a dependent). */
const formPath = (subject: { id: string; is_self: boolean }, documentId?: string) =>
  subject.is_self
    ? documentId
      ? `/my/documents/edit/${documentId}`
      : "/my/documents/create"
    : documentId
      ? `/my/userdocuments/${subject.id}/edit/${documentId}`
      : `/my/userdocuments/${subject.id}/create`;

const SubjectDocuments = ({
  subject,
  docs,
}: {
  subject: MyDocuments["people"][number];
  docs: DocumentRecord[];
}) => {
  const { t } = useTranslation();
  const status = useQuery({
    queryKey: [DOCUMENTS_KEY, "my-status", subject.id],
    queryFn: () => myDocumentsApi.status({ query: { user_id: subject.id } }),
  });
  return (
    <Stack component="section" aria-label={subject.name}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          {subject.is_self ? t("documents.mine") : subject.name}
        </Title>
        <Button component={Link} to={formPath(subject)}>
          {subject.is_self ? t("documents.new") : t("documents.new_for", { name: subject.name })}
        </Button>
      </Group>
      {status.data ? <RequiredDocuments status={status.data} /> : null}
      {docs.length ? (
        <Stack component="ul" gap="xs" p={0} style={{ listStyle: "none" }}>
          {docs.map((doc) => (
            <DocumentCard key={doc.id} doc={doc} editPath={formPath(subject, doc.id)} />
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t("documents.empty")}</Text>
      )}
    </Stack>
  );
};

/**
 * /my/documents (the person's and their dependents' documents) and /my/userdocuments/:id (one
 * dependent's): each with the required documents' checklist and every document sent, its status
 * and, when refused, the reason and a way to correct and resend it.
 */
export const MyDocumentsPage = () => {
  const { t } = useTranslation();
  const { id } = useParams();
  const mine = useQuery({
    queryKey: [DOCUMENTS_KEY, "mine", id ?? null],
    queryFn: () => myDocumentsApi.list({ query: { user_id: id } }),
  });
  const people = (mine.data?.people ?? []).filter((person) => !id || person.id === id);
  return (
    <Stack gap="xl">
      <PageHeader title={t("titles.my_documents")} description={t("documents.my_description")} />
      <QueryGate queries={[mine]}>
        {() =>
          // A dependent's address (/my/userdocuments/:id) of nobody the person answers for.
          id && !people.length ? (
            <NotFoundState />
          ) : !people.length ? (
            <EmptyState title={t("documents.empty")} description={t("documents.my_description")} />
          ) : (
            people.map((person) => (
              <SubjectDocuments
                key={person.id}
                subject={person}
                docs={(mine.data?.data ?? []).filter((doc) => doc.user_id === person.id)}
              />
            ))
          )
        }
      </QueryGate>
    </Stack>
  );
};
