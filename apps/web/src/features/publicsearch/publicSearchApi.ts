import type { PublicSearchKind, PublicSearchPage } from "@quadra/shared";
import { apiRequest, buildUrl } from "../../platform/api/apiClient.ts";
import { ApiError } from "../../platform/api/apiError.ts";
import { appStore } from "../../platform/state/appStore.ts";

export const publicSearchKey = (kind: PublicSearchKind, q: string, page: number) =>
  ["public", "search", kind, q, page] as const;

export const searchPublic = <T>({ kind, q, page }: { kind: PublicSearchKind; q: string; page: number }) =>
  apiRequest<PublicSearchPage<T>>({
    path: `public/search/${kind}`,
    query: { q, page, per_page: 20 },
    quiet: true,
  });

/**
 * A photo, shield or file the search links to (`public/search/...`), fetched from the tenant API
 * with the session's token: the route checks again that its record is public.
 */
export const fetchPublicFile = async (path: string): Promise<Blob> => {
  const { backend, token } = appStore.get();
  if (!backend) throw new ApiError({ message: "no backend", status: 0 });
  const response = await fetch(buildUrl({ backend, path }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError({ message: response.statusText, status: response.status });
  return response.blob();
};
