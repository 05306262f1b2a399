import { Button, FileButton, Group, Slider, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../platform/notify/notify.tsx";
import { drawCrop, type SquareCrop } from "./squareCrop.ts";

/** Large enough for a printed card, small enough to send quickly from a phone. */
const OUTPUT_SIZE = 800;

/**
 * Choose a photo and crop a square of it in the browser (zoom and position), then hand the cropped
 * JPEG to `onSend` (which uploads and files it). Used for one's own photo (/my/image) and by an
 * association's manager for an athlete's; `actions` sit beside the choose button.
 */
export const PhotoCropper = ({
  onSend,
  actions,
}: {
  onSend: (file: File) => Promise<void>;
  actions?: ReactNode;
}) => {
  const { t } = useTranslation();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<SquareCrop>({ zoom: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
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
      await onSend(new File([blob], "foto.jpg", { type: "image/jpeg" }));
      setImage(null);
    } catch (error) {
      notifyError({ message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group>
        <FileButton onChange={choose} accept="image/jpeg,image/png,image/webp">
          {(props) => <Button {...props}>{t("my.image.choose")}</Button>}
        </FileButton>
        {actions}
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
    </>
  );
};
