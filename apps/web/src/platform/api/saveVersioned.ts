import { apiRequest } from "./apiClient.ts";

/**
 * Creates (POST `<path>`) or updates (PATCH `<path>/<id>` carrying `version`, so a stale edit
 * answers 409) one record of a versioned resource.
 */
export const saveVersioned = <T>({
  path,
  current,
  body,
}: {
  path: string;
  current: { id: string; version: number } | null | undefined;
  body: object;
}) =>
  current
    ? apiRequest<T>({
        path: `${path}/${current.id}`,
        method: "PATCH",
        body: { ...body, version: current.version },
      })
    : apiRequest<T>({ path, method: "POST", body });
