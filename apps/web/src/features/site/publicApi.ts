import type { Page } from "@quadra/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { resourceClient } from "../../platform/api/resourceClient.ts";
import { isLoggedIn, useApp } from "../../platform/state/appStore.ts";

/** A published record as `GET public/<name>` answers it: its fields and the titles it points at. */
export type PublishedRecord = {
  id: string;
  created_at: string;
  updated_at: string;
  _titles?: Record<string, string | null>;
};

export type PublishedPage<T> = Page<T> & { total_capped: boolean };
export type PublicQuery = Record<string, string | number | undefined>;

/**
 * Whether this person may read the portal's published content: anyone on a public portal, only its
 * own logged-in people otherwise (the API answers 403 to the rest, so the screens do not ask).
 */
export const useSiteOpen = () => {
  const isPublic = useApp((state) => state.isPublic);
  const loggedIn = useApp(isLoggedIn);
  return isPublic || loggedIn;
};

/**
 * One page of a published resource (`GET public/<name>`). Quiet: the screens show a failure where
 * the content would be, not as a notice (a visitor's page should not flash red corners).
 */
export const usePublishedList = <T extends PublishedRecord>(
  name: string,
  query: PublicQuery = {},
  { enabled = true }: { enabled?: boolean } = {},
) => {
  const backend = useApp((state) => state.backend);
  const open = useSiteOpen();
  return useQuery({
    queryKey: ["public", backend, name, query],
    queryFn: ({ signal }): Promise<PublishedPage<T>> =>
      resourceClient<T>(name).published(query, { quiet: true, signal }),
    enabled: enabled && open && Boolean(backend),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A failure shows at once with its retry button (as the app's own client does everywhere).
    retry: false,
  });
};

/** One published record by its id or slug (`GET public/<name>/<ref>`); a 404 is an answer, not a failure. */
export const usePublishedRecord = <T extends PublishedRecord>(name: string, ref: string | undefined) => {
  const backend = useApp((state) => state.backend);
  const open = useSiteOpen();
  return useQuery({
    queryKey: ["public", backend, name, "one", ref],
    queryFn: ({ signal }) => resourceClient<T>(name).publishedOne(ref ?? "", { quiet: true, signal }),
    enabled: open && Boolean(backend && ref),
    staleTime: 60_000,
    retry: false,
  });
};
