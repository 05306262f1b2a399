import type { UseQueryResult } from "@tanstack/react-query";

/** QueryOverlay's props from a TanStack query: first load, refetch, failure and retry. */
export const queryOverlayProps = (query: UseQueryResult<unknown>) => ({
  loading: query.isLoading,
  refreshing: query.isFetching && !query.isLoading,
  error: query.error,
  onRetry: () => void query.refetch(),
});
