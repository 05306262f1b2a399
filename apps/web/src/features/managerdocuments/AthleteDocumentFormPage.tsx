import { Stack } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { myDocumentsApi } from "../../platform/api/operations/myDocuments.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryGate } from "../../ui/QueryGate.tsx";
import { DocumentForm } from "../documents/DocumentForm.tsx";
import { documentBody, saveDocument } from "../documents/documentsApi.ts";
import {
  fetchAthleteDocuments,
  MANAGER_DOCUMENTS_KEY,
  PERSON_SCOPES,
  type PersonScope,
  retryUnlessNotFound,
  type ScopeKind,
} from "./managerDocumentsApi.ts";
import { useScopeRoute } from "./scopeRoute.tsx";

/**
 * The keeper of a scope (an association's manager, a team's responsible, a school's coordinator)
 * sends a document of a person (…/user/:user_id/create) or corrects one waiting for review or
 * refused (…/user/:user_id/edit/:id): it goes (back) to the federation's review.
 */
const ScopedDocumentFormPage = ({ scope }: { scope: PersonScope }) => {
  const { t } = useTranslation();
  const { id } = useParams();
  const { scopeId, userId, teamId, api, key } = useScopeRoute(scope, "user_id");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The same key as the documents screen's: the person's name and the scope's come from its cache.
  const athlete = useQuery({
    queryKey: [...key, "documents"],
    queryFn: ({ signal }) => fetchAthleteDocuments(api, signal),
    retry: retryUnlessNotFound,
  });
  const types = useQuery({
    queryKey: [MANAGER_DOCUMENTS_KEY, "types"],
    queryFn: () => myDocumentsApi.types(),
  });
  const record = useQuery({
    queryKey: [...key, "document", id],
    queryFn: ({ signal }) => api.document(id ?? "", signal),
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
  const name = athlete.data?.athlete.name;
  return (
    <Stack>
      <PageHeader
        // Named by the person once known: never "Corrigir documento de " with nobody after it.
        title={
          name
            ? t(id ? "managerdocuments.form_edit" : "managerdocuments.form_create", { name })
            : t(id ? "documents.form_edit" : "documents.form_create")
        }
        description={athlete.data?.[scope.kind]?.name}
      />
      <QueryGate queries={id ? [athlete, types, record] : [athlete, types]}>
        {() => (
          <DocumentForm
            types={types.data ?? []}
            record={record.data}
            submitLabel={t("documents.save")}
            onSubmit={async (values) => {
              await saveDocument(api.saver, record.data, documentBody(values));
              notifySuccess({ message: t("documents.saved") });
              await queryClient.invalidateQueries({ queryKey: [MANAGER_DOCUMENTS_KEY] });
              navigate(scope.screens.documents(scopeId, userId, teamId));
            }}
          />
        )}
      </QueryGate>
    </Stack>
  );
};

/** One screen per scope, made once (a stable component for each route). */
export const DOCUMENT_FORM_PAGES: Record<ScopeKind, () => ReactElement> = {
  association: () => <ScopedDocumentFormPage scope={PERSON_SCOPES.association} />,
  team: () => <ScopedDocumentFormPage scope={PERSON_SCOPES.team} />,
  school: () => <ScopedDocumentFormPage scope={PERSON_SCOPES.school} />,
};

export const AthleteDocumentFormPage = DOCUMENT_FORM_PAGES.association;
