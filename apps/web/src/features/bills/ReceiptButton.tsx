import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { notifyError, notifySuccess } from "../../platform/notify/notify.tsx";

/**
 * Downloads a paid bill's receipt (PDF) through `download` (the payer's address or the staff's),
 * spinning until it is saved, then naming the file, or showing the server's message.
 */
export const ReceiptButton = ({ download }: { download: () => Promise<string> }) => {
  const { t } = useTranslation();
  const receipt = useMutation({
    mutationFn: download,
    onSuccess: (name) => notifySuccess({ message: name }),
    onError: (error) => notifyError({ message: error.message }),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={receipt.isPending}
      onClick={() => receipt.mutate()}
    >
      {t("myfinances.receipt")}
    </Button>
  );
};
