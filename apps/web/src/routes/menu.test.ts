import { describe, expect, it } from "vitest";
import type { GuardContext } from "./guard.ts";
import { visibleMenu } from "./menu.ts";
import type { MenuItem } from "./menuItems.ts";
import { MENU_ITEMS } from "./menuItems.ts";
import { ROUTES } from "./routeTable.ts";
import type { RouteDef } from "./routeTypes.ts";

const screen = async () => ({ default: () => null });
const routes: RouteDef[] = [
  { id: "home", path: "/", title: "t", loginRequired: true, screen },
  { id: "roles", path: "/admin/roles", title: "t", permissions: ["roles"], screen },
  { id: "meals", path: "/meals", title: "t", permissions: ["meals"], modules: ["meals"], screen },
  { id: "no_screen", path: "/events", title: "t", permissions: ["events"] },
  { id: "tenants", path: "/admin/platform/tenants", title: "t", super: true, screen },
];
const items: MenuItem[] = [
  { routeId: "home", section: "main", icon: (() => null) as never },
  { routeId: "meals", section: "logistics", icon: (() => null) as never },
  { routeId: "roles", section: "admin_tools", icon: (() => null) as never },
  { routeId: "no_screen", section: "publishing", icon: (() => null) as never },
  { routeId: "tenants", section: "admin_tools", icon: (() => null) as never },
];
const context = (
  patch: Partial<GuardContext["info"] & object> = {},
  modules: GuardContext["modules"] = [],
) => ({
  hasBackend: true,
  loggedIn: true,
  modules,
  location: "/",
  info: { admin: false, master: false, super: false, permissions_names: [], ...patch },
});
const ids = (sections: ReturnType<typeof visibleMenu>) =>
  sections.map((entry) => [entry.section, entry.items.map((item) => item.routeId)]);

describe("visibleMenu", () => {
  it("shows only items whose permission is held", () => {
    expect(ids(visibleMenu({ items, routes, context: context() }))).toEqual([["main", ["home"]]]);
    expect(ids(visibleMenu({ items, routes, context: context({ permissions_names: ["roles"] }) }))).toEqual([
      ["main", ["home"]],
      ["admin_tools", ["roles"]],
    ]);
  });

  it("hides items whose module is off even for a master, and never links routes without a screen", () => {
    const master = context({ master: true });
    expect(ids(visibleMenu({ items, routes, context: master }))).toEqual([
      ["main", ["home"]],
      ["admin_tools", ["roles"]],
    ]);
    expect(ids(visibleMenu({ items, routes, context: context({ master: true }, ["meals"]) }))).toEqual([
      ["main", ["home"]],
      ["logistics", ["meals"]],
      ["admin_tools", ["roles"]],
    ]);
  });

  it("shows the platform console only to super users", () => {
    expect(ids(visibleMenu({ items, routes, context: context({ super: true }) }))).toEqual([
      ["main", ["home"]],
      ["admin_tools", ["tenants"]],
    ]);
  });

  it("points every real menu item at a route with a screen", () => {
    for (const item of MENU_ITEMS) {
      const route = ROUTES.find((candidate) => candidate.id === item.routeId);
      expect(route?.screen, item.routeId).toBeTypeOf("function");
    }
  });
});
