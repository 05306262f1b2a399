import { Alert, Button, Stack } from "@mantine/core";

/**
 * The 409 of a versioned settings form: someone saved since this screen read it; reload before
 * saving again. Texts come from the screen (its own i18n keys).
 */
export const StaleVersionAlert = ({
  title,
  text,
  reload,
  onReload,
}: {
  title: string;
  text: string;
  reload: string;
  onReload: () => void;
}) => (
  <Alert color="orange" role="alert" title={title}>
    <Stack gap="xs" align="flex-start">
      {text}
      <Button size="xs" variant="light" onClick={onReload}>
        {reload}
      </Button>
    </Stack>
  </Alert>
);
