import { DEFAULT_TENANT_SETTINGS, type ModuleKey } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { ManagerLinks } from "../associations/ManagerLinks.tsx";
import { AssociationTeamsPage } from "./AssociationTeamsPage.tsx";
import { ManagedTeamPage } from "./ManagedTeamPage.tsx";
import { MyTeamPage } from "./MyTeamPage.tsx";
import { MyTeamsPage } from "./MyTeamsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const withModules = (modules: ModuleKey[]) =>
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: "t",
    info: sessionInfo({ permissions_names: ["my_teams", "my_associations"] }),
    config: { ...DEFAULT_TENANT_SETTINGS, available_modules: modules, read_only_until: null, debt: false },
  });

const competition = {
  id: "c1",
  name: "Estadual de Vôlei",
  season: 2025,
  category: "Sub-17 feminino",
  starts_on: "2025-03-01",
  ends_on: "2025-06-30",
  status: "running",
  max_members: 12,
};

const member = (patch: Record<string, unknown> = {}) => ({
  id: "m1",
  user_id: "u1",
  name: "Ana Atleta",
  role: "captain",
  number: 10,
  position: "Levantadora",
  ...patch,
});

const RG_MISSING = { regular: false, items: [{ documenttype_id: "t1", name: "RG", status: "missing" }] };

const detail = (patch: Record<string, unknown> = {}) => ({
  id: "t1",
  name: "Alfa Vôlei",
  status: "approved",
  review_reason: null,
  competition,
  association: { id: "a1", name: "Clube Alfa" },
  responsible: { id: "u9", name: "Rita Responsável" },
  keeper: false,
  editable: true,
  locked_reason: null,
  members: [member()],
  ...patch,
});

describe("team screens", { timeout: 30_000 }, () => {
  beforeEach(() => withModules(["competitions"]));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the person's teams with competition, association, role and a link to each", async () => {
    mockApi(() =>
      okAnswer([
        {
          id: "t1",
          name: "Alfa Vôlei",
          status: "approved",
          competition,
          association: { id: "a1", name: "Clube Alfa" },
          responsible: null,
          is_responsible: true,
          people: [
            { user_id: "u1", name: "Ana Atleta", self: true, role: "captain", number: 10 },
            { user_id: "u2", name: "Davi Dependente", self: false, role: "athlete", number: null },
          ],
        },
      ]),
    );
    renderRoutes({ path: "/my/teams", routes: [{ path: "/my/teams", element: <MyTeamsPage /> }] });
    const table = await screen.findByRole("table", { name: "Minhas equipes" });
    expect(within(table).getByText("Estadual de Vôlei · 2025")).toBeTruthy();
    expect(within(table).getByText("Sub-17 feminino")).toBeTruthy();
    expect(within(table).getByText("Clube Alfa")).toBeTruthy();
    expect(within(table).getByText("Em andamento")).toBeTruthy();
    expect(within(table).getByText("Você: Capitão(ã) · nº 10")).toBeTruthy();
    expect(within(table).getByText("Davi Dependente: Atleta")).toBeTruthy();
    expect(within(table).getByText("Você é responsável")).toBeTruthy();
    expect(within(table).getByRole("link", { name: "Ver equipe Alfa Vôlei" }).getAttribute("href")).toBe(
      "/my/teams/show/t1",
    );
    // The table is the layout from the small breakpoint up; on a phone each team is a card.
    expect(table.closest(".mantine-visible-from-sm")).toBeTruthy();
  });

  it('shows each team on a phone as a card, its parts stacked and "Ver equipe" across it', async () => {
    mockApi(() =>
      okAnswer([
        {
          id: "t1",
          name: "Alfa Vôlei",
          status: "approved",
          competition,
          association: { id: "a1", name: "Clube Alfa" },
          responsible: null,
          is_responsible: true,
          people: [{ user_id: "u1", name: "Ana Atleta", self: true, role: "captain", number: 10 }],
        },
      ]),
    );
    renderRoutes({ path: "/my/teams", routes: [{ path: "/my/teams", element: <MyTeamsPage /> }] });
    const cards = await screen.findByRole("list", { name: "Minhas equipes" });
    // Shown below the small breakpoint only (the table above it), never both.
    expect(cards.classList.contains("mantine-hidden-from-sm")).toBe(true);
    const card = within(cards).getByRole("listitem", { name: "Alfa Vôlei" });
    expect(within(card).getByText("Estadual de Vôlei · 2025")).toBeTruthy();
    expect(within(card).getByText("Sub-17 feminino")).toBeTruthy();
    expect(within(card).getByText("Em andamento")).toBeTruthy();
    expect(within(card).getByText("Clube Alfa")).toBeTruthy();
    expect(within(card).getByText("Você: Capitão(ã) · nº 10")).toBeTruthy();
    expect(within(card).getByText("Você é responsável")).toBeTruthy();
    const open = within(card).getByRole("link", { name: "Ver equipe Alfa Vôlei" });
    expect(open.getAttribute("href")).toBe("/my/teams/show/t1");
    // The action spans the card: in reach, no sideways scroll.
    expect(open.hasAttribute("data-block")).toBe(true);
    expect(card.querySelector("table")).toBeNull();
  });

  it("shows the season beside a competition's name only when the name does not already say it", async () => {
    const team = (id: string, name: string, patch: Record<string, unknown>) => ({
      id,
      name,
      status: "approved",
      competition: { ...competition, id: `c-${id}`, ...patch },
      association: { id: "a1", name: "Clube Alfa" },
      responsible: null,
      is_responsible: false,
      people: [{ user_id: "u1", name: "Ana Atleta", self: true, role: "athlete", number: null }],
    });
    mockApi(() =>
      okAnswer([
        team("t1", "Alfa Futsal", { name: "Campeonato Estadual de Futsal 2026", season: 2026 }),
        team("t2", "Alfa Vôlei", { name: "Estadual de Vôlei", season: 2026 }),
      ]),
    );
    renderRoutes({ path: "/my/teams", routes: [{ path: "/my/teams", element: <MyTeamsPage /> }] });
    const table = await screen.findByRole("table", { name: "Minhas equipes" });
    expect(within(table).getByText("Campeonato Estadual de Futsal 2026")).toBeTruthy();
    expect(within(table).queryByText(/2026 · 2026/)).toBeNull();
    expect(within(table).getByText("Estadual de Vôlei · 2026")).toBeTruthy();
  });

  it("says so when the person is on no team", async () => {
    mockApi(() => okAnswer([]));
    renderRoutes({ path: "/my/teams", routes: [{ path: "/my/teams", element: <MyTeamsPage /> }] });
    expect(await screen.findByText("Nenhuma equipe por aqui")).toBeTruthy();
  });

  it("shows a teammate the roster without documents, and the keeper the documents with their links", async () => {
    const calls = mockApi(() => okAnswer(detail()));
    const routes = [{ path: "/my/teams/show/:id", element: <MyTeamPage /> }];
    renderRoutes({ path: "/my/teams/show/t1", routes });
    const roster = await screen.findByRole("table", { name: "Integrantes" });
    expect(within(roster).getByText("Ana Atleta")).toBeTruthy();
    expect(within(roster).getByText("Capitão(ã)")).toBeTruthy();
    expect(within(roster).getByText("Levantadora")).toBeTruthy();
    expect(screen.getByText("Rita Responsável")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Documentos de Ana Atleta" })).toBeNull();
    expect(calls[0]?.path).toBe("my/teams/t1");
    cleanup();

    mockApi(() => okAnswer(detail({ keeper: true, members: [member({ documents: RG_MISSING })] })));
    renderRoutes({ path: "/my/teams/show/t1", routes });
    expect(await screen.findByLabelText("Ana Atleta: Pendente. RG: não enviado")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Documentos de Ana Atleta" }).getAttribute("href")).toBe(
      "/my/teams/t1/userdocuments/user/u1",
    );
    expect(screen.getByRole("link", { name: "Foto de Ana Atleta" }).getAttribute("href")).toBe(
      "/my/teams/t1/users/image/u1",
    );
  });

  it("answers a team the person may not see with the API's message", async () => {
    mockApi(() => failAnswer(404, "Equipe não encontrada."));
    renderRoutes({
      path: "/my/teams/show/t9",
      routes: [{ path: "/my/teams/show/:id", element: <MyTeamPage /> }],
    });
    expect(await screen.findByText("Equipe não encontrada.")).toBeTruthy();
  });

  it("lists an association's current teams and the finished ones on request", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1")
        return okAnswer({ id: "a1", name: "Clube Alfa", status: "approved" });
      const finished = call.query.get("status") === "finished";
      return okAnswer([
        {
          id: finished ? "t2" : "t1",
          name: finished ? "Alfa Verão" : "Alfa Vôlei",
          status: "approved",
          competition: finished ? { ...competition, name: "Copa de Verão", status: "finished" } : competition,
          responsible: finished ? null : { id: "u9", name: "Rita Responsável" },
          member_count: 3,
        },
      ]);
    });
    renderRoutes({
      path: "/my/associations/teams/a1",
      routes: [{ path: "/my/associations/teams/:id", element: <AssociationTeamsPage /> }],
    });
    const table = await screen.findByRole("table", { name: "Equipes" });
    expect(within(table).getByText("Alfa Vôlei")).toBeTruthy();
    expect(within(table).getByText("3 / 12")).toBeTruthy();
    expect(within(table).getByText("Rita Responsável")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gerenciar equipe Alfa Vôlei" }).getAttribute("href")).toBe(
      "/my/associations/teams/a1/t1",
    );
    fireEvent.click(screen.getByText("Encerradas"));
    expect(await screen.findByText("Alfa Verão")).toBeTruthy();
    expect(screen.getByText("Sem responsável")).toBeTruthy();
    const teamCalls = calls.filter((call) => call.path === "my/associations/a1/teams");
    expect(teamCalls.map((call) => call.query.get("status"))).toEqual(["current", "finished"]);
  });

  it("links the association's teams from the managers' links only with the competitions module", () => {
    renderRoutes({ path: "/", routes: [{ path: "/", element: <ManagerLinks id="a1" current="show" /> }] });
    expect(screen.getByRole("link", { name: "Equipes" }).getAttribute("href")).toBe(
      "/my/associations/teams/a1",
    );
    cleanup();
    withModules([]);
    renderRoutes({ path: "/", routes: [{ path: "/", element: <ManagerLinks id="a1" current="show" /> }] });
    expect(screen.queryByRole("link", { name: "Equipes" })).toBeNull();
  });
});

describe("a managed team", { timeout: 30_000 }, () => {
  beforeEach(() => withModules(["competitions"]));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const managed = (patch: Record<string, unknown> = {}) =>
    detail({
      keeper: true,
      members: [member({ documents: RG_MISSING })],
      managers: [{ id: "g1", name: "Marcos Gestor" }],
      ...patch,
    });
  const athletes = [
    { id: "af1", user_id: "u1", name: "Ana Atleta", status: "active" },
    { id: "af2", user_id: "u2", name: "Bia Livre", status: "active" },
    { id: "af3", user_id: "u3", name: "Caio Aguardando", status: "pending" },
  ];
  const render = () =>
    renderRoutes({
      path: "/my/associations/teams/a1/t1",
      routes: [{ path: "/my/associations/teams/:id/:team_id", element: <ManagedTeamPage /> }],
    });

  it("links each member's documents and photo with the team, and offers only active athletes not on it", async () => {
    mockApi((call) => (call.path === "my/associations/a1/users" ? okAnswer(athletes) : okAnswer(managed())));
    render();
    expect((await screen.findByRole("link", { name: "Documentos de Ana Atleta" })).getAttribute("href")).toBe(
      "/my/associations/userdocuments/a1/user/u1/t1",
    );
    expect(screen.getByRole("link", { name: "Foto de Ana Atleta" }).getAttribute("href")).toBe(
      "/my/associations/a1/users/image/u1/t1",
    );
    const picker = screen.getByRole("combobox", { name: /^Atleta/ });
    fireEvent.click(picker);
    // The athlete picker's own list (the responsible's list names the members too).
    const list = await waitFor(() => {
      const found = document.getElementById(picker.getAttribute("aria-controls") ?? "");
      if (!found) throw new Error("no list yet");
      return found;
    });
    const names = within(list)
      .getAllByRole("option", { hidden: true })
      .map((option) => option.textContent);
    expect(names).toEqual(["Bia Livre"]);
  });

  it("shows the add form's errors in pt-BR before calling, then the API's on the field", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1/users") return okAnswer(athletes);
      if (call.method === "POST")
        return failAnswer(409, "Integrantes: a competição permite no máximo 12 por equipe.", {
          errors: { user_id: "A equipe já tem 12 integrantes, o máximo da competição." },
        });
      return okAnswer(managed());
    });
    render();
    const form = await screen.findByRole("form", { name: "Incluir integrante" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Número" }), { target: { value: "10" } });
    fireEvent.click(within(form).getByRole("button", { name: "Incluir" }));
    expect(await within(form).findByText("Escolha o(a) atleta da lista.")).toBeTruthy();
    expect(within(form).getByText("O número 10 já é de Ana Atleta.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    // Past the limit: kept as typed and refused, never silently changed to 999.
    const number = within(form).getByRole("textbox", { name: "Número" });
    fireEvent.change(number, { target: { value: "1000" } });
    fireEvent.blur(number);
    fireEvent.click(within(form).getByRole("button", { name: "Incluir" }));
    expect(await within(form).findByText("Informe um número inteiro de 0 a 999.")).toBeTruthy();
    expect((number as HTMLInputElement).value).toBe("1000");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.click(within(form).getByRole("combobox", { name: /^Atleta/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Bia Livre", hidden: true }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Número" }), { target: { value: "4" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Posição" }), { target: { value: "Ponta" } });
    fireEvent.click(within(form).getByRole("button", { name: "Incluir" }));
    expect(
      await within(form).findByText("A equipe já tem 12 integrantes, o máximo da competição."),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "my/associations/a1/teams/t1/members",
      body: { user_id: "u2", role: "athlete", number: 4, position: "Ponta" },
    });
  });

  it("shows why a team of a finished competition cannot change, without the changing controls", async () => {
    const reason = "Competição: está encerrada; a equipe não pode mais mudar.";
    mockApi((call) =>
      call.path === "my/associations/a1/users"
        ? okAnswer(athletes)
        : okAnswer(
            managed({
              editable: false,
              locked_reason: reason,
              competition: { ...competition, status: "finished" },
            }),
          ),
    );
    render();
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Incluir integrante" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remover Ana Atleta" })).toBeNull();
    expect(screen.getByRole("link", { name: "Documentos de Ana Atleta" })).toBeTruthy();
  });

  it("removes a member after confirming", async () => {
    const calls = mockApi((call) => {
      if (call.path === "my/associations/a1/users") return okAnswer(athletes);
      if (call.method === "DELETE") return okAnswer({ id: "m1" }, "Integrante removido(a) da equipe.");
      return okAnswer(managed());
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Remover Ana Atleta" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remover" }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === "DELETE")?.path).toBe(
        "my/associations/a1/teams/t1/members/m1",
      ),
    );
  });
});
