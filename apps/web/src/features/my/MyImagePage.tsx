import { Alert, Button, FileButton, Group, Slider, Stack, Text } from "@mantine/core";
import type { MyData } from "@quadra/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "../../platform/api/apiClient.ts";
import { uploadFile } from "../../platform/api/uploadFile.ts";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { LoadingState } from "../../ui/LoadingState.tsx";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { StoredPhoto } from "./StoredPhoto.tsx";
import { drawCrop, type SquareCrop } from "./squareCrop.ts";

const MY_DATA_KEY = ["my", "data"] as const;
/** Large enough for a printed card, small enough to send quickly from a phone. */
const OUTPUT_SIZE = 800;

/**
 * /my/image: choose a photo, crop a square in the browser (zoom and position), send it. The server
 * re-encodes it and strips its metadata (EXIF, GPS); it waits for staff approval before it shows.
 */
export const MyImagePage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const data = useQuery({ queryKey: MY_DATA_KEY, queryFn: () => apiRequest<MyData>({ path: "my/data" }) });
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<SquareCrop>({ zoom: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const preview = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (image && preview.current) drawCrop(preview.current, image, crop, 240);
  }, [image, crop]);

  const choose = (file: File | null) => {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      notifyError({ message: t("my.image.not_image") });
      return;
    }
    const address = URL.createObjectURL(file);
    const loaded = new Image();
    loaded.onload = () => {
      setCrop({ zoom: 1, x: 0, y: 0 });
      setImage(loaded);
    };
    loaded.onerror = () => notifyError({ message: t("my.image.not_image") });
    loaded.src = address;
  };

  const send = async () => {
    if (!image) return;
    setBusy(true);
    try {
      const canvas = document.createElement("canvas");
      drawCrop(canvas, image, crop, OUTPUT_SIZE);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
      if (!blob) throw new Error(t("my.image.not_image"));
      const upload = await uploadFile({ file: new File([blob], "foto.jpg", { type: "image/jpeg" }) });
      const saved = await apiRequest<MyData>({
        path: "my/image",
        method: "PUT",
        body: { upload_id: upload.id },
      });
      client.setQueryData(MY_DATA_KEY, saved);
      setImage(null);
      notifySuccess({ message: t("my.image.sent") });
    } catch (error) {
      notifyError({ message: (error as Error).message });
    } finally {
      setBusy(false);
    }
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
      <Group>
        <FileButton onChange={choose} accept="image/jpeg,image/png,image/webp">
          {(props) => <Button {...props}>{t("my.image.choose")}</Button>}
        </FileButton>
        {person.image_url || person.pending_image_url ? (
          <Button variant="light" color="red" onClick={() => setRemoving(true)}>
            {t("my.image.remove")}
          </Button>
        ) : null}
      </Group>
      {image ? (
        <Stack>
          <canvas
            ref={preview}
            aria-label={t("my.image.crop_preview")}
            style={{ width: 240, height: 240, borderRadius: 8 }}
          />
          <Text size="sm">{t("my.image.zoom")}</Text>
          <Slider
            aria-label={t("my.image.zoom")}
            min={1}
            max={3}
            step={0.05}
            value={crop.zoom}
            onChange={(zoom) => setCrop((current) => ({ ...current, zoom }))}
          />
          <Text size="sm">{t("my.image.horizontal")}</Text>
          <Slider
            aria-label={t("my.image.horizontal")}
            min={-1}
            max={1}
            step={0.02}
            value={crop.x}
            onChange={(x) => setCrop((current) => ({ ...current, x }))}
          />
          <Text size="sm">{t("my.image.vertical")}</Text>
          <Slider
            aria-label={t("my.image.vertical")}
            min={-1}
            max={1}
            step={0.02}
            value={crop.y}
            onChange={(y) => setCrop((current) => ({ ...current, y }))}
          />
          <Group justify="flex-end">
            <Button onClick={send} loading={busy}>
              {t("my.image.send")}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <ConfirmDialog
        opened={removing}
        title={t("my.image.remove")}
        message={t("my.image.remove_confirm")}
        confirmLabel={t("my.image.remove")}
        onConfirm={async () => {
          client.setQueryData(MY_DATA_KEY, await apiRequest<MyData>({ path: "my/image", method: "DELETE" }));
        }}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
};
