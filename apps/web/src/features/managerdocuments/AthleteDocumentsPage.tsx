import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { DocumentCard } from "../documents/DocumentCard.tsx";
import { RequiredDocuments } from "../documents/RequiredDocuments.tsx";
import {
  athleteScreens,
  fetchAthleteDocuments,
  fetchAthleteStatus,
  MANAGER_DOCUMENTS_KEY,
  retryUnlessNotFound,
} from "./managerDocumentsApi.ts";

/**
 * /my/associations/userdocuments/:association_id/user/:id/:team_id?: a manager's view of one
 * athlete's documents: the required ones' checklist, every document the manager may see with its
 * status (a refused one with its reason and a way to correct it), and sending a new one. The
 * `:team_id` part belongs to competitions (not built yet) and changes nothing here.
 */
export const AthleteDocumentsPage = () => {
  const { t } = useTranslation();
  const { association_id: associationId = "", id: userId = "" } = useParams();
  const documents = useQuery({
    queryKey: [MANAGER_DOCUMENTS_KEY, "documents", associationId, userId],
    queryFn: ({ signal }) => fetchAthleteDocuments(associationId, userId, signal),
    retry: retryUnlessNotFound,
  });
  const status = useQuery({
    queryKey: [MANAGER_DOCUMENTS_KEY, "status", associationId, userId],
    queryFn: ({ signal }) => fetchAthleteStatus(associationId, userId, signal),
    retry: retryUnlessNotFound,
  });
  const athlete = documents.data?.athlete;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("managerdocuments.title", { name: athlete?.name ?? "" })}
        description={documents.data?.association.name}
        actions={
          athlete ? (
            <Group gap="xs">
              <Button component={Link} to={athleteScreens.create(associationId, userId)}>
                {t("managerdocuments.new")}
              </Button>
              <Button component={Link} variant="light" to={athleteScreens.image(associationId, userId)}>
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
            {t("managerdocuments.health_hint")}
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
                  editPath={athleteScreens.edit(associationId, userId, doc.id)}
                />
              ))}
            </Stack>
          ) : (
            <Text c="dimmed">{t("documents.empty")}</Text>
          )}
          <Group>
            <Button component={Link} variant="subtle" to={`/my/associations/users/${associationId}`}>
              {t("managerdocuments.back")}
            </Button>
          </Group>
        </Stack>
      </QueryOverlay>
    </Stack>
  );
};
