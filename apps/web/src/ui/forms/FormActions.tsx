import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Cancel and Save at the foot of an editing form. */
export const FormActions = ({ busy, onCancel }: { busy: boolean; onCancel: () => void }) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t("common.cancel")}
      </Button>
      <Button type="submit" loading={busy}>
        {t("common.save")}
      </Button>
    </Group>
  );
};
