import { DEFAULT_TENANT_SETTINGS, type HomeSummary } from "@quadra/shared";
import { cleanup, configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { answerOk, mockFetch } from "../../test/mockFetch.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { HomePage } from "./HomePage.tsx";
import { rememberVisit } from "./shortcutVisits.ts";

// The first render loads the route table (for the links): slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

const config = {
  ...DEFAULT_TENANT_SETTINGS,
  title: "Federação Demonstração",
  title_article: "a" as const,
  available_modules: ["competitions" as const],
  read_only_until: null,
  debt: false,
};
const nothing: HomeSummary = {
  approvals: {},
  pending_teams: null,
  competitions: null,
  events: [],
  documents: [],
  teams: null,
};
const show = (summary: Partial<HomeSummary> = {}) => {
  const calls = mockFetch((call) =>
    call.path === "home/summary" ? answerOk({ ...nothing, ...summary }) : answerOk(null),
  );
  renderRoutes({ path: "/", routes: [{ path: "/", element: <HomePage /> }] });
  return calls;
};

describe("HomePage", { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("greets the person in the portal named with its article, from one request", async () => {
    appStore.set({ backend: "http://x", token: "t", info: sessionInfo(), config, debt: false });
    const calls = show();
    expect(screen.getByRole("heading", { name: "Olá, Ana!" })).toBeTruthy();
    expect(screen.getByText("Bem-vindo ao portal da Federação Demonstração.")).toBeTruthy();
    await screen.findByRole("heading", { name: "Para você" });
    // The portal's published blocks are no longer fetched here: one summary request.
    expect(calls.map((call) => call.path)).toEqual(["home/summary"]);
  });

  it("takes the place of index.html's static copy and remembers its sentences for the next visit", async () => {
    document.body.insertAdjacentHTML("afterbegin", '<div id="quadra-static-home"><h1>Olá, Ana!</h1></div>');
    document.documentElement.classList.add("quadra-static-home");
    appStore.set({
      backend: "http://x",
      clientCode: "demo",
      token: "t",
      info: sessionInfo(),
      config,
      debt: false,
    });
    show();
    expect(screen.getByRole("heading", { name: "Olá, Ana!" })).toBeTruthy();
    expect(document.getElementById("quadra-static-home")).toBeNull();
    expect(document.documentElement.classList.contains("quadra-static-home")).toBe(false);
    // The person's name stays out of it: a logout removes the profile, not this.
    expect(JSON.parse(localStorage.getItem("quadra:static_home") ?? "null")).toEqual({
      client: "demo",
      language: "pt-BR",
      title: "Federação Demonstração",
      greeting: "Olá, {{name}}!",
      subtitle: "Bem-vindo ao portal da Federação Demonstração.",
      // "Precisa de você" for the copy of its cards: no queue is this person's to open.
      needs: {
        title: "Precisa de você",
        none: "Nada aguardando a sua decisão. Tudo em dia!",
        waiting: { one: "{{count}} aguardando", other: "{{count}} aguardando" },
        queues: {},
        teams: "Equipes pendentes: {{competition}}",
      },
    });
    await screen.findByRole("heading", { name: "Para você" });
    delete document.documentElement.dataset.staticHome;
  });

  it("shows staff what waits for them, with a link to each queue, and what is coming", async () => {
    appStore.set({
      backend: "http://x",
      token: "t",
      info: sessionInfo({ master: true, admin: true }),
      config,
      debt: false,
    });
    show({
      approvals: { userdocuments: 3, parqs: 0 },
      pending_teams: [{ competition_id: "c1", competition: "Estadual de Vôlei", count: 2 }],
      competitions: [
        {
          id: "c1",
          name: "Estadual de Vôlei",
          starts_on: "2026-12-01",
          ends_on: "2026-12-20",
          status: "registration",
        },
      ],
      events: [{ id: "e1", title: "Assembleia geral", starts_at: "2026-12-05T22:00:00.000Z", place: "Sede" }],
    });
    const needs = await screen.findByRole("region", { name: "Precisa de você" });
    expect(
      within(needs)
        .getByRole("link", { name: "Aprovação de documentos de pessoas 3 aguardando" })
        .getAttribute("href"),
    ).toBe("/records/users/userdocuments_approve");
    expect(
      within(needs)
        .getByRole("link", { name: "Equipes pendentes: Estadual de Vôlei 2 aguardando" })
        .getAttribute("href"),
    ).toBe("/competitions/competitions/c1/teams");
    // A queue with nothing waiting is left out.
    expect(within(needs).queryByText(/PAR-Q/)).toBeNull();
    const coming = screen.getByRole("region", { name: "Vem aí" });
    expect(within(coming).getByRole("link", { name: "Estadual de Vôlei" }).getAttribute("href")).toBe(
      "/competitions/competitions/show/c1",
    );
    expect(within(coming).getByText("01/12/2026 a 20/12/2026")).toBeTruthy();
    expect(within(coming).getByText("Assembleia geral")).toBeTruthy();
    expect(within(coming).getByText("05/12/2026 19:00 · Sede")).toBeTruthy();
  });

  it("starts from the summary asked before the code ran: the cards in its first frame, no request", () => {
    appStore.set({
      backend: "http://x",
      clientCode: "demo",
      token: "t",
      info: sessionInfo({ master: true, admin: true }),
      config,
      debt: false,
    });
    const early = { ...nothing, approvals: { userdocuments: 12 } };
    window.__quadraEarly = [
      {
        url: "http://x/api/v1/home/summary",
        token: "t",
        response: Promise.resolve(new Response(JSON.stringify({ status: 1, result: early }))),
        result: early,
        at: Date.now(),
      },
    ];
    const calls = show();
    // In the first render, before any answer or the route table could come.
    const needs = screen.getByRole("region", { name: "Precisa de você" });
    expect(
      within(needs)
        .getByRole("link", { name: "Aprovação de documentos de pessoas 12 aguardando" })
        .getAttribute("href"),
    ).toBe("/records/users/userdocuments_approve");
    expect(calls.filter((call) => call.path === "home/summary")).toEqual([]);
    expect(window.__quadraEarly).toEqual([]);
    // The copy at the next visit writes this queue's card as this page does.
    const remembered = JSON.parse(localStorage.getItem("quadra:static_home") ?? "null");
    expect(remembered.needs.queues.userdocuments).toBe("Aprovação de documentos de pessoas");
    delete window.__quadraEarly;
  });

  it("shows a person their card, the documents to send with why one was refused, and their teams", async () => {
    appStore.set({
      backend: "http://x",
      token: "t",
      info: sessionInfo({ permissions_names: ["my_teams"] }),
      config,
      debt: false,
    });
    show({
      documents: [
        {
          user_id: "1",
          name: "Ana Souza",
          self: true,
          items: [
            { documenttype_id: "d1", name: "Atestado médico", status: "missing", review_reason: null },
            { documenttype_id: "d2", name: "RG", status: "rejected", review_reason: "Foto ilegível." },
          ],
        },
      ],
      teams: [{ id: "t1", name: "Alfa Vôlei", competition: "Estadual de Vôlei", is_responsible: true }],
    });
    const mine = await screen.findByRole("region", { name: "Para você" });
    expect(
      within(mine)
        .getByRole("link", { name: /^Minha carteirinha/ })
        .getAttribute("href"),
    ).toBe("/my/id");
    const documents = within(mine).getByRole("region", { name: "Documentos para enviar" });
    expect(within(documents).getByText("Atestado médico")).toBeTruthy();
    expect(within(documents).getByText("Não enviado")).toBeTruthy();
    expect(within(documents).getByText("Recusado")).toBeTruthy();
    expect(within(documents).getByText("Motivo: Foto ilegível.")).toBeTruthy();
    expect(within(documents).getByRole("link", { name: "Enviar documentos" }).getAttribute("href")).toBe(
      "/my/documents",
    );
    const teams = within(mine).getByRole("region", { name: "Minhas equipes" });
    expect(within(teams).getByRole("link", { name: "Alfa Vôlei" }).getAttribute("href")).toBe(
      "/my/teams/show/t1",
    );
    expect(within(teams).getByText("Responsável")).toBeTruthy();
    // No staff numbers for a person without staff permissions.
    expect(screen.queryByRole("region", { name: "Precisa de você" })).toBeNull();
  });

  it("offers the screens the person opens most as shortcuts, and all screens one link away", async () => {
    const info = sessionInfo({ permissions_names: ["users", "events"] });
    rememberVisit(info.id, "my_password");
    rememberVisit(info.id, "my_password");
    rememberVisit(info.id, "admin_roles"); // not theirs to open: never offered
    appStore.set({ backend: "http://x", token: "t", info, config, debt: false });
    show();
    const shortcuts = await screen.findByRole("region", { name: "Seus atalhos" });
    const names = within(shortcuts)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names[0]).toBe("Todas as telas");
    expect(names[1]).toBe("Alterar senha");
    expect(names).not.toContain("Papéis e permissões");
    expect(within(shortcuts).getAllByRole("link").length).toBe(7);
    expect(within(shortcuts).getByRole("link", { name: "Todas as telas" }).getAttribute("href")).toBe(
      "/screens",
    );
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
  });

  it("keeps the debt notice from athletes", () => {
    appStore.set({ backend: "http://x", token: "t", info: sessionInfo(), config, debt: true });
    show();
    expect(screen.queryByTestId("debt-notice")).toBeNull();
  });
});
