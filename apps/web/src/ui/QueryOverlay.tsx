import { Box, LoadingOverlay, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * Wraps content fed by a query: 'Obtendo informações, aguarde...' while nothing is loaded yet and
 * 'Atualizando informações, aguarde...' over the content while it refetches.
 */
export const QueryOverlay = ({
  loading,
  refreshing,
  children,
}: {
  loading: boolean;
  refreshing: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const message = loading ? t("loading.first") : t("loading.refreshing");
  return (
    <Box pos="relative" mih={loading ? 160 : undefined}>
      <LoadingOverlay
        visible={loading || refreshing}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{
          children: (
            <Stack align="center" gap="xs" role="status">
              <Text fw={500}>{message}</Text>
            </Stack>
          ),
        }}
      />
      {loading ? null : children}
    </Box>
  );
};
