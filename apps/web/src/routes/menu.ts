import { MENU_GROUPS } from "@quadra/shared";
import type { GuardContext } from "./guard.ts";
import { canOpen } from "./guard.ts";
import type { MenuItem, MenuSection } from "./menuItems.ts";
import type { RouteDef } from "./routeTypes.ts";

export type VisibleMenuItem = MenuItem & { route: RouteDef };
export type VisibleMenuSection = { section: MenuSection; items: VisibleMenuItem[] };

const SECTION_ORDER: MenuSection[] = ["main", ...MENU_GROUPS.map((menuGroup) => menuGroup.id)];

/**
 * The menu this person sees: items whose route has a screen and opens for them (permission,
 * module, admin/master/super), grouped in the order of spec §2, empty groups left out.
 */
export const visibleMenu = ({
  items,
  routes,
  context,
}: {
  items: readonly MenuItem[];
  routes: readonly RouteDef[];
  context: GuardContext;
}): VisibleMenuSection[] => {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const visible: VisibleMenuItem[] = [];
  for (const item of items) {
    const route = byId.get(item.routeId);
    if (!route?.screen || route.path.includes(":")) continue;
    if (canOpen({ route, context: { ...context, location: route.path } })) visible.push({ ...item, route });
  }
  return SECTION_ORDER.map((section) => ({
    section,
    items: visible.filter((item) => item.section === section),
  })).filter((entry) => entry.items.length > 0);
};
