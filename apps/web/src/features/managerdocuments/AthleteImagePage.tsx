import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { uploadFile } from "../../platform/api/uploadFile.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { PhotoCropper } from "../my/PhotoCropper.tsx";
import { StoredPhoto } from "../my/StoredPhoto.tsx";
import {
  type AthleteImage,
  athleteApiPath,
  athleteScreens,
  fetchAthleteImage,
  MANAGER_DOCUMENTS_KEY,
  retryUnlessNotFound,
} from "./managerDocumentsApi.ts";

/**
 * /my/associations/:association_id/users/image/:id/:team_id?: a manager sends an athlete's photo
 * (cropped square in the browser, re-encoded by the server); it waits for the federation's approval,
 * the approved one staying in use meanwhile. The athlete's photos are theirs: the manager sees
 * whether one is approved or waiting, and only the photo they sent themselves.
 */
export const AthleteImagePage = () => {
  const { t, i18n } = useTranslation();
  const { association_id: associationId = "", id: userId = "" } = useParams();
  const client = useQueryClient();
  const key = [MANAGER_DOCUMENTS_KEY, "image", associationId, userId];
  const image = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchAthleteImage(associationId, userId, signal),
    retry: retryUnlessNotFound,
  });
  const send = async (file: File) => {
    const upload = await uploadFile({ file });
    const saved = await apiRequest<AthleteImage>({
      path: `${athleteApiPath(associationId, userId)}/image`,
      method: "PUT",
      body: { upload_id: upload.id },
    });
    client.setQueryData(key, saved);
    notifySuccess({ message: t("managerdocuments.image.sent") });
  };
  const person = image.data;
  return (
    <Stack maw={560}>
      <PageHeader
        title={t("managerdocuments.image.title", { name: person?.name ?? "" })}
        description={t("managerdocuments.image.description")}
      />
      <QueryOverlay {...queryOverlayProps(image)}>
        {person ? (
          <Stack>
            <Text>{t(person.has_image ? "managerdocuments.image.has" : "managerdocuments.image.none")}</Text>
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
        <Button component={Link} variant="subtle" to={athleteScreens.documents(associationId, userId)}>
          {t("managerdocuments.image.to_documents")}
        </Button>
        <Button component={Link} variant="subtle" to={`/my/associations/users/${associationId}`}>
          {t("managerdocuments.back")}
        </Button>
      </Group>
    </Stack>
  );
};
