import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import {
  answerFail,
  answerOk,
  answerPage,
  type FetchCall,
  mockFetch,
  TEST_BACKEND,
} from "../../test/mockFetch.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { PagePage } from "./PagePage.tsx";
import { PostPage } from "./PostPage.tsx";
import { sampleMenu, sampleMenuItem, samplePost } from "./publishedSamples.ts";

const post = samplePost({
  body: '<h2>Prazos</h2><p>Até <a href="https://example.com">sexta</a>.</p><img src="uploads/9b2f0b9e-1111-4111-8111-111111111111" alt="Tabela">',
});

const site = (call: FetchCall) => {
  switch (call.path) {
    case "public/posts/inscricoes-abertas":
      return answerOk(post);
    case "public/menus":
      return answerPage([
        sampleMenu(),
        sampleMenu({ id: "menu-2", name: "Institucional", location: "footer" }),
      ]);
    case "public/menuitems":
      return answerPage([
        sampleMenuItem(),
        sampleMenuItem({ id: "item-2", label: "Entrar", route: "/login", visibility: "guests", order: 2 }),
        sampleMenuItem({
          id: "item-3",
          menu_id: "menu-2",
          label: "Transparência",
          link_type: "page",
          page_id: "p-1",
        }),
      ]);
    case "public/menusubitems":
    case "public/extras":
      return answerPage([]);
    default:
      return answerFail(404, "Conteúdo não encontrado ou não publicado.");
  }
};

const show = (path: string) =>
  renderRoutes({
    path,
    routes: [
      { path: "/news/:slug", element: <PostPage /> },
      { path: "/p/:slug", element: <PagePage /> },
    ],
  });

describe("the public site's pages", { timeout: 20_000 }, () => {
  beforeEach(() =>
    appStore.set({
      ...initialState(),
      booting: false,
      backend: TEST_BACKEND,
      isPublic: true,
      title: "Federação Teste",
    }),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows a published post with its sanitized text, in the site's header and footer menus", async () => {
    mockFetch(site);
    show("/news/inscricoes-abertas");
    expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeTruthy();
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { name: "Prazos" })).toBeTruthy();
    expect(within(article).getByRole("link", { name: "sexta" }).getAttribute("href")).toBe(
      "https://example.com",
    );
    // An image sent through the editor points at the tenant's file server.
    expect(within(article).getByRole("img", { name: "Tabela" }).getAttribute("src")).toBe(
      `${TEST_BACKEND}/api/v1/uploads/9b2f0b9e-1111-4111-8111-111111111111`,
    );
    expect(within(article).getByText("competições")).toBeTruthy();
    const header = await screen.findByRole("navigation", { name: "Menu do portal" });
    expect(within(header).getByRole("link", { name: "Notícias" }).getAttribute("href")).toBe("/news");
    // A visitor sees the visitors' entries; the footer menu goes to the footer.
    expect(within(header).getByRole("link", { name: "Entrar" })).toBeTruthy();
    const footer = screen.getByRole("navigation", { name: "Institucional" });
    expect(within(footer).getByRole("link", { name: "Transparência" }).getAttribute("href")).toBe("/p/p-1");
    await waitFor(() => expect(document.title).toContain(post.title));
  });

  it("hides the visitors' entries from a person logged in", async () => {
    appStore.set({ token: "t", info: sessionInfo() });
    mockFetch(site);
    show("/news/inscricoes-abertas");
    const header = await screen.findByRole("navigation", { name: "Menu do portal" });
    await within(header).findByRole("link", { name: "Notícias" });
    expect(within(header).queryByRole("link", { name: "Entrar" })).toBeNull();
    expect(screen.getAllByRole("link", { name: "Ir para o sistema" })[0]!.getAttribute("href")).toBe("/");
  });

  it("says a post is not there when it is not published, with the way back to the news", async () => {
    mockFetch(site);
    show("/news/rascunho");
    expect(await screen.findByText("Conteúdo não encontrado")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Todas as notícias" }).getAttribute("href")).toBe("/news");
  });

  it("shows only the page inside another site's frame, and keeps the frame mode on its links", async () => {
    const calls = mockFetch(site);
    show("/news/inscricoes-abertas?embed=1");
    expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Menu do portal" })).toBeNull();
    expect(screen.getByRole("link", { name: "Todas as notícias" }).getAttribute("href")).toBe(
      "/news?embed=1",
    );
    expect(calls.map((call) => call.path)).toEqual(["public/posts/inscricoes-abertas"]);
  });

  it("tells a visitor that a portal which is not public needs a login, and asks the API nothing", async () => {
    appStore.set({ isPublic: false });
    const calls = mockFetch(site);
    show("/p/estatuto");
    expect(await screen.findByText("Portal restrito")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Entrar" }).at(-1)!.getAttribute("href")).toBe(
      "/login?redirect=%2Fp%2Festatuto",
    );
    expect(calls).toEqual([]);
  });
});
