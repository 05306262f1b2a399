import { Avatar } from "@mantine/core";
import { useEffect, useState } from "react";
import { fetchPublicFile } from "./publicSearchApi.ts";

/** A card's photo or shield, loaded with the session's token; initials while it loads or when it fails. */
export const PublicImage = ({
  path,
  alt,
  name,
}: {
  path: string | null | undefined;
  alt: string;
  name: string;
}) => {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!path) return;
    let address: string | null = null;
    let alive = true;
    fetchPublicFile(path)
      .then((blob) => {
        address = URL.createObjectURL(blob);
        if (alive) setSrc(address);
      })
      .catch(() => setSrc(null));
    return () => {
      alive = false;
      if (address) URL.revokeObjectURL(address);
    };
  }, [path]);
  return <Avatar src={src} alt={alt} size={56} radius="xl" name={name} color="initials" />;
};
