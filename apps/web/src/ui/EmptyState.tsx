import { Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";

export const EmptyState = ({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) => (
  <Paper withBorder p="xl" radius="md">
    <Stack align="center" ta="center" gap="xs">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconInbox size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      <Text c="dimmed" maw={480}>
        {description}
      </Text>
      {action}
    </Stack>
  </Paper>
);
