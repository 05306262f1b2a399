import { Button, Group } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../platform/api/apiError.ts";
import { notifyError, notifySuccess } from "../platform/notify/notify.tsx";

/**
 * One button per format of a file the server writes (PDF, XLSX, CSV of standings, tables,
 * reports): the pressed one spins until the file is saved, then a notice names it; a failure says
 * the server's pt-BR message.
 */
export const DownloadButtons = <F extends string>({
  formats,
  labelOf,
  download,
  downloaded,
  size = "sm",
}: {
  formats: readonly F[];
  labelOf: (format: F) => string;
  /** Saves the file and answers its name. */
  download: (format: F) => Promise<string>;
  /** The notice once saved, naming the file. */
  downloaded: (name: string) => string;
  size?: "xs" | "sm";
}) => {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: download,
    onSuccess: (name) => notifySuccess({ message: downloaded(name) }),
    onError: (error) => notifyError({ message: isApiError(error) ? error.message : t("api.unreachable") }),
  });
  return (
    <Group gap="xs">
      {formats.map((format) => (
        <Button
          key={format}
          variant="light"
          size={size}
          leftSection={<IconDownload size={size === "xs" ? 14 : 16} aria-hidden />}
          loading={mutation.isPending && mutation.variables === format}
          onClick={() => mutation.mutate(format)}
        >
          {labelOf(format)}
        </Button>
      ))}
    </Group>
  );
};
