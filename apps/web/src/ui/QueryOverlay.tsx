import { Alert, Box, Button, LoadingOverlay, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../platform/api/apiError.ts";
import { NotFoundState } from "./NotFoundState.tsx";

/**
 * Wraps content fed by a query: 'Obtendo informações, aguarde...' while nothing is loaded yet,
 * 'Atualizando informações, aguarde...' over the content while it refetches, and the failure with a
 * retry instead of an empty list when the call failed (the not-found state when it answered 404).
 */
export const QueryOverlay = ({
  loading,
  refreshing,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  refreshing: boolean;
  error?: unknown;
  onRetry?: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const message = loading ? t("loading.first") : t("loading.refreshing");
  // A record that does not exist will not appear on a retry.
  if (error && !loading && !refreshing && isApiError(error) && error.status === 404)
    return <NotFoundState message={error.message} />;
  if (error && !loading && !refreshing) {
    return (
      <Alert color="red" role="alert" title={t("loading.failed_title")}>
        <Stack gap="xs" align="flex-start">
          {isApiError(error) ? error.message : t("api.unreachable")}
          {onRetry ? (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              {t("loading.retry")}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
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
