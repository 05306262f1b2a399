import { cleanup, configure, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { AppNavbar } from "../shell/AppNavbar.tsx";

configure({ asyncUtilTimeout: 5_000 });

describe("approval badges in the menu", { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows beside each queue the person may decide how many wait, only when some do", async () => {
    appStore.set({
      backend: BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["userdocuments", "associationdocuments"] }),
    });
    const calls = mockApi(() => okAnswer({ userdocuments: 3, associationdocuments: 0 }));
    renderRoutes({ path: "/", routes: [{ path: "/", element: <AppNavbar /> }] });
    const people = await screen.findByRole("link", { name: /Aprovação de documentos de pessoas/ });
    await waitFor(() => expect(people.textContent).toContain("3"));
    expect(screen.getByLabelText("3 aguardando")).toBeTruthy();
    const associations = screen.getByRole("link", { name: /Aprovação de documentos de entidades/ });
    expect(associations.textContent).not.toMatch(/\d/);
    expect(calls.filter((call) => call.path === "approvals/counts")).toHaveLength(1);
  });

  it("asks no counts of a person who sees no queue", async () => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({ permissions_names: [] }) });
    const calls = mockApi(() => okAnswer({}));
    renderRoutes({ path: "/", routes: [{ path: "/", element: <AppNavbar /> }] });
    await screen.findByRole("link", { name: /Início|Home/ });
    expect(screen.queryByRole("link", { name: /Aprovação de documentos/ })).toBeNull();
    expect(calls.filter((call) => call.path === "approvals/counts")).toHaveLength(0);
  });
});
