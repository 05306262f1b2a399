import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { answerPage, mockFetch, TEST_BACKEND } from "../../test/mockFetch.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { EmbedPage } from "./EmbedPage.tsx";

const page = {
  id: "p-1",
  title: "Estatuto",
  slug: "estatuto",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

const show = () =>
  renderRoutes({ path: "/publish/embed", routes: [{ path: "/publish/embed", element: <EmbedPage /> }] });

describe("EmbedPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no layout: Mantine's combobox scrolls the active option into view.
    Element.prototype.scrollIntoView ??= () => {};
    appStore.set({
      ...initialState(),
      booting: false,
      backend: TEST_BACKEND,
      token: "t",
      info: sessionInfo({ permissions_names: ["pages"] }),
      config: {
        ...DEFAULT_TENANT_SETTINGS,
        available_modules: ["competitions"],
        read_only_until: null,
        debt: false,
      },
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("gives the frame and link codes of the chosen page, copies them and previews the framed page", async () => {
    const calls = mockFetch(() => answerPage([page]));
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    show();
    const origin = window.location.origin;
    const iframeCode = `<iframe src="${origin}/news?embed=1" title="Notícias" width="100%" height="600" style="border:0;max-width:100%" loading="lazy"></iframe>`;
    expect(await screen.findByText(iframeCode)).toBeTruthy();
    expect(
      screen.getByText(`<a href="${origin}/news" target="_blank" rel="noopener">Notícias</a>`),
    ).toBeTruthy();
    expect(screen.getByTitle("Prévia: Notícias").getAttribute("src")).toBe(`${origin}/news?embed=1`);

    fireEvent.click(screen.getByRole("button", { name: "Copiar: Código para incorporar (iframe)" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(iframeCode));

    // The published pages come from the public API; the open pages of the modules that are on.
    expect(calls[0]?.path).toBe("public/pages");
    fireEvent.click(screen.getByRole("combobox", { name: /^Página/ }));
    // jsdom lays nothing out, so floating-ui hides the dropdown: its options are there, hidden.
    const options = await screen.findAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      "Notícias",
      "Agenda de eventos",
      "Página: Estatuto",
      "Competições abertas",
    ]);
    fireEvent.click(screen.getByRole("option", { name: "Página: Estatuto", hidden: true }));
    await waitFor(() =>
      expect(screen.getByTitle("Prévia: Página: Estatuto").getAttribute("src")).toBe(
        `${origin}/p/estatuto?embed=1`,
      ),
    );
    fireEvent.change(screen.getByRole("textbox", { name: /Altura do quadro/ }), { target: { value: "900" } });
    await waitFor(() => expect(screen.getByText(/height="900"/)).toBeTruthy());
  });

  it("warns that a generic address cannot identify the portal in other sites", async () => {
    mockFetch(() => answerPage([]));
    vi.stubEnv("VITE_CONNECT_HOSTS", window.location.host);
    show();
    expect(await screen.findByText("Endereço genérico")).toBeTruthy();
    vi.unstubAllEnvs();
  });

  it("leaves out the open pages of modules that are off", async () => {
    appStore.set({ config: { ...appStore.get().config!, available_modules: [] } });
    mockFetch(() => answerPage([]));
    show();
    fireEvent.click(await screen.findByRole("combobox", { name: /^Página/ }));
    const options = await screen.findAllByRole("option", { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(["Notícias", "Agenda de eventos"]);
  });
});
