import type { RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { withQueryClient } from "../app/withQueryClient.ts";
import { NotFoundPage } from "../features/errors/NotFoundPage.tsx";
import { RouteErrorPage } from "../features/errors/RouteErrorPage.tsx";
import { AppLayout } from "../features/shell/AppLayout.tsx";
import { loadScreenTexts } from "../i18n/screenTexts.ts";
import { lazyScreen } from "../platform/chunkReload.ts";
import { FIRST_ROUTES } from "./firstRoutes.ts";
import { RouteScreen } from "./RouteScreen.tsx";
import type { RouteDef } from "./routeTypes.ts";

const NOT_FOUND: RouteDef = { id: "not_found", path: "*", title: "titles.not_found", backendOptional: true };
/** The main layout's route id: the rest of the table is added under it. */
export const LAYOUT_ROUTE_ID = "layout";

const routeObject = (route: RouteDef, screen = route.screen): RouteObject => {
  const Screen = screen ? lazyScreen(screen) : null;
  return {
    id: route.id,
    path: route.path,
    handle: route,
    element: <RouteScreen route={route} Screen={Screen} />,
  };
};

/** React Router data routes, all inside the one main layout, built from route-table entries. */
export const buildRouteObjects = (routes: readonly RouteDef[]): RouteObject[] => [
  {
    id: LAYOUT_ROUTE_ID,
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...routes.map((route) => routeObject(route)),
      { id: NOT_FOUND.id, path: "*", handle: NOT_FOUND, element: <NotFoundPage /> },
    ],
  },
];

/** The whole route table, once: what the first routes do not hold. */
let rest: Promise<RouteObject[]> | null = null;
export const loadRestOfRoutes = () => {
  // With the other screens' texts: none of them renders before they are in.
  rest ??= Promise.all([import("./routeTable.ts"), loadScreenTexts()]).then(([{ ROUTES }]) => {
    const first = new Set(FIRST_ROUTES.map((route) => route.id));
    return ROUTES.filter((route) => !first.has(route.id)).map((route) =>
      routeObject(route, route.screen && withQueryClient(route.screen)),
    );
  });
  return rest;
};

/**
 * The router starts with the first routes only (home and login), so the login screen needs neither
 * the route table nor the resource catalogue; any other path loads them (one chunk) and adds them
 * before the navigation goes on. React Router asks again for paths the not-found route caught,
 * which after the first time costs nothing.
 */
export const createAppRouter = () => {
  let added = false;
  return createBrowserRouter(buildRouteObjects(FIRST_ROUTES), {
    patchRoutesOnNavigation: async ({ patch }) => {
      if (added) return;
      const routes = await loadRestOfRoutes();
      if (added) return;
      added = true;
      patch(LAYOUT_ROUTE_ID, routes);
    },
  });
};

export const router = createAppRouter();
