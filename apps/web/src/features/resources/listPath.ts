import type { ResourceDef } from "@quadra/shared";
import { childrenPath, pathOf, resourceRouteFor } from "./resourceRoutes.ts";

/**
 * Where a resource's list is, to go back to after a save or a delete: a child's list under its
 * parent record, else the resource's list route. Undefined when the route table has none (the
 * caller then goes back in history).
 */
export const listPathOf = ({
  def,
  parentId,
  params = {},
}: {
  def: ResourceDef;
  parentId?: string | null;
  /** The current address's params: a grandparent's id the child list's route also names. */
  params?: Record<string, string | undefined>;
}) => {
  if (def.parent && parentId) {
    const path = childrenPath(
      def.name,
      parentId,
      Object.fromEntries(
        Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
      ),
    );
    if (path) return path;
  }
  const route = resourceRouteFor(def.name, "list");
  // A list route that needs a parameter we do not have cannot be opened.
  return route && !route.path.includes(":") ? pathOf(route) : undefined;
};
