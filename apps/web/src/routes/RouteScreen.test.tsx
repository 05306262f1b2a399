import { cleanup, screen } from "@testing-library/react";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { appStore, initialState } from "../platform/state/appStore.ts";
import { sessionInfo } from "../test/fixtures.ts";
import { renderRoutes } from "../test/renderWithProviders.tsx";
import { buildRouteObjects } from "./router.tsx";
import type { RouteDef } from "./routeTypes.ts";

const routes: RouteDef[] = [
  {
    id: "index",
    path: "/",
    title: "titles.home",
    loginRequired: true,
    screen: async () => ({ default: () => <p>início</p> }),
  },
  {
    id: "login",
    path: "/login",
    title: "titles.login",
    guestRequired: true,
    screen: async () => ({ default: () => <p>formulário de entrada</p> }),
  },
];
const layoutless = () => buildRouteObjects(routes).map((route) => ({ ...route, element: <Outlet /> }));

describe("what a screen waits for while the app starts", () => {
  afterEach(cleanup);

  it("shows the login form once the tenant is known, before its configuration and the profile", async () => {
    appStore.set({ ...initialState(), booting: true, backend: "http://x/t/demo", token: null, info: null });
    renderRoutes({ routes: layoutless(), path: "/login" });
    expect(await screen.findByText("formulário de entrada")).toBeTruthy();
  });

  it("keeps the login waiting while the tenant is unknown or a stored session is being checked", () => {
    appStore.set({ ...initialState(), booting: true, backend: null, token: null, info: null });
    renderRoutes({ routes: layoutless(), path: "/login" });
    expect(screen.getByText("Obtendo informações, aguarde...")).toBeTruthy();
    cleanup();
    appStore.set({ booting: true, backend: "http://x/t/demo", token: "t", info: sessionInfo() });
    renderRoutes({ routes: layoutless(), path: "/login" });
    expect(screen.getByText("Obtendo informações, aguarde...")).toBeTruthy();
  });

  it("keeps the other screens waiting for the whole start-up", () => {
    appStore.set({
      ...initialState(),
      booting: true,
      backend: "http://x/t/demo",
      token: "t",
      info: sessionInfo(),
    });
    renderRoutes({ routes: layoutless(), path: "/" });
    expect(screen.getByText("Obtendo informações, aguarde...")).toBeTruthy();
    expect(screen.queryByText("início")).toBeNull();
  });
});
