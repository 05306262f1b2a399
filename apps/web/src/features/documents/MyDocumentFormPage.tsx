import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate, retryUnlessNotFound } from "../../ui/QueryGate.tsx";
import { DocumentForm } from "./DocumentForm.tsx";
import {
  DOCUMENTS_KEY,
  type DocumentRecord,
  type DocumentType,
  documentBody,
  type MyDocuments,
} from "./documentsApi.ts";

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
    queryFn: () => apiRequest<DocumentType[]>({ path: "my/documenttypes" }),
  });
  const people = useQuery({
    queryKey: [DOCUMENTS_KEY, "mine", null],
    queryFn: () => apiRequest<MyDocuments>({ path: "my/documents" }),
  });
  const record = useQuery({
    queryKey: [DOCUMENTS_KEY, "my-document", id],
    queryFn: () => apiRequest<DocumentRecord>({ path: `my/documents/${id}` }),
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
              const body = documentBody(values);
              if (record.data)
                await apiRequest({
                  path: `my/documents/${record.data.id}`,
                  method: "PATCH",
                  body: { ...body, version: record.data.version },
                  quiet: true,
                });
              else
                await apiRequest({
                  path: "my/documents",
                  method: "POST",
                  body: { ...body, user_id: subjectId },
                  quiet: true,
                });
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
