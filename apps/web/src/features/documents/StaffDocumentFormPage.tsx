import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate, retryUnlessNotFound } from "../../ui/QueryGate.tsx";
import { DocumentForm } from "./DocumentForm.tsx";
import { DOCUMENTS_KEY, type DocumentRecord, type DocumentType, documentBody } from "./documentsApi.ts";
import { staffDocumentsPath } from "./staffPaths.ts";

/** Staff register or edit a person's document (/records/userdocuments[/approve]/:user_id/create|edit/:id). */
const StaffDocumentForm = ({ approve }: { approve: boolean }) => {
  const { t } = useTranslation();
  const { id, user_id: userId = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: [DOCUMENTS_KEY, "types", "userdocuments"],
    queryFn: () =>
      apiRequest<{ data: DocumentType[] }>({
        path: "documenttypes",
        query: { applies_to: "person", per_page: 200 },
      }),
  });
  const record = useQuery({
    queryKey: [DOCUMENTS_KEY, "document", id],
    queryFn: () => apiRequest<DocumentRecord>({ path: `userdocuments/${id}` }),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
  return (
    <Stack>
      <PageHeader title={t(id ? "documents.form_edit" : "documents.form_create")} />
      <QueryGate queries={id ? [types, record] : [types]}>
        {() => (
          <DocumentForm
            types={types.data?.data ?? []}
            record={record.data}
            submitLabel={t("documents.save_staff")}
            onSubmit={async (values) => {
              const body = documentBody(values);
              if (record.data)
                await apiRequest({
                  path: `userdocuments/${record.data.id}`,
                  method: "PATCH",
                  body: { ...body, version: record.data.version },
                  quiet: true,
                });
              else
                await apiRequest({
                  path: "userdocuments",
                  method: "POST",
                  body: { ...body, user_id: userId },
                  quiet: true,
                });
              notifySuccess({ message: t("documents.saved_staff") });
              await queryClient.invalidateQueries({ queryKey: [DOCUMENTS_KEY] });
              navigate(staffDocumentsPath({ userId, approve }));
            }}
          />
        )}
      </QueryGate>
    </Stack>
  );
};

export const StaffDocumentFormPage = () => <StaffDocumentForm approve={false} />;
export const StaffDocumentApproveFormPage = () => <StaffDocumentForm approve />;
