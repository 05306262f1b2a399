import { Image } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fetchUpload, uploadAddress } from "../../platform/api/uploadFile.ts";

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * A small image of a list row. Stored uploads are read with the session's token (a private image
 * would not load in a plain <img>); absolute addresses load directly.
 */
export const ListThumbnail = ({ url, alt }: { url: string; alt: string }) => {
  const stored = !isAbsolute(url);
  const blob = useQuery({
    queryKey: ["upload-blob", url],
    queryFn: ({ signal }) => fetchUpload({ url, signal }),
    enabled: stored,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const source = useMemo(
    () => (stored ? (blob.data ? URL.createObjectURL(blob.data) : null) : uploadAddress(url)),
    [stored, blob.data, url],
  );
  useEffect(
    () => () => {
      if (stored && source) URL.revokeObjectURL(source);
    },
    [stored, source],
  );
  if (!source) return null;
  return <Image src={source} alt={alt} w={40} h={40} radius="sm" fit="cover" />;
};
