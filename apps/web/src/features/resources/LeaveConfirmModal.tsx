import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "Leave without saving?": asked when a form with changes is about to be left. */
export const LeaveConfirmModal = ({
  opened,
  onStay,
  onLeave,
}: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onStay}
      title={t("resources.form.leave_title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      zIndex={400}
    >
      <Stack>
        <Text>{t("resources.form.leave_text")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t("resources.form.leave_stay")}
          </Button>
          <Button color="red" onClick={onLeave}>
            {t("resources.form.leave_confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
