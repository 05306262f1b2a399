import { Avatar } from "@mantine/core";
import { useEffect, useState } from "react";
import { fetchFile } from "../../platform/api/fileDownload.ts";

/** A card's photo or shield, loaded with the session's token; initials while it loads or when it fails. */
export const PublicImage = ({
  url,
  alt,
  name,
}: {
  /** The image's address (`publicFileUrl`), or nothing when the record has none. */
  url: string | null;
  alt: string;
  name: string;
}) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let address: string | null = null;
    let alive = true;
    fetchFile(url)
      .then(({ blob }) => {
        address = URL.createObjectURL(blob);
        if (alive) setSrc(address);
      })
      .catch(() => setSrc(null));
    return () => {
      alive = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [url]);
  return <Avatar src={src} alt={alt} size={56} radius="xl" name={name} color="initials" />;
};
