import type { ModuleKey, PermissionKey } from "@quadra/shared";
import type { ComponentType } from "react";
import type { TitleSource } from "../platform/pageTitle.ts";

/** A lazily loaded screen; the module is fetched only when its route is first shown. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** Route flags of spec §2 and §5, plus `super` (platform console) and `backendOptional`. */
export type RouteFlags = {
  loginRequired?: boolean;
  guestRequired?: boolean;
  /** Every listed permission is needed (master holds all). */
  permissions?: readonly PermissionKey[];
  /** Every listed module must be on for the tenant. */
  modules?: readonly ModuleKey[];
  admin?: boolean;
  master?: boolean;
  /** Platform operators only (the tenants console). */
  super?: boolean;
  keepAlive?: boolean;
  hideHeader?: boolean;
  hideDrawer?: boolean;
  /** Screens that must work before a tenant is known (loading, install, maintenance, errors). */
  backendOptional?: boolean;
};

/** What a resource screen shows: `children` is a list scoped to the parent record named by `parentParam`. */
export type RouteResourceAction = "list" | "create" | "edit" | "show" | "children";

/**
 * The resource (`RESOURCES[name]` of @quadra/shared) a route shows. Its permission and modules come
 * from the definition, and without an own screen the route shows the generic resource screen.
 * `parentParam` names where a `children` list finds its parent's id: the route param of that name,
 * else the query-string value of that name.
 */
export type RouteResource = { name: string; action: RouteResourceAction; parentParam?: string };

/** An i18n key (`titles.*`), or a resource definition's own label in both locales. */
export type RouteTitle = TitleSource;

export type RouteDef = RouteFlags & {
  /** Unique name; the keep-alive names of spec §2 (`users_list`, `sponsorshipapplications_list`) are ids. */
  id: string;
  /** Absolute path in React Router syntax (`:id`, optional `:id?`). */
  path: string;
  /**
   * The page title (and menu label): the label of the resource the route shows, unless the route
   * names an i18n key of its own (`titles.*`) for a screen that is not the resource's list or form.
   */
  title: RouteTitle;
  /** The screen; routes without one yet render the real not-found page after the guard. */
  screen?: ScreenLoader;
  resource?: RouteResource;
};

/** A route as written inside a group: path relative to the group, id before the group prefix. */
export type RouteSpec = Omit<RouteDef, "path" | "id"> & { path: string; id: string; absoluteId?: boolean };
