import { Avatar, Image } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fetchUpload, uploadAddress } from "../../platform/api/uploadFile.ts";

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/**
 * A person's photo. Stored uploads are read with the session's token (photos are private files,
 * which a bare <img> could not load); without a photo, the initials.
 */
export const PersonThumbnail = ({
  url,
  name,
  size = 40,
}: {
  url: string | null;
  name: string;
  size?: number;
}) => {
  const stored = Boolean(url && !isAbsolute(url));
  const blob = useQuery({
    queryKey: ["upload-blob", url],
    queryFn: ({ signal }) => fetchUpload({ url: url!, signal }),
    enabled: stored,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const source = useMemo(
    () => (!url ? null : stored ? (blob.data ? URL.createObjectURL(blob.data) : null) : uploadAddress(url)),
    [stored, blob.data, url],
  );
  useEffect(
    () => () => {
      if (stored && source) URL.revokeObjectURL(source);
    },
    [stored, source],
  );
  if (!source) return <Avatar name={name} size={size} radius="sm" color="initials" alt={name} />;
  return <Image src={source} alt={name} w={size} h={size} radius="sm" fit="cover" />;
};
