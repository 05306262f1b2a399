import { Image, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fetchUpload } from "../../platform/api/uploadFile.ts";

/**
 * A stored shield (`uploads/<id>`), fetched with the session's token so a private upload (a shield
 * waiting for approval) shows too; a shield nobody may read here says so instead of a broken image.
 */
export const ShieldImage = ({ value, alt, size = 120 }: { value: string; alt: string; size?: number }) => {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ["associations", "shield-image", value],
    queryFn: ({ signal }) => fetchUpload({ url: value, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const address = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (address ? URL.revokeObjectURL(address) : undefined), [address]);
  if (blob.isError)
    return (
      <Text size="sm" c="dimmed">
        {t("associations.shield.unavailable")}
      </Text>
    );
  return address ? <Image src={address} alt={alt} w={size} h={size} fit="contain" radius="sm" /> : null;
};
