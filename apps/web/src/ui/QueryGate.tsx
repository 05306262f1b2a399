import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { isApiError } from "../platform/api/apiError.ts";
import { LoadingState } from "./LoadingState.tsx";
import { NotFoundState } from "./NotFoundState.tsx";
import { QueryOverlay } from "./QueryOverlay.tsx";

/** A call that answered 404: the record asked for does not exist (or is not the person's). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** A query's retry rule: a missing record stays missing, so a 404 is not asked again. */
export const retryUnlessNotFound = (count: number, error: Error) => !isNotFound(error) && count < 2;

/**
 * A screen that needs every one of `queries` answered before it can show anything: the first-load
 * message while one is loading, the not-found state when one answered 404, the failure with a retry
 * when one failed otherwise, and `children` once all have their data. Pass only the queries the
 * screen waits for (a disabled query never gets data).
 */
export const QueryGate = ({
  queries,
  children,
}: {
  queries: readonly UseQueryResult<unknown>[];
  children: () => ReactNode;
}) => {
  const failed = queries.find((query) => query.isError);
  if (failed && isNotFound(failed.error)) return <NotFoundState message={(failed.error as Error).message} />;
  if (failed)
    return (
      <QueryOverlay
        loading={false}
        refreshing={false}
        error={failed.error}
        onRetry={() => void failed.refetch()}
      >
        {null}
      </QueryOverlay>
    );
  if (queries.some((query) => query.data === undefined)) return <LoadingState />;
  return <>{children()}</>;
};
