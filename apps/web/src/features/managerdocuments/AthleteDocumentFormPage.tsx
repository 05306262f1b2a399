import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DocumentForm } from "../documents/DocumentForm.tsx";
import { type DocumentRecord, type DocumentType, documentBody } from "../documents/documentsApi.ts";
import {
  athleteApiPath,
  athleteScreens,
  fetchAthleteDocuments,
  MANAGER_DOCUMENTS_KEY,
  retryUnlessNotFound,
} from "./managerDocumentsApi.ts";

/**
 * A manager sends a document of an athlete (…/user/:user_id/create) or corrects one waiting for
 * review or refused (…/user/:user_id/edit/:id): it goes (back) to the federation's review.
 */
export const AthleteDocumentFormPage = () => {
  const { t } = useTranslation();
  const { association_id: associationId = "", user_id: userId = "", id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = athleteApiPath(associationId, userId);
  const athlete = useQuery({
    queryKey: [MANAGER_DOCUMENTS_KEY, "documents", associationId, userId],
    queryFn: ({ signal }) => fetchAthleteDocuments(associationId, userId, signal),
    retry: retryUnlessNotFound,
  });
  const types = useQuery({
    queryKey: [MANAGER_DOCUMENTS_KEY, "types"],
    queryFn: () => apiRequest<DocumentType[]>({ path: "my/documenttypes" }),
  });
  const record = useQuery({
    queryKey: [MANAGER_DOCUMENTS_KEY, "document", associationId, userId, id],
    queryFn: ({ signal }) => apiRequest<DocumentRecord>({ path: `${base}/documents/${id}`, signal }),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
  const name = athlete.data?.athlete.name ?? "";
  return (
    <Stack>
      <PageHeader
        title={t(id ? "managerdocuments.form_edit" : "managerdocuments.form_create", { name })}
        description={athlete.data?.association.name}
      />
      <QueryOverlay {...queryOverlayProps(id ? record : athlete)}>
        {!types.data || !athlete.data || (id && !record.data) ? (
          <LoadingState />
        ) : (
          <DocumentForm
            types={types.data}
            record={record.data}
            submitLabel={t("documents.save")}
            onSubmit={async (values) => {
              const body = documentBody(values);
              if (record.data)
                await apiRequest({
                  path: `${base}/documents/${record.data.id}`,
                  method: "PATCH",
                  body: { ...body, version: record.data.version },
                  quiet: true,
                });
              else await apiRequest({ path: `${base}/documents`, method: "POST", body, quiet: true });
              notifySuccess({ message: t("documents.saved") });
              await queryClient.invalidateQueries({ queryKey: [MANAGER_DOCUMENTS_KEY] });
              navigate(athleteScreens.documents(associationId, userId));
            }}
          />
        )}
      </QueryOverlay>
    </Stack>
  );
};
