import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { answerPage, mockFetch } from "../../test/mockFetch.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { samplePost } from "../site/publishedSamples.ts";
import { HomePage } from "./HomePage.tsx";

const info = sessionInfo();
const config = { ...DEFAULT_TENANT_SETTINGS, available_modules: [], read_only_until: null, debt: false };
const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <HomePage /> }] });

describe("HomePage", () => {
  // The portal's published content: none, unless a test publishes some.
  beforeEach(() => mockFetch(() => answerPage([])));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

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

  it("shows what the portal has published, above the shortcuts", async () => {
    appStore.set({ backend: "http://x", token: "t", info, config, debt: false, isPublic: false });
    const calls = mockFetch((call) => answerPage(call.path === "public/posts" ? [samplePost()] : []));
    show();
    const news = await screen.findByRole("region", { name: "Últimas notícias" });
    expect(within(news).getByRole("link", { name: "Inscrições abertas para o Estadual" })).toBeTruthy();
    // A person of the tenant reads it even when the portal is not public.
    expect(calls.map((call) => call.path)).toContain("public/posts");
  });
});
