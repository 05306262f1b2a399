import { resourceRoute } from "./resourceRoute.ts";
import type { RouteDef, RouteFlags, RouteResource, RouteSpec, ScreenLoader } from "./routeTypes.ts";

export type CrudAction = "list" | "create" | "edit" | "show";

const CRUD_PATHS: Record<CrudAction, string> = {
  list: "",
  create: "create",
  edit: "edit/:id",
  show: "show/:id",
};

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split("/"))
    .filter(Boolean)
    .join("/")}`;

/**
 * A resource's standard screens: `<base>` (list), `<base>/create`, `<base>/edit/:id`,
 * `<base>/show/:id`, named `<name>_<action>`. With `resource` (a registry name) the routes show that
 * resource: its permission and modules replace `flags`' own, and its label is their title; without
 * one they are titled `titles.<name>`. `title` (an i18n key) overrides either.
 */
export const crud = ({
  name,
  base = name,
  actions = ["list", "create", "edit"],
  flags = {},
  resource,
  title,
}: {
  name: string;
  base?: string;
  actions?: CrudAction[];
  flags?: RouteFlags;
  resource?: string;
  title?: string;
}): RouteSpec[] =>
  actions.map((action) => {
    const shown: Partial<ReturnType<typeof resourceRoute>> = resource
      ? resourceRoute({ name: resource, action })
      : {};
    return {
      ...flags,
      ...shown,
      id: `${name}_${action}`,
      path: joinPath(base, CRUD_PATHS[action]),
      title: title ?? shown.title ?? `titles.${name}`,
    };
  });

/**
 * A single route. `resource` names the registry resource it shows: a name alone is its list;
 * `{name, action: "children", parentParam}` a list under one parent record. It is titled by that
 * resource's label, else `titles.<name>` (`name` defaults to the id); `title` (an i18n key)
 * overrides either, for a screen of its own that names itself otherwise.
 */
export const page = ({
  id,
  path,
  name = id,
  flags = {},
  resource,
  title,
}: {
  id: string;
  path: string;
  name?: string;
  flags?: RouteFlags;
  resource?: string | RouteResource;
  title?: string;
}): RouteSpec => {
  const shown: Partial<ReturnType<typeof resourceRoute>> = resource
    ? resourceRoute(typeof resource === "string" ? { name: resource, action: "list" } : resource)
    : {};
  return {
    ...flags,
    ...shown,
    id,
    path,
    title: title ?? shown.title ?? `titles.${name}`,
  };
};

/**
 * A route group: paths are joined to the prefix and group flags are inherited, a child's own flag
 * replacing the group's (as route meta merges in the original product).
 */
export const group = (
  { prefix, idPrefix = "", flags = {} }: { prefix: string; idPrefix?: string; flags?: RouteFlags },
  children: RouteSpec[],
): RouteDef[] =>
  children.map(({ absoluteId, ...child }) => ({
    ...flags,
    ...child,
    id: absoluteId ? child.id : `${idPrefix}${child.id}`,
    path: joinPath(prefix, child.path),
  }));

/** A crud's routes with a screen of their own for some actions; the others keep the generic one. */
export const withScreens = (
  routes: RouteSpec[],
  own: Partial<Record<CrudAction, ScreenLoader>>,
): RouteSpec[] =>
  routes.map((route) => {
    const screen = own[route.id.slice(route.id.lastIndexOf("_") + 1) as CrudAction];
    return screen ? { ...route, screen } : route;
  });
