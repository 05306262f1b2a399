import type { ResourceDef } from "@quadra/shared";
import { childrenPath, pathOf, resourceRouteFor } from "./resourceRoutes.ts";

/**
 * Where a resource's list is, to go back to after a save or a delete: a child's list under its
 * parent record, else the resource's list route. Undefined when the route table has none (the
 * caller then goes back in history).
 */
export const listPathOf = ({ def, parentId }: { def: ResourceDef; parentId?: string | null }) => {
  if (def.parent && parentId) {
    const path = childrenPath(def.name, parentId);
    if (path) return path;
  }
  const route = resourceRouteFor(def.name, "list");
  // A list route that needs a parameter we do not have cannot be opened.
  return route && !route.path.includes(":") ? pathOf(route) : undefined;
};
