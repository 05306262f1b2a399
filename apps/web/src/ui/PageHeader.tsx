import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export const PageHeader = ({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) => (
  <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap">
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
    </Stack>
    {actions}
  </Group>
);
