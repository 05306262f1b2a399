import { Alert, Button, FileButton, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import type { Person } from "@quadra/shared";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { isApiError } from "../../platform/api/apiError.ts";
import { MAX_UPLOAD_BYTES, uploadFile } from "../../platform/api/uploadFile.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { QueryOverlay } from "../../ui/QueryOverlay.tsx";
import { queryOverlayProps } from "../../ui/useQueryOverlayProps.ts";
import { PersonThumbnail } from "./PersonThumbnail.tsx";
import { fetchPerson, PEOPLE_KEY, removePersonImage, setPersonImage } from "./peopleCalls.ts";

const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif";

const PhotoEditor = ({ person }: { person: Person }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PEOPLE_KEY] });

  const send = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      notifyError({ message: t("upload.too_large", { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }) });
      return;
    }
    setProgress(0);
    try {
      const upload = await uploadFile({ file, visibility: "private", onProgress: setProgress });
      const saved = await setPersonImage(person.id, upload.id);
      notifySuccess({
        message: t(
          saved.pending_image_url && !saved.image_url
            ? "people.image.sent_for_approval"
            : "people.image.saved",
        ),
      });
      await refresh();
    } catch (error) {
      // Upload failures are not notified by uploadFile: say what the server said.
      if (isApiError(error)) notifyError({ message: error.errors.file ?? error.message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack align="center">
        <Text fw={600}>{t("people.image.current")}</Text>
        <PersonThumbnail url={person.image_url} name={person.name} size={192} />
        {!person.image_url ? <Text c="dimmed">{t("people.image.none")}</Text> : null}
        {person.pending_image_url ? <Alert color="orange">{t("people.image.pending")}</Alert> : null}
        {progress !== null ? (
          <Stack gap={4} w="100%" maw={320}>
            <Text size="sm">{t("people.image.uploading")}</Text>
            <Progress value={progress * 100} aria-label={t("people.image.uploading")} />
          </Stack>
        ) : null}
        <Group justify="center">
          <FileButton onChange={(file) => void send(file)} accept={IMAGE_TYPES} disabled={progress !== null}>
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} />}>
                {t(person.image_url ? "people.image.replace" : "people.image.pick")}
              </Button>
            )}
          </FileButton>
          {person.image_url ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setRemoving(true)}
            >
              {t("people.image.remove")}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={removing}
        title={t("people.image.remove_title")}
        message={t("people.image.remove_message")}
        confirmLabel={t("people.image.remove")}
        onConfirm={async () => {
          await removePersonImage(person.id);
          await refresh();
        }}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
};

/**
 * `/records/users/image/:id`: send, replace or remove a person's photo. The upload server re-encodes
 * it (sharp) and strips its metadata; staff and guardians set it at once, a person's own photo goes
 * to the approval queue (the server decides).
 */
export const PersonImagePage = () => {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const person = useQuery({
    queryKey: [PEOPLE_KEY, "person", id],
    queryFn: ({ signal }) => fetchPerson(id, signal),
  });
  return (
    <Stack maw={560} mx="auto" w="100%">
      <PageHeader
        title={person.data ? t("people.image.title", { name: person.data.name }) : t("titles.users_image")}
        description={t("people.image.description")}
      />
      <QueryOverlay {...queryOverlayProps(person)}>
        {person.data ? <PhotoEditor person={person.data} /> : null}
      </QueryOverlay>
    </Stack>
  );
};
