import type { ModuleKey, SessionInfo } from "@quadra/shared";
import { canAll } from "@quadra/shared/permissionCheck";
import type { RouteFlags } from "./routeTypes.ts";
import { safeRedirect } from "./safeRedirect.ts";

export type GuardContext = {
  hasBackend: boolean;
  loggedIn: boolean;
  info: Pick<SessionInfo, "admin" | "master" | "super" | "permissions_names"> | null;
  modules: readonly ModuleKey[];
  /** The requested location (path + search), kept for the return after login. */
  location: string;
};

export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: string };

export const LOGIN_PATH = "/login";
export const LOADING_PATH = "/loading";
export const DENIED_PATH = "/error/denied";
export const DISABLED_PATH = "/error/disabled";

const redirect = (to: string): GuardDecision => ({ kind: "redirect", to });

/** Where a person who just logged in goes: the `redirect` kept by the login redirect, else home. */
export const returnPathFrom = (location: string) => {
  const query = location.split("?")[1] ?? "";
  return safeRedirect(new URLSearchParams(query).get("redirect"));
};

/** The login URL that brings the person back to `location` afterwards. */
export const loginPathFor = (location: string) =>
  location === "/" || location === "" ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(location)}`;

/**
 * The route guard of spec §5, rule by rule in the specification's order: backend, login, guest,
 * permission, module, admin/master (and super for the platform console).
 */
export const decideGuard = ({
  route,
  context,
}: {
  route: RouteFlags;
  context: GuardContext;
}): GuardDecision => {
  if (!context.hasBackend && !route.backendOptional) return redirect(LOADING_PATH);
  if (route.loginRequired && !context.loggedIn) return redirect(loginPathFor(context.location));
  if (route.guestRequired && context.loggedIn) return redirect(returnPathFrom(context.location));
  const subject = context.info
    ? { master: context.info.master, permissions: context.info.permissions_names }
    : null;
  if (route.permissions && route.permissions.length > 0 && !canAll(subject, route.permissions)) {
    return redirect(DENIED_PATH);
  }
  if (route.modules?.some((module) => !context.modules.includes(module))) return redirect(DISABLED_PATH);
  const isMaster = Boolean(context.info?.master);
  if (route.admin && !(context.info?.admin || isMaster)) return redirect(DENIED_PATH);
  if (route.master && !isMaster) return redirect(DENIED_PATH);
  if (route.super && !context.info?.super) return redirect(DENIED_PATH);
  return { kind: "allow" };
};

/** Whether a route would open for this person right now (menus list only these). */
export const canOpen = ({ route, context }: { route: RouteFlags; context: GuardContext }) =>
  decideGuard({ route, context }).kind === "allow";
