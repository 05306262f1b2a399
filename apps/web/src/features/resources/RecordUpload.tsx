import { Anchor, Image, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../platform/api/apiError.ts";
import { describeUpload, fetchUpload } from "../../platform/api/uploadFile.ts";
import { notifyError } from "../../platform/notify/notify.tsx";

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * An image of a record, as large as the page allows. A stored upload is read with the session's
 * token (a private image would not load in a plain <img>); an absolute address loads directly.
 */
export const RecordImage = ({ url, alt }: { url: string; alt: string }) => {
  const stored = !isAbsolute(url);
  const blob = useQuery({
    // The same key as the list's thumbnails: an image seen there is not fetched again.
    queryKey: ["upload-blob", url],
    queryFn: ({ signal }) => fetchUpload({ url, signal }),
    enabled: stored,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const source = useMemo(
    () => (stored ? (blob.data ? URL.createObjectURL(blob.data) : null) : url),
    [stored, blob.data, url],
  );
  useEffect(
    () => () => {
      if (stored && source) URL.revokeObjectURL(source);
    },
    [stored, source],
  );
  if (!source) return blob.isLoading ? <Loader size="sm" /> : <span>—</span>;
  return <Image src={source} alt={alt} maw={320} mah={240} w="auto" fit="contain" radius="sm" />;
};

/** A file of a record: its name, downloaded with the session's token when clicked. */
export const RecordFile = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const stored = !isAbsolute(url);
  const described = useQuery({
    queryKey: ["upload-head", url],
    queryFn: ({ signal }) => describeUpload({ url, signal }),
    enabled: stored,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!stored)
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Anchor>
    );
  const name = described.data?.name ?? t("upload.unnamed");
  const download = async () => {
    try {
      const blob = await fetchUpload({ url });
      const address = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = address;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(address), 1_000);
    } catch (cause) {
      notifyError({ message: isApiError(cause) ? cause.message : t("resources.show.download_failed") });
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      onClick={() => void download()}
      title={t("upload.download", { name })}
    >
      {name}
    </Anchor>
  );
};
