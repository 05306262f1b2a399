import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { appStore } from "../platform/state/appStore.ts";
import { sessionInfo } from "../test/fixtures.ts";
import { renderRoutes } from "../test/renderWithProviders.tsx";
import { KeepAliveOutlet } from "./keepAlive.tsx";
import { buildRouteObjects } from "./router.tsx";
import type { RouteDef } from "./routeTypes.ts";

const info = sessionInfo({ name: "Ana" });

const Counter = ({ label }: { label: string }) => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
};

describe("router built from the route table", () => {
  beforeEach(() =>
    appStore.set({ booting: false, backend: "http://x/t/demo", token: "t", info, config: null }),
  );
  afterEach(cleanup);

  const routes: RouteDef[] = [
    {
      id: "index",
      path: "/",
      title: "titles.home",
      loginRequired: true,
      screen: async () => ({ default: () => <p>home</p> }),
    },
    {
      id: "events_list",
      path: "/events",
      title: { "pt-BR": "Eventos", en: "Events" },
      loginRequired: true,
      permissions: ["events"],
    },
    { id: "meals_list", path: "/meals", title: "titles.meals", modules: ["meals"] },
    { id: "parqs_list", path: "/parqs", title: "titles.parqs", loginRequired: true },
  ];
  const layoutless = () => buildRouteObjects(routes).map((route) => ({ ...route, element: <Outlet /> }));

  it("shows the real not-found page for unknown paths and for routes without a screen", async () => {
    renderRoutes({ routes: layoutless(), path: "/nowhere" });
    expect(await screen.findByTestId("not-found")).toBeTruthy();
    cleanup();
    renderRoutes({ routes: layoutless(), path: "/parqs" });
    expect(await screen.findByTestId("not-found")).toBeTruthy();
  });

  it("applies the guard before anything else", () => {
    const { router } = renderRoutes({ routes: layoutless(), path: "/events" });
    expect(router.state.location.pathname).toBe("/error/denied");
    cleanup();
    const second = renderRoutes({ routes: layoutless(), path: "/meals" });
    expect(second.router.state.location.pathname).toBe("/error/disabled");
  });

  it("sends a logged-out person to login with the path kept", () => {
    appStore.set({ token: null, info: null });
    const { router } = renderRoutes({ routes: layoutless(), path: "/parqs?x=1" });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      "/login?redirect=%2Fparqs%3Fx%3D1",
    );
  });

  it("waits at /loading when there is no backend", () => {
    appStore.set({ backend: null });
    const { router } = renderRoutes({ routes: layoutless(), path: "/" });
    expect(router.state.location.pathname).toBe("/loading");
  });
});

describe("keep-alive", () => {
  beforeEach(() => appStore.set({ booting: false, backend: "http://x/t/demo", token: "t", info }));
  afterEach(cleanup);

  it("keeps a keepAlive screen's state across navigation and drops ordinary ones", async () => {
    const kept: RouteDef = { id: "users_list", path: "/kept", title: "titles.users", keepAlive: true };
    const plain: RouteDef = { id: "plain", path: "/plain", title: "titles.help" };
    const { router } = renderRoutes({
      path: "/kept",
      routes: [
        {
          element: <KeepAliveOutlet />,
          children: [
            { path: kept.path, handle: kept, element: <Counter label="kept" /> },
            { path: plain.path, handle: plain, element: <Counter label="plain" /> },
          ],
        },
      ],
    });
    fireEvent.click(screen.getByText("kept 0"));
    fireEvent.click(screen.getByText("kept 1"));
    await act(() => router.navigate("/plain"));
    fireEvent.click(screen.getByText("plain 0"));
    expect(screen.getByText("kept 2").closest("[hidden]")).toBeTruthy();
    await act(() => router.navigate("/kept"));
    expect(screen.getByText("kept 2").closest("[hidden]")).toBeNull();
    await act(() => router.navigate("/plain"));
    expect(screen.getByText("plain 0")).toBeTruthy();
  });
});

/** The screens a test mounted, by name (a refused screen must never be among them). */
const mounted: string[] = [];
const StaffPeople = () => {
  mounted.push("users_list");
  return <p>pessoas</p>;
};

describe("a kept-alive screen the guard refuses", () => {
  beforeEach(() =>
    appStore.set({ booting: false, backend: "http://x/t/demo", token: "t", info, config: null }),
  );
  afterEach(cleanup);

  it("is never mounted (its list call is never made), not even hidden after the redirect", async () => {
    mounted.length = 0;
    // As the route table declares the staff list of people: keepAlive, and `users` needed.
    const routes: RouteDef[] = [
      {
        id: "users_list",
        path: "/records/users",
        title: "titles.users",
        loginRequired: true,
        permissions: ["users"],
        keepAlive: true,
        screen: async () => ({ default: StaffPeople }),
      },
      {
        id: "denied",
        path: "/error/denied",
        title: "titles.denied",
        backendOptional: true,
        screen: async () => ({ default: () => <p>acesso negado</p> }),
      },
    ];
    const { router } = renderRoutes({
      path: "/records/users",
      routes: buildRouteObjects(routes).map((route) => ({ ...route, element: <KeepAliveOutlet /> })),
    });
    expect(await screen.findByText("acesso negado")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/error/denied");
    // Give the lazy screen every chance to resolve and render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mounted).toEqual([]);
    expect(screen.queryByText("pessoas")).toBeNull();
  });
});
