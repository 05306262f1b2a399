import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { myDocumentsApi } from "../../platform/api/operations/myDocuments.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate, retryUnlessNotFound } from "../../ui/QueryGate.tsx";
import { DocumentForm } from "./DocumentForm.tsx";
import { DOCUMENTS_KEY, documentBody, myDocumentSaver, saveDocument } from "./documentsApi.ts";

/**
 * The person sends a document (/my/documents/create, /my/userdocuments/:user_id/create for a
 * dependent) or corrects one waiting for review or refused (…/edit/:id): it goes (back) to review.
 */
export const MyDocumentFormPage = () => {
  const { t } = useTranslation();
  const { id, user_id: userId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: [DOCUMENTS_KEY, "my-types"],
    queryFn: () => myDocumentsApi.types(),
  });
  const people = useQuery({
    queryKey: [DOCUMENTS_KEY, "mine", null],
    queryFn: () => myDocumentsApi.list(),
  });
  const record = useQuery({
    queryKey: [DOCUMENTS_KEY, "my-document", id],
    queryFn: () => myDocumentsApi.one({ params: { id: id ?? "" } }),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
  const back = userId ? `/my/userdocuments/${userId}` : "/my/documents";
  return (
    <Stack>
      <PageHeader title={t(id ? "documents.form_edit" : "documents.form_create")} />
      <QueryGate queries={id ? [types, people, record] : [types, people]}>
        {() => (
          <DocumentForm
            types={types.data ?? []}
            record={record.data}
            subjects={userId ? undefined : people.data?.people}
            subjectId={userId}
            submitLabel={t("documents.save")}
            onSubmit={async (values, subjectId) => {
              await saveDocument(myDocumentSaver(subjectId), record.data, documentBody(values));
              notifySuccess({ message: t("documents.saved") });
              await queryClient.invalidateQueries({ queryKey: [DOCUMENTS_KEY] });
              navigate(back);
            }}
          />
        )}
      </QueryGate>
    </Stack>
  );
};
