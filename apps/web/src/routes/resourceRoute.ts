import type { ResourceAction } from "@quadra/shared";
import { hasAction, RESOURCES } from "@quadra/shared";
import type {
  RouteFlags,
  RouteResource,
  RouteResourceAction,
  RouteTitle,
  ScreenLoader,
} from "./routeTypes.ts";
import { resourceScreen } from "./screens.ts";

/** The API action a screen needs: a read-only resource has no create or edit screen. */
const API_ACTION: Record<RouteResourceAction, ResourceAction> = {
  list: "list",
  children: "list",
  create: "create",
  edit: "update",
  show: "get",
};

/**
 * What a route gets from the resource it shows: the definition's permission and modules (never
 * written by hand beside it), its label as the title, and the generic screen of its action. A
 * resource not in the registry yet leaves the route without a screen, so it keeps rendering the
 * not-found page and no menu links it.
 */
export const resourceRoute = (
  resource: RouteResource,
): RouteFlags & { resource: RouteResource; screen?: ScreenLoader; title?: RouteTitle } => {
  const def = RESOURCES[resource.name];
  if (!def) return { resource };
  return {
    resource,
    title: def.label.many,
    permissions: [def.permission],
    // Undefined on purpose when the definition has none: it replaces a group's modules too.
    modules: def.modules?.length ? [...def.modules] : undefined,
    ...(hasAction(def, API_ACTION[resource.action]) ? { screen: resourceScreen(resource) } : {}),
  };
};
