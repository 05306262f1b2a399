import {
  Anchor,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Progress,
  Stack,
  Text,
} from "@mantine/core";
import { IconFile, IconUpload } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import {
  describeUpload,
  fetchUpload,
  MAX_UPLOAD_BYTES,
  type UploadVisibility,
  uploadFile,
} from "../../platform/api/uploadFile.ts";

type Described = { url: string; name: string; contentType: string };

const isAbort = (error: unknown) => (error as { name?: unknown })?.name === "AbortError";

/** Saves a blob under its name through a temporary link (the only way to name a download). */
const saveBlob = ({ blob, name }: { blob: Blob; name: string }) => {
  const address = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = address;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), 1_000);
};

/**
 * A form field holding one uploaded file: picking a file uploads it at once (with progress and a
 * way to cancel), then the field shows a thumbnail (images) or the name with a download link, and
 * lets the person replace or remove it. Its value is the upload's `url` (`uploads/<id>`) or null,
 * which works with `form.getInputProps(...)`. Removing only clears the field: the file stays on the
 * server, since the record may still point to it until the form is saved.
 *
 * Previews and downloads are fetched with the session's token, so private files work too.
 */
export const UploadField = ({
  label,
  description,
  error,
  required,
  disabled,
  accept,
  visibility = "private",
  value,
  onChange,
}: {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The file picker's filter, e.g. `image/*` or `application/pdf,image/*`. The server decides. */
  accept?: string;
  visibility?: UploadVisibility;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) => {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [described, setDescribed] = useState<Described | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const sending = useRef<AbortController | null>(null);

  // Cancel an upload in flight when the field goes away.
  useEffect(() => () => sending.current?.abort(), []);

  // A value that did not come from this field (a saved record): learn its name and type.
  useEffect(() => {
    if (!value || described?.url === value) return;
    const controller = new AbortController();
    describeUpload({ url: value, signal: controller.signal })
      .then((found) =>
        setDescribed({ url: value, name: found.name ?? t("upload.unnamed"), contentType: found.contentType }),
      )
      .catch((cause) => {
        if (!isAbort(cause)) setDescribed({ url: value, name: t("upload.unnamed"), contentType: "" });
      });
    return () => controller.abort();
  }, [value, described?.url, t]);

  const current = value && described?.url === value ? described : null;
  const isImage = Boolean(current?.contentType.startsWith("image/"));

  // Thumbnails come through fetch (with the token), not a bare <img src>, so private images show.
  useEffect(() => {
    if (!current || !isImage) {
      setPreview(null);
      return;
    }
    const controller = new AbortController();
    let address: string | null = null;
    fetchUpload({ url: current.url, signal: controller.signal })
      .then((blob) => {
        address = URL.createObjectURL(blob);
        setPreview(address);
      })
      .catch(() => setPreview(null));
    return () => {
      controller.abort();
      if (address) URL.revokeObjectURL(address);
    };
  }, [current, isImage]);

  const send = async (file: File | null) => {
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setFailure(t("upload.too_large", { mb: MAX_UPLOAD_BYTES / (1024 * 1024) }));
      return;
    }
    const controller = new AbortController();
    sending.current = controller;
    setProgress(0);
    try {
      const upload = await uploadFile({
        file,
        visibility,
        onProgress: setProgress,
        signal: controller.signal,
      });
      setDescribed({ url: upload.url, name: upload.name, contentType: upload.content_type });
      onChange(upload.url);
    } catch (cause) {
      if (!isAbort(cause))
        setFailure(isApiError(cause) ? (cause.errors.file ?? cause.message) : t("upload.failed"));
    } finally {
      sending.current = null;
      setProgress(null);
    }
  };

  const download = async () => {
    if (!current) return;
    try {
      saveBlob({ blob: await fetchUpload({ url: current.url }), name: current.name });
    } catch (cause) {
      setFailure(isApiError(cause) ? cause.message : t("upload.failed"));
    }
  };

  const picker = (text: string, variant: "default" | "subtle") => (
    <FileButton onChange={send} accept={accept} disabled={disabled}>
      {(props) => (
        <Button
          {...props}
          variant={variant}
          size={variant === "subtle" ? "xs" : "sm"}
          leftSection={<IconUpload size={16} />}
          disabled={disabled}
        >
          {text}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={failure ?? error}
      required={required}
      labelElement="div"
    >
      {progress !== null ? (
        <Stack gap={4} mt={4} aria-live="polite">
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{t("upload.sending", { percent: Math.round(progress * 100) })}</Text>
            <Button variant="subtle" size="xs" onClick={() => sending.current?.abort()}>
              {t("upload.cancel")}
            </Button>
          </Group>
          <Progress value={progress * 100} size="sm" aria-label={t("upload.progress")} />
        </Stack>
      ) : value ? (
        <Group gap="sm" mt={4} wrap="nowrap" align="center">
          {isImage && preview ? (
            <Image
              src={preview}
              alt={t("upload.preview", { name: current?.name })}
              w={96}
              h={96}
              fit="contain"
              radius="sm"
            />
          ) : (
            <IconFile size={32} aria-hidden />
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            {current ? (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={download}
                title={t("upload.download", { name: current.name })}
                truncate
              >
                {current.name}
              </Anchor>
            ) : (
              <Loader size="xs" />
            )}
            <Group gap={4}>
              {picker(t("upload.replace"), "subtle")}
              <Button
                variant="subtle"
                size="xs"
                color="red"
                disabled={disabled}
                onClick={() => onChange(null)}
              >
                {t("upload.remove")}
              </Button>
            </Group>
          </Stack>
        </Group>
      ) : (
        <Group mt={4}>{picker(t("upload.choose"), "default")}</Group>
      )}
    </Input.Wrapper>
  );
};
