import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The large editing dialog of the list screens, with a labelled close button. */
export const FormModal = ({
  opened,
  onClose,
  title,
  size = "xl",
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {children}
    </Modal>
  );
};
