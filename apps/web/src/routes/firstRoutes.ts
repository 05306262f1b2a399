import type { RouteDef } from "./routeTypes.ts";

/**
 * The routes a visit starts on (home, and login where home sends a visitor), defined here rather
 * than in the route table so the first screen does not wait for the table, the resource catalogue
 * and every other screen's loader: the router starts with these and adds the rest when a
 * navigation needs them (router.tsx). The route table lists them in their place.
 */
export const HOME_ROUTE: RouteDef = {
  id: "index",
  path: "/",
  title: "titles.home",
  loginRequired: true,
  screen: () => import("../features/home/HomePage.tsx").then((m) => ({ default: m.HomePage })),
};

export const LOGIN_ROUTE: RouteDef = {
  id: "login",
  path: "/login",
  title: "titles.login",
  guestRequired: true,
  hideHeader: true,
  hideDrawer: true,
  screen: () => import("../features/auth/LoginPage.tsx").then((m) => ({ default: m.LoginPage })),
};

export const FIRST_ROUTES: readonly RouteDef[] = [HOME_ROUTE, LOGIN_ROUTE];
