import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate, retryUnlessNotFound } from "../../ui/QueryGate.tsx";
import { DocumentForm } from "./DocumentForm.tsx";
import {
  DOCUMENTS_KEY,
  type DocumentRecord,
  type DocumentSaver,
  type DocumentType,
  documentBody,
  saveDocument,
} from "./documentsApi.ts";
import { staffDocumentsPath } from "./staffPaths.ts";

const staffDocuments = resourceClient<DocumentRecord>("userdocuments");

/** Staff save through the generic resource: PATCH with the version read, or POST for the person. */
const staffDocumentSaver = (userId: string): DocumentSaver => ({
  send: (body) => staffDocuments.create({ ...body, user_id: userId }, { quiet: true }),
  correct: (id, body) => staffDocuments.update(id, body, { quiet: true }),
});

/** Staff register or edit a person's document (/records/userdocuments[/approve]/:user_id/create|edit/:id). */
const StaffDocumentForm = ({ approve }: { approve: boolean }) => {
  const { t } = useTranslation();
  const { id, user_id: userId = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useQuery({
    queryKey: [DOCUMENTS_KEY, "types", "userdocuments"],
    queryFn: () =>
      resourceClient<DocumentType>("documenttypes").list({ applies_to: "person", per_page: 200 }),
  });
  const record = useQuery({
    queryKey: [DOCUMENTS_KEY, "document", id],
    queryFn: () => staffDocuments.get(id ?? ""),
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
              await saveDocument(staffDocumentSaver(userId), record.data, documentBody(values));
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
