import { Center, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { TenantLogo } from "../features/shell/TenantLogo.tsx";

/** The centred card of the screens shown without header and drawer (login, reset, oauth). */
export const CenteredCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Center mih="100dvh" p="md">
    <Paper withBorder shadow="sm" p="xl" radius="lg" w="100%" maw={440}>
      <Stack gap="lg">
        <Center>
          <TenantLogo height={56} />
        </Center>
        <Title order={1} size="h3" ta="center">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  </Center>
);
