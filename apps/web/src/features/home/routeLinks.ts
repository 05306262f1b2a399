import { useEffect, useMemo, useState } from "react";
import { generatePath } from "react-router";
import { canOpen, type GuardContext } from "../../routes/guard.ts";
import { useGuardContext } from "../../routes/useGuardContext.ts";
import { HOME_SCREENS, type HomeScreen } from "./homeScreens.ts";

type HomeRoutes = typeof import("./homeRoutes.ts");

let loaded: HomeRoutes | null = null;
let loading: Promise<HomeRoutes> | null = null;

/**
 * The route table and the menu, imported after the start page shows (the router loads the same
 * chunk for any other screen): null until they arrive.
 */
export const useHomeRoutes = (): HomeRoutes | null => {
  const [routes, setRoutes] = useState(loaded);
  useEffect(() => {
    if (routes) return;
    loading ??= import("./homeRoutes.ts").then((module) => {
      loaded = module;
      return module;
    });
    let live = true;
    void loading.then((module) => live && setRoutes(module));
    return () => {
      live = false;
    };
  }, [routes]);
  return routes;
};

/** The address of a route the person may open (it has a screen and the guard lets them in), or null. */
export type RouteLink = (
  id: string,
  params?: Record<string, string>,
) => { route: HomeScreen; to: string } | null;

/** Over screens that exist: the route table's routes with a screen, or the start page's own list. */
const linkerOf = (routes: readonly HomeScreen[], context: GuardContext): RouteLink => {
  const byId = new Map(routes.map((route) => [route.id, route]));
  return (id, params = {}) => {
    const route = byId.get(id);
    if (!route) return null;
    const to = generatePath(route.path, params);
    return canOpen({ route, context: { ...context, location: to } }) ? { route, to } : null;
  };
};

/**
 * Links of the start page by route id, so a screen that moves keeps its links. Until the route table
 * has loaded only the screens of the summary's cards are known (homeScreens.ts): the cards need not
 * wait for the table.
 */
export const useRouteLink = (routes: HomeRoutes | null): RouteLink => {
  const context = useGuardContext();
  return useMemo(
    () => linkerOf(routes ? routes.ROUTES.filter((route) => route.screen) : HOME_SCREENS, context),
    [routes, context],
  );
};

/** Every screen of the menu this person may open, in menu order (the start page itself left out). */
export const useOpenScreens = (routes: HomeRoutes | null) => {
  const context = useGuardContext();
  return useMemo(
    () =>
      routes
        ? routes
            .visibleMenu({ items: routes.MENU_ITEMS, routes: routes.ROUTES, context })
            .flatMap((section) => section.items)
            .filter((item) => item.routeId !== "index")
        : [],
    [routes, context],
  );
};
