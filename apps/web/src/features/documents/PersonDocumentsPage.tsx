import { Anchor, Button, Group, Stack, Table, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentsApi } from "../../platform/api/operations/documents.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { NotFoundState } from "../../ui/NotFoundState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { RecordFile } from "../resources/RecordUpload.tsx";
import { DecisionButtons } from "./DecisionButtons.tsx";
import { DocumentStatusBadge } from "./DocumentStatusBadge.tsx";
import { DOCUMENTS_KEY, type DocumentRecord } from "./documentsApi.ts";
import { formatDate } from "./formatDay.ts";
import { RequiredDocuments } from "./RequiredDocuments.tsx";
import { staffDocumentsPath } from "./staffPaths.ts";

/**
 * One person's documents for staff (/records/userdocuments/:id): the required documents' checklist,
 * every document with its status and expiry, links to register and edit; in the approval context
 * (/records/userdocuments/approve/:id) each pending one is approved or refused in place.
 */
const PersonDocuments = ({ approve }: { approve: boolean }) => {
  const { t } = useTranslation();
  const { id: userId = "" } = useParams();
  const person = useQuery({
    queryKey: [DOCUMENTS_KEY, "person", userId],
    queryFn: () => resourceClient("users").options({ ids: userId }),
  });
  const status = useQuery({
    queryKey: [DOCUMENTS_KEY, "status", userId],
    queryFn: () => documentsApi.personStatus({ params: { id: userId } }),
  });
  const docs = useQuery({
    queryKey: [DOCUMENTS_KEY, "of", userId],
    queryFn: () => resourceClient<DocumentRecord>("userdocuments").list({ user_id: userId, per_page: 100 }),
  });
  const name = person.data?.[0]?.title;
  const rows = docs.data?.data ?? [];
  // The options call answers an unknown id with no option, not with a 404.
  if (person.isSuccess && !name)
    return (
      <Stack>
        <PageHeader title={t("titles.userdocuments")} />
        <NotFoundState />
      </Stack>
    );
  return (
    <Stack>
      <PageHeader
        title={t("titles.userdocuments")}
        description={name ? t("documents.staff_description", { name }) : undefined}
        actions={
          <Button component={Link} to={staffDocumentsPath({ userId, approve, action: "create" })}>
            {t("documents.new")}
          </Button>
        }
      />
      {status.data ? <RequiredDocuments status={status.data} /> : null}
      <Title order={2} size="h4">
        {t("documents.list_title")}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t("documents.list_title")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("documents.type")}</Table.Th>
              <Table.Th>{t("documents.number")}</Table.Th>
              <Table.Th>{t("documents.expires_on")}</Table.Th>
              <Table.Th>{t("documents.file")}</Table.Th>
              <Table.Th>{t("documents.status_column")}</Table.Th>
              <Table.Th>{t("documents.actions")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((doc) => {
              const typeName = doc._titles?.documenttype_id ?? "";
              return (
                <Table.Tr key={doc.id}>
                  <Table.Td>{typeName}</Table.Td>
                  <Table.Td>{doc.number ?? "—"}</Table.Td>
                  <Table.Td>
                    {doc.expires_on ? formatDate(doc.expires_on) : t("documents.never_expires")}
                  </Table.Td>
                  <Table.Td>{doc.file ? <RecordFile url={doc.file} /> : "—"}</Table.Td>
                  <Table.Td>
                    <DocumentStatusBadge status={doc.status} reason={doc.review_reason} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        component={Link}
                        to={staffDocumentsPath({ userId, approve, action: { edit: doc.id } })}
                        size="sm"
                      >
                        {t("documents.edit")}
                      </Anchor>
                      {approve && doc.status === "pending" ? (
                        <DecisionButtons kind="userdocuments" id={doc.id} name={typeName} />
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {docs.isSuccess && !rows.length ? <div>{t("documents.empty")}</div> : null}
    </Stack>
  );
};

export const PersonDocumentsPage = () => <PersonDocuments approve={false} />;
export const PersonDocumentsApprovePage = () => <PersonDocuments approve />;
