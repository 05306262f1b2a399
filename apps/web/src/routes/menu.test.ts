import { MODULE_KEYS, RESOURCES } from "@quadra/shared";
import { describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n.ts";
import { titleText } from "../platform/pageTitle.ts";
import type { GuardContext } from "./guard.ts";
import { visibleMenu } from "./menu.ts";
import { MENU_ICONS } from "./menuIcons.ts";
import type { MenuItem } from "./menuItems.ts";
import { MENU_ITEMS, resourceMenuItems } from "./menuItems.ts";
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

  it("gives every resource list without a param one item, in its definition's group", () => {
    const lists = ROUTES.filter(
      (route) => route.resource?.action === "list" && route.screen && !route.path.includes(":"),
    );
    const names = new Set(lists.map((route) => route.resource!.name));
    const items = resourceMenuItems(ROUTES);
    expect(
      items.map((item) => ROUTES.find((route) => route.id === item.routeId)?.resource?.name).sort(),
    ).toEqual([...names].sort());
    for (const item of items) {
      const name = ROUTES.find((route) => route.id === item.routeId)!.resource!.name;
      expect(item.section, name).toBe(RESOURCES[name]!.menu ?? "admin_tools");
      expect(item.icon, name).toBe(MENU_ICONS[RESOURCES[name]!.icon!]);
    }
    // Countries are listed at /locations and /regions: the menu links the one with the forms.
    expect(items.filter((item) => item.routeId.includes("countries")).map((item) => item.routeId)).toEqual([
      "regions_countries_list",
    ]);
    // Child lists need their parent's id and so are reached from the parent's rows, not the menu.
    expect(items.some((item) => item.routeId === "admin_sports_roles")).toBe(false);
    // The hand-written items stay.
    expect(MENU_ITEMS.map((item) => item.routeId)).toEqual(
      expect.arrayContaining(["index", "my_password", "admin_roles", ...items.map((item) => item.routeId)]),
    );
  });

  it("takes each resource item's icon from its definition, which every resource in the menu names", () => {
    const missing = resourceMenuItems(ROUTES)
      .map((item) => ROUTES.find((route) => route.id === item.routeId)!.resource!.name)
      .filter((name) => !RESOURCES[name]!.icon);
    expect(
      missing.map(
        (name) =>
          `${name} is in the menu without an icon: add \`icon: "<name>"\` (one of ICON_NAMES, ` +
          `packages/shared/src/resources/iconNames.ts) to its definition in packages/shared/src/resources/catalog/`,
      ),
    ).toEqual([]);
  });

  it("shows a resource's item by its definition's permission and module", () => {
    const countries = visibleMenu({
      items: MENU_ITEMS,
      routes: ROUTES,
      context: context({ permissions_names: ["regions"] }),
    });
    const locations = countries
      .find((entry) => entry.section === "locations")
      ?.items.map((item) => item.routeId);
    expect(locations).toContain("regions_countries_list");
    const none = visibleMenu({ items: MENU_ITEMS, routes: ROUTES, context: context() });
    expect(none.some((entry) => entry.section === "locations")).toBe(false);
    const icms = (modules: GuardContext["modules"]) =>
      visibleMenu({ items: MENU_ITEMS, routes: ROUTES, context: context({ master: true }, modules) })
        .flatMap((entry) => entry.items)
        .some((item) => item.routeId === "icms_list");
    expect(icms([])).toBe(false);
    expect(icms(["icms"])).toBe(true);
  });

  it("leads a referee to their appointments, a person to their membership requests, and staff to the people", () => {
    const shown = (patch: Partial<GuardContext["info"] & object>, modules: GuardContext["modules"] = []) =>
      visibleMenu({ items: MENU_ITEMS, routes: ROUTES, context: context(patch, modules) })
        .flatMap((entry) => entry.items)
        .map((item) => item.routeId);
    expect(shown({ permissions_names: ["my_referees"] })).toContain("my_referees_scales");
    expect(shown({})).not.toContain("my_referees_scales");
    expect(shown({}, ["registers"])).toContain("my_registers_membershiprequests");
    expect(shown({})).not.toContain("my_registers_membershiprequests");
    expect(shown({ permissions_names: ["users"] })).toContain("users_list");
    expect(shown({})).not.toContain("users_list");
  });

  it("never shows two items with the same label to a master with every module, in either language", async () => {
    const menu = visibleMenu({
      items: MENU_ITEMS,
      routes: ROUTES,
      context: context({ master: true, admin: true }, [...MODULE_KEYS]),
    }).flatMap((entry) => entry.items);
    for (const locale of ["pt-BR", "en"]) {
      await i18n.changeLanguage(locale);
      const labels = menu.map((item) =>
        titleText({ title: item.route.title, t: (key) => i18n.t(key), language: locale }),
      );
      const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
      expect(repeated, locale).toEqual([]);
    }
    await i18n.changeLanguage("pt-BR");
  });
});
