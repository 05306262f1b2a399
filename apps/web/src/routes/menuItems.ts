import type { ApprovalQueueKey, MenuGroupId } from "@quadra/shared";
import { APPROVAL_QUEUE_KEYS, APPROVAL_QUEUES, RESOURCES } from "@quadra/shared";
import type { Icon } from "@tabler/icons-react";
import { MENU_ICONS } from "./menuIcons.ts";
import { ROUTES } from "./routeTable.ts";
import type { RouteDef } from "./routeTypes.ts";

/** Where a menu item sits: the portal's own pages ("main") or one of the admin groups of spec §2. */
export type MenuSection = "main" | MenuGroupId;

/**
 * Menu items are data pointing at routes: the label is the route's title and the item inherits the
 * route's flags, so it shows only where the route has a screen and the guard would let the person in.
 */
export type MenuItem = {
  routeId: string;
  section: MenuSection;
  icon: Icon;
  /** An approval queue: the menu shows how many records wait in it (GET approvals/counts). */
  approval?: ApprovalQueueKey;
};

/**
 * One item per approval queue, in the documentation and approval group, pointing at the queue's
 * screen (APPROVAL_QUEUES names its route); like any item it shows once that route has a screen.
 */
export const approvalMenuItems = (): MenuItem[] =>
  APPROVAL_QUEUE_KEYS.map((key) => ({
    routeId: APPROVAL_QUEUES[key].routeId,
    section: "documentation",
    icon: MENU_ICONS.checklist,
    approval: key,
  }));

/**
 * One item per resource whose list has its own address (no `:param`), in the group its definition
 * names, so it appears by the definition's permission and modules like its route. A resource listed
 * at two addresses gets one item: the list its create screen sits under (countries: /regions).
 */
export const resourceMenuItems = (routes: readonly RouteDef[]): MenuItem[] => {
  const lists = routes.filter(
    (route) =>
      route.resource?.action === "list" &&
      route.screen &&
      !route.path.includes(":") &&
      RESOURCES[route.resource.name],
  );
  const items = new Map<string, MenuItem>();
  for (const route of lists) {
    const name = route.resource?.name ?? "";
    const def = RESOURCES[name];
    const home = routes.some(
      (other) => other.resource?.name === name && other.path === `${route.path}/create`,
    );
    if (items.has(name) && !home) continue;
    items.set(name, {
      routeId: route.id,
      section: def?.menu ?? "admin_tools",
      // A resource in the menu names its icon (menu.test.ts fails without one); a generic one meanwhile.
      icon: MENU_ICONS[def?.icon ?? "database"],
    });
  }
  return [...items.values()];
};

const STATIC_ITEMS: readonly MenuItem[] = [
  { routeId: "index", section: "main", icon: MENU_ICONS.home },
  { routeId: "help", section: "main", icon: MENU_ICONS.help },
  { routeId: "tutorials", section: "main", icon: MENU_ICONS.movie },
  { routeId: "support", section: "main", icon: MENU_ICONS.lifebuoy },
  { routeId: "apps", section: "main", icon: MENU_ICONS.apps },
  { routeId: "about", section: "main", icon: MENU_ICONS["info-circle"] },
  // The personal area: each shows by its route's flags (my_teams only with the competitions module).
  { routeId: "my_data", section: "my_account", icon: MENU_ICONS.user },
  { routeId: "my_image", section: "my_account", icon: MENU_ICONS.photo },
  { routeId: "my_id", section: "my_account", icon: MENU_ICONS.id },
  { routeId: "my_documents", section: "my_account", icon: MENU_ICONS.files },
  { routeId: "my_forms_parq", section: "my_account", icon: MENU_ICONS.heartbeat },
  { routeId: "my_students", section: "my_account", icon: MENU_ICONS["users-group"] },
  { routeId: "my_teams", section: "my_account", icon: MENU_ICONS["shirt-sport"] },
  { routeId: "my_associations", section: "my_account", icon: MENU_ICONS["building-community"] },
  { routeId: "my_reports", section: "my_account", icon: MENU_ICONS["report-analytics"] },
  { routeId: "my_personalfinances_bills", section: "my_account", icon: MENU_ICONS["file-invoice"] },
  { routeId: "my_registers_membershiprequests", section: "my_account", icon: MENU_ICONS["id-badge-2"] },
  { routeId: "my_referees_scales", section: "my_account", icon: MENU_ICONS["user-pin"] },
  // People are not a resource of the catalog (their screens are hand-made): their list, first of the records.
  { routeId: "users_list", section: "records", icon: MENU_ICONS.user },
  { routeId: "reports_finances_report", section: "reports", icon: MENU_ICONS["report-analytics"] },
  { routeId: "finances_payments", section: "billing", icon: MENU_ICONS["plug-connected"] },
  { routeId: "finances_statements", section: "billing", icon: MENU_ICONS["file-import"] },
  { routeId: "my_exporters", section: "my_account", icon: MENU_ICONS["file-export"] },
  { routeId: "my_privacy", section: "my_account", icon: MENU_ICONS["shield-lock"] },
  { routeId: "my_password", section: "my_account", icon: MENU_ICONS.key },
  { routeId: "check", section: "admin_tools", icon: MENU_ICONS["id-badge-2"] },
  { routeId: "admin_roles", section: "admin_tools", icon: MENU_ICONS["shield-lock"] },
  { routeId: "admin_platform_tenants", section: "admin_tools", icon: MENU_ICONS["building-community"] },
];

export const MENU_ITEMS: readonly MenuItem[] = [
  ...STATIC_ITEMS,
  ...resourceMenuItems(ROUTES),
  ...approvalMenuItems(),
];
