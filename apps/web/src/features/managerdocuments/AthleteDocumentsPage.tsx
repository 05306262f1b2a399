import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DocumentCard } from "../documents/DocumentCard.tsx";
import { RequiredDocuments } from "../documents/RequiredDocuments.tsx";
import {
  fetchAthleteDocuments,
  fetchAthleteStatus,
  PERSON_SCOPES,
  type PersonScope,
  retryUnlessNotFound,
  type ScopeKind,
} from "./managerDocumentsApi.ts";
import { BackToScope, useScopeRoute } from "./scopeRoute.tsx";

/**
 * One person's documents as the keeper of a scope sees them: an association's manager
 * (/my/associations/userdocuments/:association_id/user/:id/:team_id?), a team's responsible
 * (/my/teams/:team_id/userdocuments/user/:id), a school's coordinator
 * (/my/schools/:school_id/userdocuments/user/:id). The required ones' checklist, every document the
 * keeper may see with its status (a refused one with its reason and a way to correct it), and
 * sending a new one; the scope's record (association, team, school) names the page.
 */
const ScopedDocumentsPage = ({ scope }: { scope: PersonScope }) => {
  const { t } = useTranslation();
  const { scopeId, userId, teamId, api, key } = useScopeRoute(scope, "id");
  const documents = useQuery({
    queryKey: [...key, "documents"],
    queryFn: ({ signal }) => fetchAthleteDocuments(api, signal),
    retry: retryUnlessNotFound,
  });
  const status = useQuery({
    queryKey: [...key, "status"],
    queryFn: ({ signal }) => fetchAthleteStatus(api, signal),
    retry: retryUnlessNotFound,
  });
  const athlete = documents.data?.athlete;
  const person = t(`managerdocuments.scopes.${scope.kind}.person`);
  return (
    <Stack gap="lg">
      <PageHeader
        title={
          athlete ? t("managerdocuments.title", { name: athlete.name }) : t("managerdocuments.documents")
        }
        description={documents.data?.[scope.kind]?.name}
        actions={
          athlete ? (
            <Group gap="xs">
              <Button component={Link} to={scope.screens.create(scopeId, userId, teamId)}>
                {t("managerdocuments.new")}
              </Button>
              <Button component={Link} variant="light" to={scope.screens.image(scopeId, userId, teamId)}>
                {t("managerdocuments.photo")}
              </Button>
            </Group>
          ) : null
        }
      />
      <QueryOverlay {...queryOverlayProps(documents)}>
        <Stack>
          {status.data ? <RequiredDocuments status={status.data} /> : null}
          <Text size="sm" c="dimmed">
            {t("managerdocuments.health_hint", { person })}
          </Text>
          <Title order={2} size="h4">
            {t("managerdocuments.sent")}
          </Title>
          {documents.data?.data.length ? (
            <Stack component="ul" gap="xs" p={0} style={{ listStyle: "none" }}>
              {documents.data.data.map((doc) => (
                <DocumentCard
                  key={doc.id}
                  doc={doc}
                  editPath={scope.screens.edit(scopeId, userId, doc.id, teamId)}
                />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t("documents.empty")}</Text>
          )}
          <Group>
            <BackToScope scope={scope} scopeId={scopeId} teamId={teamId} />
          </Group>
        </Stack>
      </QueryOverlay>
    </Stack>
  );
};

/** One screen per scope, made once (a stable component for each route). */
export const DOCUMENTS_PAGES: Record<ScopeKind, () => ReactElement> = {
  association: () => <ScopedDocumentsPage scope={PERSON_SCOPES.association} />,
  team: () => <ScopedDocumentsPage scope={PERSON_SCOPES.team} />,
  school: () => <ScopedDocumentsPage scope={PERSON_SCOPES.school} />,
};

export const AthleteDocumentsPage = DOCUMENTS_PAGES.association;
