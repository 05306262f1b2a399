import { withQueryClient } from "../app/withQueryClient.ts";
import { withScreenTexts } from "../i18n/screenTexts.ts";
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
  // With TanStack Query's provider and the other screens' texts (route titles for its shortcuts).
  screen: withQueryClient(
    withScreenTexts(() => import("../features/home/HomePage.tsx").then((m) => ({ default: m.HomePage }))),
  ),
};

export const LOGIN_ROUTE: RouteDef = {
  id: "login",
  path: "/login",
  title: "titles.login",
  guestRequired: true,
  hideHeader: true,
  hideDrawer: true,
  // Without TanStack Query's provider (app/withQueryClient.ts): its OAuth buttons bring their own.
  screen: () => import("../features/auth/LoginPage.tsx").then((m) => ({ default: m.LoginPage })),
};

export const FIRST_ROUTES: readonly RouteDef[] = [HOME_ROUTE, LOGIN_ROUTE];
