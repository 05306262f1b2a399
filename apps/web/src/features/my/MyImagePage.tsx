import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { myApi } from "../../platform/api/operations/my.ts";
import { uploadFile } from "../../platform/api/uploadFile.ts";
import { notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { PhotoCropper } from "./PhotoCropper.tsx";
import { StoredPhoto } from "./StoredPhoto.tsx";

const MY_DATA_KEY = ["my", "data"] as const;

/**
 * /my/image: choose a photo, crop a square in the browser (zoom and position), send it. The server
 * re-encodes it and strips its metadata (EXIF, GPS); it waits for staff approval before it shows.
 */
export const MyImagePage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const data = useQuery({ queryKey: MY_DATA_KEY, queryFn: () => myApi.data() });
  const [removing, setRemoving] = useState(false);

  const send = async (file: File) => {
    const upload = await uploadFile({ file });
    const saved = await myApi.setImage({ body: { upload_id: upload.id } });
    client.setQueryData(MY_DATA_KEY, saved);
    notifySuccess({ message: t("my.image.sent") });
  };

  if (!data.data) return <LoadingState />;
  const person = data.data;
  const name = person.social_name || person.name;
  return (
    <Stack maw={560}>
      <PageHeader title={t("titles.my_image")} description={t("my.image.description")} />
      <Group align="flex-start">
        <Stack gap={4} align="center">
          <Text size="sm" c="dimmed">
            {t("my.image.current")}
          </Text>
          <StoredPhoto url={person.image_url} name={name} size={140} />
          {!person.image_url ? <Text size="sm">{t("my.image.none")}</Text> : null}
        </Stack>
        {person.pending_image_url ? (
          <Stack gap={4} align="center">
            <StoredPhoto url={person.pending_image_url} name={name} size={140} />
            <Alert color="yellow" p="xs">
              {t("my.image.pending")}
            </Alert>
          </Stack>
        ) : null}
      </Group>
      <PhotoCropper
        onSend={send}
        actions={
          person.image_url || person.pending_image_url ? (
            <Button variant="light" color="red" onClick={() => setRemoving(true)}>
              {t("my.image.remove")}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        opened={removing}
        title={t("my.image.remove")}
        message={t("my.image.remove_confirm")}
        confirmLabel={t("my.image.remove")}
        onConfirm={async () => {
          client.setQueryData(MY_DATA_KEY, await myApi.removeImage());
        }}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
};
