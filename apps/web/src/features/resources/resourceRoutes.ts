import { RESOURCES } from "@quadra/shared";
import { generatePath } from "react-router";
import { ROUTES } from "../../routes/routeTable.ts";
import type { RouteDef, RouteResourceAction } from "../../routes/routeTypes.ts";

/** A route of the table that shows this resource's screen for `action` (and has a screen to show). */
export const resourceRouteFor = (
  name: string,
  action: RouteResourceAction,
  routes: readonly RouteDef[] = ROUTES,
): RouteDef | undefined => {
  const candidates = routes.filter(
    (route) => route.resource?.name === name && route.resource.action === action && route.screen,
  );
  if (action !== "list" || candidates.length < 2) return candidates[0];
  // A resource listed at two addresses (countries: /locations and /regions): the one whose create
  // screen sits under it is the resource's home.
  const withCreate = candidates.find((list) =>
    routes.some((route) => route.resource?.name === name && route.path === `${list.path}/create`),
  );
  return withCreate ?? candidates[0];
};

/** The address of a route with its params filled (`/regions/countries/edit/:id` → `.../edit/7`). */
export const pathOf = (route: RouteDef, params: Record<string, string> = {}) =>
  generatePath(route.path, params);

/** Whether a route's path holds the param (`/sports/roles/:id`) or it comes in the query string. */
const inPath = (route: RouteDef, param: string) =>
  route.path.split("/").some((part) => part.replace(/\?$/, "") === `:${param}`);

/** Whether `params` fill every required param of the route's path. */
const filledBy = (route: RouteDef, params: Record<string, string | undefined>) =>
  route.path
    .split("/")
    .filter((part) => part.startsWith(":") && !part.endsWith("?"))
    .every((part) => Boolean(params[part.slice(1)]));

/**
 * Where a record of this resource opens for editing or reading, when the table has such a route.
 * A route under the record's parent (`registertypes/:parent_id/registerroles/edit/:id`) takes its
 * other params from `params` (the current address's); without them there is no address to give.
 */
export const recordPath = (
  name: string,
  action: "edit" | "show",
  id: string,
  params: Record<string, string | undefined> = {},
) => {
  const route = resourceRouteFor(name, action);
  const filled = { ...params, id };
  return route && filledBy(route, filled) ? pathOf(route, filled as Record<string, string>) : undefined;
};

/**
 * Where a new record of this resource is made, when the table has a create route: under a parent,
 * the parent's id goes in the route's parent param (`:parent_id`, or the one its resource names,
 * `:style_id` of a style's prices) or, when the path has none, in `?parent_id=`; `params` fill the
 * route's other params (the grandparent's, from the current address).
 */
/**
 * The screen that makes a resource's records when the definition has no generic create (bills are
 * made of a payer's chosen debts by their own screen): the route with a screen at its list's
 * address plus `/create`.
 */
export const ownCreateRoute = (name: string, routes: readonly RouteDef[] = ROUTES) => {
  const list = resourceRouteFor(name, "list", routes);
  if (!list || list.path.includes(":")) return undefined;
  return routes.find((route) => route.path === `${list.path}/create` && route.screen && !route.resource);
};

export const createPath = (
  name: string,
  parentId?: string,
  params: Record<string, string | undefined> = {},
) => {
  const route = resourceRouteFor(name, "create");
  if (!route) return undefined;
  const param = route.resource?.parentParam ?? "parent_id";
  const filled = parentId ? { ...params, [param]: parentId } : params;
  if (!filledBy(route, filled)) return undefined;
  const path = pathOf(route, filled as Record<string, string>);
  return parentId && !inPath(route, param) ? `${path}?${new URLSearchParams({ parent_id: parentId })}` : path;
};

/**
 * The list of a child resource under one parent record, when the table has it. `params` fills the
 * route's other params (a team's members sit under its competition:
 * `competitions/:parent_id/members/:id`); without them there is no address to give.
 */
export const childrenPath = (name: string, parentId: string, params: Record<string, string> = {}) => {
  const route = resourceRouteFor(name, "children");
  if (!route) return undefined;
  const param = route.resource?.parentParam ?? "id";
  const missing = route.path
    .split("/")
    .filter((part) => part.startsWith(":") && !part.endsWith("?"))
    .some((part) => part !== `:${param}` && !params[part.slice(1)]);
  if (missing) return undefined;
  return inPath(route, param)
    ? pathOf(route, { ...params, [param]: parentId })
    : `${pathOf(route, params)}?${new URLSearchParams({ [param]: parentId })}`;
};

/**
 * Back from a child list: the parent's own list; when the parent is itself a child (a menu item
 * of a menu), its list under the grandparent that the parent record names.
 */
export const parentListPath = (
  parentName: string,
  parent: Record<string, unknown> | undefined,
): string | undefined => {
  const list = resourceRouteFor(parentName, "list");
  if (list) return pathOf(list);
  const nested = resourceRouteFor(parentName, "children");
  const field = RESOURCES[parentName]?.parent?.field;
  const grandParentId = field && parent ? parent[field] : undefined;
  if (!nested || typeof grandParentId !== "string") return undefined;
  return childrenPath(parentName, grandParentId);
};
