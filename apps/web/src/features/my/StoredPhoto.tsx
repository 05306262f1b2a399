import { Avatar } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fetchUpload } from "../../platform/api/uploadFile.ts";

/**
 * A person's photo from a stored upload, read with the session's token (photos are private files,
 * which a plain <img> could not load), or their initials while there is none.
 */
export const StoredPhoto = ({
  url,
  name,
  size = 120,
}: {
  url: string | null;
  name: string;
  size?: number;
}) => {
  const blob = useQuery({
    // The same key as the lists' thumbnails: a photo seen there is not fetched again.
    queryKey: ["upload-blob", url],
    queryFn: ({ signal }) => fetchUpload({ url: url!, signal }),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const source = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
  return (
    <Avatar src={source} alt={name} size={size} radius="md">
      {initials}
    </Avatar>
  );
};
