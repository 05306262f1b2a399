import { collectionPath, type Page, type ResourceDef } from "@quadra/shared";
import { appStore } from "../state/appStore.ts";
import { apiRequest, buildUrl } from "./apiClient.ts";
import type { CallOptions } from "./operationClient.ts";

/** A resource by its definition, or by name where only the name is known (a ref's target). */
type ResourceOf = Pick<ResourceDef, "name" | "parent"> | string;

const nameOf = (resource: ResourceOf) => (typeof resource === "string" ? resource : resource.name);
const collectionOf = (resource: ResourceOf, parentId?: string) =>
  typeof resource === "string" ? resource : collectionPath(resource as ResourceDef, parentId);

export type ListQuery = Record<string, string | number | undefined>;
/** A page of a list; `total_capped` when more matched than the count stops at. */
export type ListPage<R> = Page<R> & { total_capped: boolean };
/** A record in a select, as `GET <resource>/options` answers it. */
export type RefOption = { id: string; title: string };

/**
 * The generic CRUD of a resource, as its definition describes it (the server registers the same
 * routes from the same definition): the one way the web app reaches `/<resource>` and
 * `/<resource>/:id`. `R` is the record's shape where the caller knows it.
 */
export const resourceClient = <R = Record<string, unknown>>(resource: ResourceOf) => ({
  list: (query: ListQuery = {}, options: CallOptions & { parentId?: string } = {}) =>
    apiRequest<ListPage<R>>({ path: collectionOf(resource, options.parentId), query, ...options }),
  options: (query: ListQuery = {}, options: CallOptions = {}) =>
    apiRequest<RefOption[]>({ path: `${nameOf(resource)}/options`, query, ...options }),
  get: (id: string, options: CallOptions = {}) =>
    apiRequest<R>({ path: `${nameOf(resource)}/${encodeURIComponent(id)}`, ...options }),
  create: (body: object, options: CallOptions & { parentId?: string } = {}) =>
    apiRequest<R>({ path: collectionOf(resource, options.parentId), method: "POST", body, ...options }),
  /** PATCH carrying `version`, so an edit of a stale copy answers 409. */
  update: (id: string, body: object, options: CallOptions = {}) =>
    apiRequest<R>({
      path: `${nameOf(resource)}/${encodeURIComponent(id)}`,
      method: "PATCH",
      body,
      ...options,
    }),
  remove: (id: string, options: CallOptions = {}) =>
    apiRequest<unknown>({
      path: `${nameOf(resource)}/${encodeURIComponent(id)}`,
      method: "DELETE",
      ...options,
    }),
  removeMany: (ids: string[], options: CallOptions = {}) =>
    apiRequest<{ deleted: number }>({
      path: `${nameOf(resource)}/delete`,
      method: "POST",
      body: { ids },
      ...options,
    }),
  /** Creates, or updates the current record with its version (409 when someone saved first). */
  save: (
    current: { id: string; version: number } | null | undefined,
    body: object,
    options: CallOptions = {},
  ) =>
    current
      ? apiRequest<R>({
          path: `${nameOf(resource)}/${encodeURIComponent(current.id)}`,
          method: "PATCH",
          body: { ...body, version: current.version },
          ...options,
        })
      : apiRequest<R>({ path: collectionOf(resource), method: "POST", body, ...options }),
  /** A page of the published records (`GET public/<resource>`) of a resource read by visitors. */
  published: (query: ListQuery = {}, options: CallOptions = {}) =>
    apiRequest<ListPage<R>>({ path: `public/${nameOf(resource)}`, query, ...options }),
  /** One published record by its id or slug (`GET public/<resource>/<ref>`). */
  publishedOne: (ref: string, options: CallOptions = {}) =>
    apiRequest<R>({ path: `public/${nameOf(resource)}/${encodeURIComponent(ref)}`, ...options }),
  /** The address of the list's spreadsheet, for a download link. */
  exportUrl: (format: "csv" | "xlsx", query: ListQuery = {}, parentId?: string) =>
    buildUrl({
      backend: appStore.get().backend ?? "",
      path: `${collectionOf(resource, parentId)}/export.${format}`,
      query,
    }),
});
