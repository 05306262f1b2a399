import type { RouteDef, RouteFlags, RouteSpec } from "./routeTypes.ts";

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
 * `<base>/show/:id`, named `<name>_<action>` and titled `titles.<name>`.
 */
export const crud = ({
  name,
  base = name,
  actions = ["list", "create", "edit"],
  flags = {},
}: {
  name: string;
  base?: string;
  actions?: CrudAction[];
  flags?: RouteFlags;
}): RouteSpec[] =>
  actions.map((action) => ({
    ...flags,
    id: `${name}_${action}`,
    path: joinPath(base, CRUD_PATHS[action]),
    title: `titles.${name}`,
  }));

/** A single route titled after its resource. */
export const page = ({
  id,
  path,
  name = id,
  flags = {},
}: {
  id: string;
  path: string;
  name?: string;
  flags?: RouteFlags;
}): RouteSpec => ({ ...flags, id, path, title: `titles.${name}` });

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
