import type { MenuGroupId } from "@quadra/shared";
import type { Icon } from "@tabler/icons-react";
import {
  IconApps,
  IconBuildingCommunity,
  IconHelp,
  IconHome,
  IconIdBadge2,
  IconInfoCircle,
  IconKey,
  IconLifebuoy,
  IconMovie,
  IconShieldLock,
} from "@tabler/icons-react";

/** Where a menu item sits: the portal's own pages ("main") or one of the admin groups of spec §2. */
export type MenuSection = "main" | MenuGroupId;

/**
 * Menu items are data pointing at routes: the label is the route's title and the item inherits the
 * route's flags, so it shows only where the route has a screen and the guard would let the person in.
 */
export type MenuItem = { routeId: string; section: MenuSection; icon: Icon };

export const MENU_ITEMS: readonly MenuItem[] = [
  { routeId: "index", section: "main", icon: IconHome },
  { routeId: "help", section: "main", icon: IconHelp },
  { routeId: "tutorials", section: "main", icon: IconMovie },
  { routeId: "support", section: "main", icon: IconLifebuoy },
  { routeId: "apps", section: "main", icon: IconApps },
  { routeId: "about", section: "main", icon: IconInfoCircle },
  { routeId: "my_password", section: "my_account", icon: IconKey },
  { routeId: "check", section: "admin_tools", icon: IconIdBadge2 },
  { routeId: "admin_roles", section: "admin_tools", icon: IconShieldLock },
  { routeId: "admin_platform_tenants", section: "admin_tools", icon: IconBuildingCommunity },
];
