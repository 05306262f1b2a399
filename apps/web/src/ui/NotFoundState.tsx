import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { IconMapSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The record a screen was opened for does not exist, or is not the person's to see (the API answers
 * 404 for both): said once, with the server's sentence naming what, and a way out, instead of the
 * first-load message that would never end or a retry that could never work.
 */
export const NotFoundState = ({ message }: { message?: string }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconMapSearch aria-hidden />}
      title={t("loading.not_found_title")}
      data-testid="record-not-found"
    >
      <Stack gap="xs" align="flex-start">
        {message ? <Text size="sm">{message}</Text> : null}
        <Text size="sm">{t("loading.not_found_advice")}</Text>
        <Group>
          <Button component={Link} to="/" size="xs" variant="light">
            {t("errors.go_home")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
};
