import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

/** The "new record" button of list screens. */
export const AddButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
    {label}
  </Button>
);
