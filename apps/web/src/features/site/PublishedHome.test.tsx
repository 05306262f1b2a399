import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { answerFail, answerPage, type FetchCall, mockFetch, TEST_BACKEND } from "../../test/mockFetch.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { PublishedHome } from "./PublishedHome.tsx";
import { sampleEvent, sampleHook, samplePost, sampleSlide, sampleSpot } from "./publishedSamples.ts";

// jsdom has no IntersectionObserver, which the carousel (Embla) reads.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

const published: Record<string, unknown[]> = {
  slides: [sampleSlide(1), sampleSlide(2)],
  hooks: [sampleHook(), sampleHook({ id: "hook-2", title: "Barra lateral", position: "sidebar" })],
  posts: [samplePost(), samplePost({ id: "p2", title: "Curso de arbitragem", slug: "curso-arbitragem" })],
  spots: [sampleSpot(), sampleSpot({ id: "spot-2", title: "Patrocinador Oficial", kind: "sponsor" })],
  events: [sampleEvent(), sampleEvent({ id: "e2", title: "Etapa adiada", status: "postponed" })],
};

const answerPublished = (content: Record<string, unknown[]>) => (call: FetchCall) =>
  answerPage(content[call.path.replace(/^public\//, "")] ?? []);

const show = () => renderRoutes({ path: "/", routes: [{ path: "/", element: <PublishedHome showEmpty /> }] });

describe("PublishedHome", { timeout: 20_000 }, () => {
  beforeEach(() =>
    appStore.set({ ...initialState(), booting: false, backend: TEST_BACKEND, isPublic: true }),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the slides, calls, latest news, highlights, events and supporters that are published", async () => {
    const calls = mockFetch(answerPublished(published));
    show();
    expect(await screen.findByRole("heading", { name: "Slide 1" })).toBeTruthy();
    const carousel = screen.getByRole("region", { name: "Destaques em imagens" });
    expect(within(carousel).getAllByRole("group")).toHaveLength(2);
    expect(within(carousel).getByRole("button", { name: "Próximo slide" })).toBeTruthy();
    // The live region says which slide is in view in pt-BR; Mantine's English one ("Slide 1 of 2")
    // is hidden from screen readers.
    await waitFor(() =>
      expect(
        within(carousel)
          .getAllByRole("status")
          .map((status) => status.textContent),
      ).toEqual(["Slide 1 de 2"]),
    );
    const action = within(carousel).getByRole("link", { name: "Inscreva-se" });
    expect(action.getAttribute("href")).toBe("https://example.com/inscricoes");
    expect(action.getAttribute("rel")).toBe("noopener noreferrer");

    expect(screen.getByRole("heading", { name: "Filie sua entidade" })).toBeTruthy();
    // A call placed on the sidebar is not the home page's.
    expect(screen.queryByRole("heading", { name: "Barra lateral" })).toBeNull();
    const news = screen.getByRole("region", { name: "Últimas notícias" });
    expect(
      within(news).getByRole("link", { name: "Inscrições abertas para o Estadual" }).getAttribute("href"),
    ).toBe("/news/inscricoes-abertas");
    expect(within(news).getByRole("link", { name: "Todas as notícias" }).getAttribute("href")).toBe("/news");
    expect(
      within(screen.getByRole("region", { name: "Destaques" })).getByText("Jogos escolares"),
    ).toBeTruthy();
    const events = screen.getByRole("region", { name: "Próximos eventos" });
    expect(within(events).getByText("Assembleia geral")).toBeTruthy();
    expect(within(events).getByText("Adiado")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Patrocinador Oficial" })).toBeTruthy();
    expect(screen.queryByText("Nada publicado ainda")).toBeNull();

    // Only the public API, and the home's slides and upcoming events only.
    expect(calls.every((call) => call.path.startsWith("public/"))).toBe(true);
    expect(calls.find((call) => call.path === "public/slides")?.query.get("place")).toBe("home");
    const eventsCall = calls.find((call) => call.path === "public/events")!;
    expect(eventsCall.query.get("sort")).toBe("starts_at");
    expect(eventsCall.query.get("starts_at_from")).toMatch(/^\d{4}-\d{2}-\d{2}T03:00:00\.000Z$/);
  });

  it("shows a block only when something is published in it", async () => {
    mockFetch(answerPublished({ posts: [samplePost()] }));
    show();
    expect(await screen.findByRole("region", { name: "Últimas notícias" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Destaques em imagens" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Próximos eventos" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Destaques" })).toBeNull();
  });

  it("says so when nothing is published", async () => {
    mockFetch(answerPublished({}));
    show();
    expect(await screen.findByText("Nada publicado ainda")).toBeTruthy();
  });

  it("shows the server's message and a retry when the content does not load", async () => {
    let fail = true;
    mockFetch((call) =>
      fail && call.path === "public/posts"
        ? answerFail(500, "Erro interno do servidor.")
        : answerPublished(published)(call),
    );
    show();
    expect(await screen.findByText("Erro interno do servidor.")).toBeTruthy();
    fail = false;
    screen.getByRole("button", { name: "Tentar de novo" }).click();
    await waitFor(() => expect(screen.getByRole("region", { name: "Últimas notícias" })).toBeTruthy());
  });

  it("asks nothing of a portal that is not public when nobody is logged in", () => {
    appStore.set({ isPublic: false });
    const calls = mockFetch(answerPublished(published));
    show();
    expect(calls).toEqual([]);
  });
});
