import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isLoggedIn, useApp } from "../../platform/state/appStore.ts";

/** What happened, what the person can do, and the way out: home, or login when logged out. */
export const ErrorScreen = ({
  icon: ErrorIcon,
  title,
  description,
  advice,
  color = "gray",
  testId,
}: {
  icon: Icon;
  title: string;
  description: string;
  advice: string;
  color?: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  const loggedIn = useApp(isLoggedIn);
  return (
    <Center mih="60vh" px="md" data-testid={testId}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          <ErrorIcon size={40} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{description}</Text>
        <Text c="dimmed">{advice}</Text>
        <Group justify="center">
          <Button component={Link} to="/">
            {t("errors.go_home")}
          </Button>
          {loggedIn ? null : (
            <Button component={Link} to="/login" variant="default">
              {t("errors.go_login")}
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
};
