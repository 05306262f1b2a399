import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { HomePage } from "./HomePage.tsx";

const info = sessionInfo();
const config = { ...DEFAULT_TENANT_SETTINGS, available_modules: [], read_only_until: null, debt: false };
const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <HomePage /> }] });

describe("HomePage", () => {
  afterEach(cleanup);

  it("greets the person and shows only the shortcuts they can open", () => {
    appStore.set({ backend: "http://x", token: "t", info, config, debt: false });
    show();
    expect(screen.getByRole("heading", { name: "Olá, Ana!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Alterar senha/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Papéis e permissões/ })).toBeNull();
    expect(screen.queryByTestId("debt-notice")).toBeNull();
  });

  it("tells staff about the platform debt and everyone about read-only mode", () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    appStore.set({
      backend: "http://x",
      token: "t",
      info: sessionInfo({ admin: true, permissions_names: ["roles"] }),
      config: { ...config, read_only_until: future },
      debt: true,
    });
    show();
    expect(screen.getByTestId("debt-notice")).toBeTruthy();
    expect(screen.getByTestId("read-only-notice")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Papéis e permissões/ })).toBeTruthy();
  });

  it("keeps the debt notice from athletes", () => {
    appStore.set({ backend: "http://x", token: "t", info, config, debt: true });
    show();
    expect(screen.queryByTestId("debt-notice")).toBeNull();
  });
});
