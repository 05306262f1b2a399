import type { RouteObject } from "react-router";
import { createBrowserRouter } from "react-router";
import { NotFoundPage } from "../features/errors/NotFoundPage.tsx";
import { RouteErrorPage } from "../features/errors/RouteErrorPage.tsx";
import { AppLayout } from "../features/shell/AppLayout.tsx";
import { lazyScreen } from "../platform/chunkReload.ts";
import { RouteScreen } from "./RouteScreen.tsx";
import { ROUTES } from "./routeTable.ts";
import type { RouteDef } from "./routeTypes.ts";

const NOT_FOUND: RouteDef = { id: "not_found", path: "*", title: "titles.not_found", backendOptional: true };

/** React Router data routes, all inside the one main layout, built from the route table. */
export const buildRouteObjects = (routes: readonly RouteDef[] = ROUTES): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...routes.map((route) => {
        const Screen = route.screen ? lazyScreen(route.screen) : null;
        return {
          id: route.id,
          path: route.path,
          handle: route,
          element: <RouteScreen route={route} Screen={Screen} />,
        };
      }),
      { id: NOT_FOUND.id, path: "*", handle: NOT_FOUND, element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(buildRouteObjects());
