import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { uploadFile } from "../../platform/api/uploadFile.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { PhotoCropper } from "../my/PhotoCropper.tsx";
import { StoredPhoto } from "../my/StoredPhoto.tsx";
import {
  fetchAthleteImage,
  PERSON_SCOPES,
  type PersonScope,
  retryUnlessNotFound,
  type ScopeKind,
} from "./managerDocumentsApi.ts";
import { BackToScope, useScopeRoute } from "./scopeRoute.tsx";

/**
 * The keeper of a scope sends a person's photo (/my/associations/:association_id/users/image/:id/
 * :team_id?, /my/teams/:team_id/users/image/:id, /my/schools/:school_id/users/image/:id), cropped
 * square in the browser and re-encoded by the server; it waits for the federation's approval, the
 * approved one staying in use meanwhile. The photos are the person's: the keeper sees whether one
 * is approved or waiting, and only the photo they sent themselves.
 */
const ScopedImagePage = ({ scope }: { scope: PersonScope }) => {
  const { t, i18n } = useTranslation();
  const { scopeId, userId, teamId, api, key } = useScopeRoute(scope, "id");
  const client = useQueryClient();
  const imageKey = [...key, "image"];
  const image = useQuery({
    queryKey: imageKey,
    queryFn: ({ signal }) => fetchAthleteImage(api, signal),
    retry: retryUnlessNotFound,
  });
  const send = async (file: File) => {
    const upload = await uploadFile({ file });
    const saved = await api.sendImage(upload.id);
    client.setQueryData(imageKey, saved);
    notifySuccess({ message: t("managerdocuments.image.sent") });
  };
  const person = image.data;
  const noun = t(`managerdocuments.scopes.${scope.kind}.person`);
  return (
    <Stack maw={560}>
      <PageHeader
        title={
          person ? t("managerdocuments.image.title", { name: person.name }) : t("managerdocuments.photo")
        }
        description={t("managerdocuments.image.description")}
      />
      <QueryOverlay {...queryOverlayProps(image)}>
        {person ? (
          <Stack>
            <Text>
              {t(person.has_image ? "managerdocuments.image.has" : "managerdocuments.image.none", {
                person: noun,
              })}
            </Text>
            {person.image_pending ? (
              <Alert color="yellow" title={t("managerdocuments.image.pending")}>
                <Stack gap="xs">
                  {person.image_submitted_at ? (
                    <Text size="sm">
                      {t("managerdocuments.image.submitted_at", {
                        date: new Date(person.image_submitted_at).toLocaleString(i18n.language),
                      })}
                    </Text>
                  ) : null}
                  {person.pending_image_url ? (
                    <StoredPhoto url={person.pending_image_url} name={person.name} size={140} />
                  ) : null}
                </Stack>
              </Alert>
            ) : null}
            <PhotoCropper onSend={send} />
          </Stack>
        ) : null}
      </QueryOverlay>
      <Group>
        <Button component={Link} variant="subtle" to={scope.screens.documents(scopeId, userId, teamId)}>
          {t("managerdocuments.image.to_documents", { person: noun })}
        </Button>
        <BackToScope scope={scope} scopeId={scopeId} teamId={teamId} />
      </Group>
    </Stack>
  );
};

/** One screen per scope, made once (a stable component for each route). */
export const IMAGE_PAGES: Record<ScopeKind, () => ReactElement> = {
  association: () => <ScopedImagePage scope={PERSON_SCOPES.association} />,
  team: () => <ScopedImagePage scope={PERSON_SCOPES.team} />,
  school: () => <ScopedImagePage scope={PERSON_SCOPES.school} />,
};

export const AthleteImagePage = IMAGE_PAGES.association;
