import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notifyError } from "../../platform/notify/notify.tsx";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { OpenCompetitionsPage } from "./OpenCompetitionsPage.tsx";
import { PendingTeamsPage } from "./PendingTeamsPage.tsx";

// The notices are Mantine's, mounted by the app shell: here the calls are what is checked.
vi.mock("../../platform/notify/notify.tsx", () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() =>
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: "t",
    info: sessionInfo({ permissions_names: ["my_associations", "competitions"] }),
    config: {
      ...DEFAULT_TENANT_SETTINGS,
      available_modules: ["competitions"],
      read_only_until: null,
      debt: false,
    },
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RG_OK = { regular: true, items: [{ documenttype_id: "d1", name: "RG", status: "approved" }] };
const RG_MISSING = { regular: false, items: [{ documenttype_id: "d1", name: "RG", status: "missing" }] };

const competition = {
  id: "c1",
  name: "Copa Aberta de Futsal",
  season: 2026,
  category: "Sub-17 masculino",
  starts_on: "2026-03-01",
  ends_on: null,
  status: "registration",
  max_members: 2,
  sport: "Futsal",
  venue: null,
  registration_starts_on: null,
  registration_ends_on: "2026-02-20",
  window: "open",
  teams: [
    { id: "t1", name: "Alfa Antiga", status: "rejected", review_reason: "RG faltando.", member_count: 3 },
  ],
};

const open = {
  association: { id: "a1", name: "Clube Alfa" },
  competitions: [
    competition,
    {
      ...competition,
      id: "c2",
      name: "Copa Futura",
      window: "not_yet",
      registration_starts_on: "2099-01-01",
      registration_ends_on: null,
      teams: [],
    },
  ],
  athletes: [
    { user_id: "u1", name: "Ana Atleta", birthdate: "2009-05-04", documents: RG_OK },
    { user_id: "u2", name: "Bia Atleta", birthdate: null, documents: RG_MISSING },
    { user_id: "u3", name: "Caio Atleta", birthdate: null, documents: RG_OK },
  ],
  managers: [{ id: "g1", name: "Marcos Gestor" }],
};

const renderOpen = () =>
  renderRoutes({
    path: "/my/associations/competitions/open/a1",
    routes: [{ path: "/my/associations/competitions/open/:id", element: <OpenCompetitionsPage /> }],
  });

describe("open competitions (/my/associations/competitions/open/:id)", { timeout: 30_000 }, () => {
  it("lists the competitions with their window and the association's teams", async () => {
    const calls = mockApi(() => okAnswer(open));
    renderOpen();
    const card = await screen.findByRole("article", { name: "Copa Aberta de Futsal" });
    expect(within(card).getByText(/Futsal · Sub-17 masculino · 2026/)).toBeTruthy();
    expect(within(card).getByText("Inscrições até 20/02/2026")).toBeTruthy();
    expect(within(card).getByText("Alfa Antiga")).toBeTruthy();
    expect(within(card).getByText("Recusado")).toBeTruthy();
    expect(within(card).getByText("Motivo: RG faltando.")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Ver equipe Alfa Antiga" }).getAttribute("href")).toBe(
      "/my/associations/teams/a1/t1",
    );
    const later = screen.getByRole("article", { name: "Copa Futura" });
    expect(within(later).getByText("Inscrições a partir de 01/01/2099")).toBeTruthy();
    expect(
      (within(later).getByRole("button", { name: "Inscrever equipe em Copa Futura" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(calls[0]?.path).toBe("my/associations/a1/competitions/open");
    expect(screen.getByRole("link", { name: "Competições abertas" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("registers a team: checks before calling, warns of documents, sends the chosen, shows the API's errors on their rows", async () => {
    const calls = mockApi((call) => {
      if (call.method !== "POST") return okAnswer(open);
      return failAnswer(400, "Corrija os campos: Integrantes.", {
        errors: { "members.1.user_id": "O vínculo desta pessoa com a entidade foi encerrado." },
      });
    });
    renderOpen();
    fireEvent.click(await screen.findByRole("button", { name: "Inscrever equipe em Copa Aberta de Futsal" }));
    const form = await screen.findByRole("form", { name: "Inscrever equipe em Copa Aberta de Futsal" });
    const name = within(form).getByRole("textbox", { name: /^Nome da equipe/ }) as HTMLInputElement;
    expect(name.value).toBe("Clube Alfa");

    // Nobody chosen: the form says so and calls nothing.
    fireEvent.click(within(form).getByRole("button", { name: "Inscrever" }));
    expect(await within(form).findByText("Escolha ao menos um(a) atleta.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.change(name, { target: { value: "Alfa Futsal" } });
    fireEvent.click(within(form).getByRole("checkbox", { name: "Inscrever Ana Atleta" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: "Inscrever Bia Atleta" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: "Inscrever Caio Atleta" }));
    expect(within(form).getByText("3 de no máximo 2 escolhidos")).toBeTruthy();
    expect(within(form).getByText(/Bia Atleta\.$/)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Inscrever" }));
    expect(
      await within(form).findByText("A competição permite no máximo 2 integrantes por equipe."),
    ).toBeTruthy();
    fireEvent.click(within(form).getByRole("checkbox", { name: "Inscrever Caio Atleta" }));

    // The same number twice is told before the call.
    fireEvent.change(within(form).getByRole("textbox", { name: "Número: Ana Atleta" }), {
      target: { value: "10" },
    });
    fireEvent.change(within(form).getByRole("textbox", { name: "Número: Bia Atleta" }), {
      target: { value: "10" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Inscrever" }));
    expect(await within(form).findByText("O número 10 já é de Ana Atleta.")).toBeTruthy();
    fireEvent.change(within(form).getByRole("textbox", { name: "Número: Bia Atleta" }), {
      target: { value: "7" },
    });
    fireEvent.change(within(form).getByRole("textbox", { name: "Posição: Ana Atleta" }), {
      target: { value: "Pivô" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Inscrever" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
    const post = calls.find((call) => call.method === "POST")!;
    expect(post.path).toBe("my/associations/a1/competitions/c1/teams");
    expect(post.body).toEqual({
      name: "Alfa Futsal",
      members: [
        { user_id: "u1", role: "athlete", number: 10, position: "Pivô" },
        { user_id: "u2", role: "athlete", number: 7, position: null },
      ],
    });
    // members.1 is Bia, the second chosen.
    expect(
      await within(form).findByText("O vínculo desta pessoa com a entidade foi encerrado."),
    ).toBeTruthy();
  });

  it("closes the form and reads the list again once the team is registered", async () => {
    let registered = false;
    const calls = mockApi((call) => {
      if (call.method === "POST") {
        registered = true;
        return okAnswer({ id: "t2", name: "Alfa Futsal" }, "Equipe inscrita.");
      }
      const teams = registered
        ? [{ id: "t2", name: "Alfa Futsal", status: "pending", review_reason: null, member_count: 1 }]
        : [];
      return okAnswer({ ...open, competitions: [{ ...competition, teams }] });
    });
    renderOpen();
    fireEvent.click(await screen.findByRole("button", { name: "Inscrever equipe em Copa Aberta de Futsal" }));
    const form = await screen.findByRole("form", { name: "Inscrever equipe em Copa Aberta de Futsal" });
    fireEvent.click(within(form).getByRole("checkbox", { name: "Inscrever Ana Atleta" }));
    fireEvent.click(within(form).getByRole("button", { name: "Inscrever" }));
    expect(await screen.findByText("Alfa Futsal")).toBeTruthy();
    expect(screen.getByText("Aguardando análise")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
    expect(calls.filter((call) => call.method === "GET").length).toBeGreaterThanOrEqual(2);
  });
});

const pendingTeam = {
  id: "t9",
  name: "Alfa Futsal",
  registered_at: "2026-02-01T13:00:00.000Z",
  competition: { ...competition, teams: undefined },
  association: { id: "a1", name: "Clube Alfa" },
  responsible: { id: "g1", name: "Marcos Gestor" },
  members: [
    {
      id: "m1",
      user_id: "u1",
      name: "Ana Atleta",
      role: "captain",
      number: 10,
      position: null,
      documents: RG_OK,
    },
    {
      id: "m2",
      user_id: "u2",
      name: "Bia Atleta",
      role: "athlete",
      number: 7,
      position: null,
      documents: RG_MISSING,
    },
  ],
  irregular_count: 1,
};

const renderPending = (path = "/competitions/competitions/teams/pending/list") =>
  renderRoutes({
    path,
    routes: [{ path: "/competitions/competitions/teams/pending/list", element: <PendingTeamsPage /> }],
  });

describe("pending teams (/competitions/competitions/teams/pending/list)", { timeout: 30_000 }, () => {
  it("shows each team with its members' documents, approves and refuses with a reason", async () => {
    let decided = false;
    const calls = mockApi((call) => {
      if (call.path.endsWith("/approve")) {
        decided = true;
        return okAnswer({ id: "t9", name: "Alfa Futsal", status: "approved", review_reason: null });
      }
      if (call.path.endsWith("/reject")) return okAnswer({ id: "t9", status: "rejected" });
      if (call.path === "approvals/counts") return okAnswer({ teams: 1 });
      return okAnswer({ data: decided ? [] : [pendingTeam], total: decided ? 0 : 1, page: 1, per_page: 20 });
    });
    renderPending();
    const card = await screen.findByRole("article", { name: "Alfa Futsal" });
    expect(
      within(card).getByText("Clube Alfa · Copa Aberta de Futsal · Sub-17 masculino · 2026"),
    ).toBeTruthy();
    expect(within(card).getByText("1 integrante sem os documentos obrigatórios em dia.")).toBeTruthy();
    expect(within(card).getByLabelText("Bia Atleta: Pendente. RG: não enviado")).toBeTruthy();
    expect(within(card).getByText(/Responsável: Marcos Gestor/)).toBeTruthy();

    // Refusing asks for the reason first.
    fireEvent.click(within(card).getByRole("button", { name: "Recusar Alfa Futsal" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar equipe" }));
    expect(await within(dialog).findByText("Informe o motivo da recusa.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Motivo da recusa/ }), {
      target: { value: "RG de Bia faltando." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Recusar equipe" }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === "competitions/teams/t9/reject")).toBe(true),
    );
    expect(calls.find((call) => call.path === "competitions/teams/t9/reject")?.body).toEqual({
      reason: "RG de Bia faltando.",
    });

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(within(card).getByRole("button", { name: "Aprovar Alfa Futsal" }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === "competitions/teams/t9/approve")).toBe(true),
    );
    expect(await screen.findByText("Nenhuma equipe aguardando")).toBeTruthy();
    expect(calls.find((call) => call.path === "competitions/teams/t9/approve")?.body).toEqual({});
  });

  it("keeps one competition's teams when the address names it, and says who decided first on a 409", async () => {
    const calls = mockApi((call) => {
      if (call.path.endsWith("/approve"))
        return failAnswer(409, "Outra pessoa decidiu esta equipe agora há pouco. Recarregue a lista.");
      return okAnswer({ data: [pendingTeam], total: 1, page: 1, per_page: 20 });
    });
    renderPending("/competitions/competitions/teams/pending/list?competition_id=c1");
    const card = await screen.findByRole("article", { name: "Alfa Futsal" });
    expect(calls[0]?.query.get("competition_id")).toBe("c1");
    expect(screen.getByText("Só desta competição")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Aprovar Alfa Futsal" }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith({
        message: "Outra pessoa decidiu esta equipe agora há pouco. Recarregue a lista.",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Mostrar todas" }));
    await waitFor(() => expect(calls.at(-1)?.query.get("competition_id")).toBeNull());
  });
});
