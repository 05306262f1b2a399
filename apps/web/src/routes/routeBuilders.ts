import { resourceRoute } from "./resourceRoute.ts";
import type { RouteDef, RouteFlags, RouteResource, RouteSpec } from "./routeTypes.ts";

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
 * `<base>/show/:id`, named `<name>_<action>` and titled `titles.<name>`. With `resource` (a
 * registry name) the routes show that resource: its permission and modules replace `flags`' own.
 */
export const crud = ({
  name,
  base = name,
  actions = ["list", "create", "edit"],
  flags = {},
  resource,
}: {
  name: string;
  base?: string;
  actions?: CrudAction[];
  flags?: RouteFlags;
  resource?: string;
}): RouteSpec[] =>
  actions.map((action) => ({
    ...flags,
    ...(resource ? resourceRoute({ name: resource, action }) : {}),
    id: `${name}_${action}`,
    path: joinPath(base, CRUD_PATHS[action]),
    title: `titles.${name}`,
  }));

/**
 * A single route titled after its resource. `resource` names the registry resource it shows: a
 * name alone is its list; `{name, action: "children", parentParam}` a list under one parent record.
 */
export const page = ({
  id,
  path,
  name = id,
  flags = {},
  resource,
}: {
  id: string;
  path: string;
  name?: string;
  flags?: RouteFlags;
  resource?: string | RouteResource;
}): RouteSpec => ({
  ...flags,
  ...(resource
    ? resourceRoute(typeof resource === "string" ? { name: resource, action: "list" } : resource)
    : {}),
  id,
  path,
  title: `titles.${name}`,
});

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
