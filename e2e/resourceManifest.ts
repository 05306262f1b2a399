import { hasAction, RESOURCE_LIST, type ResourceDef } from "@quadra/shared";
import { ROUTES } from "../apps/web/src/routes/routeTable.ts";
import type { RouteDef } from "../apps/web/src/routes/routeTypes.ts";
import { screens } from "../apps/web/src/routes/screens.ts";

/**
 * What the end-to-end suite of the resources needs to know about each one, read from the web app's
 * route table and the registry themselves (not a copy that could drift): where its list is, whether
 * it has a create screen of its own or a form in a modal, and its parent.
 */
export type ResourceEntry = {
  def: ResourceDef;
  /** The list the suite works in: a top-level list, or a child's list under one parent record. */
  listRoute: RouteDef;
  /** Every list route of the resource (countries are listed at two addresses). */
  listRoutes: RouteDef[];
  createRoute?: RouteDef;
  editRoute?: RouteDef;
  /** Create opens the form in a modal (the route table has no create screen for it). */
  hasModalForm: boolean;
  /** The list is a screen of its own (the imports wizard, the jobs' progress), not the generic list. */
  ownScreen: boolean;
  parent?: ResourceDef;
};

/** Routes that show this resource's generic screen for `action` (a screen only when the action exists). */
const routesOf = (name: string, action: string) =>
  ROUTES.filter((route) => route.resource?.name === name && route.resource.action === action && route.screen);

const OWN_SCREENS = new Set<unknown>(Object.values(screens));

const entryOf = (def: ResourceDef): ResourceEntry | undefined => {
  const listRoutes = routesOf(def.name, def.parent ? "children" : "list");
  if (!listRoutes.length) return undefined;
  const createRoute = routesOf(def.name, "create")[0];
  // A resource listed at two addresses: the list its create screen sits under is its home.
  const listRoute =
    listRoutes.find((route) => createRoute?.path === `${route.path}/create`) ?? listRoutes[0]!;
  return {
    def,
    listRoute,
    listRoutes,
    createRoute,
    editRoute: routesOf(def.name, "edit")[0],
    hasModalForm: hasAction(def, "create") && !createRoute,
    ownScreen: OWN_SCREENS.has(listRoute.screen),
    parent: def.parent ? RESOURCE_LIST.find((other) => other.name === def.parent!.resource) : undefined,
  };
};

export const RESOURCE_ENTRIES: readonly ResourceEntry[] = RESOURCE_LIST.flatMap((def) => {
  const entry = entryOf(def);
  return entry ? [entry] : [];
});

/**
 * Registry resources with a list that no list route shows (each should have one: the suite reports
 * them). A resource without a list (a draw, read through its competition's operations) has none.
 */
export const UNROUTED_RESOURCES = RESOURCE_LIST.filter((def) => hasAction(def, "list") && !entryOf(def)).map(
  (def) => def.name,
);

/**
 * The address of a list route: a child's list gets its parent's id in the route param named by
 * `parentParam` or, when the path has no such param, in the query string. Other params take their
 * value from `params` (a heat's list under its competition: `parent_id`), else `parentId` too, and
 * optional ones are dropped.
 */
export const listPathOf = (
  route: RouteDef,
  parentId = "00000000-0000-4000-8000-000000000000",
  params: Record<string, string> = {},
) => {
  const param = route.resource?.parentParam ?? "id";
  let inPath = false;
  const path = route.path
    .split("/")
    .flatMap((part) => {
      if (!part.startsWith(":")) return [part];
      if (part.endsWith("?")) return [];
      if (part === `:${param}`) {
        inPath = true;
        return [parentId];
      }
      return [params[part.slice(1)] ?? parentId];
    })
    .join("/");
  return route.resource?.action === "children" && !inPath
    ? `${path}?${new URLSearchParams({ [param]: parentId })}`
    : path;
};
