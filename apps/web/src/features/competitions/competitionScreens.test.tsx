import { Notifications } from "@mantine/notifications";
import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import {
  type CompetitionCockpit,
  DUEL_HISTORY_ACTIONS,
  type DuelSheet,
} from "@quadra/shared/contracts/competitions";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n.ts";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { ClassificationsPage } from "./ClassificationsPage.tsx";
import { CompetitionCockpitPage } from "./CompetitionCockpitPage.tsx";
import { duelView, standingRow, team } from "./competitionTestData.ts";
import { DuelSheetPage } from "./DuelSheetPage.tsx";
import { PotsPage } from "./PotsPage.tsx";
import { ResultSecurityPage } from "./ResultSecurityPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const signIn = () =>
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: "t",
    info: sessionInfo({ permissions_names: ["competitions"] }),
    config: {
      ...DEFAULT_TENANT_SETTINGS,
      available_modules: ["competitions"],
      read_only_until: null,
      debt: false,
    },
  });

const C = "c1";
/** The duel sheet also reads both sides' rosters (features/discipline): none here. */
const sheetApi = (answer: Parameters<typeof mockApi>[0]) =>
  mockApi((call) =>
    call.path.endsWith("/roster")
      ? okAnswer({ duel_id: "d1", competition_id: C, editable: true, sides: [] })
      : answer(call),
  );
const phase = (patch: Partial<CompetitionCockpit["phases"][number]> = {}) => ({
  id: "p1",
  name: "Fase de grupos",
  position: 1,
  format: "groups" as const,
  entry: "all" as const,
  status: "scheduled" as const,
  groups: [{ id: "g1", name: "Grupo A", teams: 4, duels: 6, played: 2 }],
  duels: 6,
  played: 2,
  confirmed: 1,
  ...patch,
});

const cockpit = (patch: Partial<CompetitionCockpit> = {}): CompetitionCockpit => ({
  competition: {
    id: C,
    name: "Estadual Sub-15",
    status: "running",
    season: 2026,
    starts_on: "2026-03-01",
    ends_on: null,
    regulation_id: null,
    regulation_name: "Futebol 3-1-0",
  },
  phases: [phase()],
  next_duels: [duelView({ id: "d2", home: team("t3", "Gama"), away: team("t4", "Delta") })],
  pending_results: [duelView({ id: "d1", home_score: 2, away_score: 0, status: "played" })],
  teams: { approved: 4, pending: 2, rejected: 0 },
  current_standings: {
    phase_id: "p1",
    phase_name: "Fase de grupos",
    format: "groups",
    status: "scheduled",
    scoring: "goals",
    groups: [
      {
        group_id: "g1",
        group_name: "Grupo A",
        phase_id: "p1",
        rows: [
          standingRow({ team: team("t1", "Alfa"), position: 1, points: 3, played: 1, wins: 1 }),
          standingRow({ team: team("t2", "Beta"), position: 2, points: 0, played: 1, losses: 1 }),
        ],
      },
    ],
  },
  ...patch,
});

const sheet = (patch: Partial<DuelSheet> = {}): DuelSheet => ({
  duel: duelView(),
  competition_status: "running",
  scoring: "goals",
  knockout: false,
  walkover_score: { winner: 3, loser: 0 },
  notes: null,
  history: [],
  ...patch,
});

describe("competition director's screens", { timeout: 30_000 }, () => {
  beforeEach(signIn);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the cockpit: phases with progress and next step, pending results, next duels, pending teams and the table", async () => {
    const calls = mockApi(() => okAnswer(cockpit()));
    renderRoutes({
      path: `/competitions/competitions/show/${C}`,
      routes: [{ path: "/competitions/competitions/show/:id", element: <CompetitionCockpitPage /> }],
    });
    expect(await screen.findByRole("heading", { name: "Estadual Sub-15" })).toBeTruthy();
    expect(calls[0]?.path).toBe(`competitions/${C}/cockpit`);
    const phaseCard = screen.getByRole("region", { name: "Fase de grupos" });
    expect(within(phaseCard).getByText("2 de 6 partidas com resultado · 1 confirmadas")).toBeTruthy();
    expect(
      within(phaseCard).getByRole("link", { name: "Partidas: Fase de grupos" }).getAttribute("href"),
    ).toBe(`/competitions/competitions/${C}/duels/p1`);
    const pending = screen.getByRole("region", { name: "Resultados pendentes" });
    expect(within(pending).getByRole("link", { name: "Súmula de Alfa × Beta" }).getAttribute("href")).toBe(
      `/competitions/competitions/${C}/duels/show/d1`,
    );
    expect(within(screen.getByRole("region", { name: "Próximas partidas" })).getByText("Gama")).toBeTruthy();
    expect(screen.getByRole("link", { name: "2 inscrições aguardando análise" }).getAttribute("href")).toBe(
      "/competitions/competitions/teams/pending/list",
    );
    expect(screen.getByRole("table", { name: "Grupo A" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Telas da competição" });
    expect(within(nav).getByRole("link", { name: "Classificação" }).getAttribute("href")).toBe(
      `/competitions/competitions/${C}/classifications`,
    );
  });

  it("generates a drawn phase's fixtures from the cockpit and reads the cockpit again", async () => {
    let generated = false;
    const calls = mockApi((call) => {
      if (call.path === "phases/p1/fixtures") {
        generated = true;
        return okAnswer({ rounds: 3, duels: 6, groups: 1 });
      }
      return okAnswer(cockpit({ phases: [phase({ status: generated ? "scheduled" : "drawn" })] }));
    });
    renderRoutes({
      path: `/competitions/competitions/show/${C}`,
      routes: [
        {
          path: "/competitions/competitions/show/:id",
          element: (
            <>
              <Notifications />
              <CompetitionCockpitPage />
            </>
          ),
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Gerar tabela: Fase de grupos" }));
    fireEvent.change(await screen.findByLabelText("Data da 1ª rodada"), { target: { value: "2026-03-07" } });
    fireEvent.click(screen.getByRole("button", { name: "Gerar tabela" }));
    await waitFor(() => expect(calls.some((call) => call.path === "phases/p1/fixtures")).toBe(true));
    const post = calls.find((call) => call.path === "phases/p1/fixtures");
    expect(post?.method).toBe("POST");
    expect(post?.body).toEqual({ starts_on: "2026-03-07", days_between_rounds: 7 });
    expect(await screen.findByText("Tabela gerada: 3 rodadas e 6 partidas em 1 grupo.")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Partidas: Fase de grupos" })).toBeTruthy();
  });

  it("enters a result on the duel sheet, shows the refused field, then the group's new table", async () => {
    const calls = sheetApi((call) => {
      if (call.method === "PUT" && call.body.home_score > 20) {
        return failAnswer(400, "Confira o resultado.", {
          errors: { home_score: "Placar do mandante: no máximo 20." },
        });
      }
      if (call.method === "PUT") {
        return okAnswer({
          duel: duelView({ home_score: 2, away_score: 1, status: "played" }),
          standings: {
            group_id: "g1",
            group_name: "Grupo A",
            phase_id: "p1",
            rows: [
              standingRow({ team: team("t1", "Alfa"), position: 1, points: 3, played: 1, wins: 1 }),
              standingRow({ team: team("t2", "Beta"), position: 2, points: 0, played: 1, losses: 1 }),
            ],
          },
        });
      }
      return okAnswer(sheet());
    });
    renderRoutes({
      path: `/competitions/competitions/${C}/duels/show/d1`,
      routes: [{ path: "/competitions/competitions/:parent_id/duels/show/:id", element: <DuelSheetPage /> }],
    });
    const home = await screen.findByRole("textbox", { name: "Placar de Alfa" });
    fireEvent.change(home, { target: { value: "25" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Placar de Beta" }), { target: { value: "1" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Amarelos de Beta" }), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar resultado" }));
    expect(await screen.findByText("Placar do mandante: no máximo 20.")).toBeTruthy();
    fireEvent.change(home, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar resultado" }));
    expect(await screen.findByRole("region", { name: "A classificação do grupo agora" })).toBeTruthy();
    const put = calls.filter((call) => call.method === "PUT").at(-1);
    expect(put?.path).toBe("duels/d1/result");
    expect(put?.body).toMatchObject({
      home_score: 2,
      away_score: 1,
      walkover: null,
      sets: null,
      cards: { away: { yellow: 2 } },
    });
  });

  it("sends the sets of a sets regulation with the sets won as the score", async () => {
    const calls = sheetApi((call) =>
      call.method === "PUT"
        ? okAnswer({ duel: duelView({ status: "played" }), standings: null })
        : okAnswer(sheet({ scoring: "sets" })),
    );
    renderRoutes({
      path: `/competitions/competitions/${C}/duels/show/d1`,
      routes: [{ path: "/competitions/competitions/:parent_id/duels/show/:id", element: <DuelSheetPage /> }],
    });
    fireEvent.change(await screen.findByRole("textbox", { name: "Set 1: pontos de Alfa" }), {
      target: { value: "25" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Set 1: pontos de Beta" }), {
      target: { value: "20" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar set" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Set 2: pontos de Alfa" }), {
      target: { value: "25" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Set 2: pontos de Beta" }), {
      target: { value: "23" },
    });
    expect(screen.getByText("Sets: Alfa 2 × 0 Beta")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar resultado" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({
      home_score: 2,
      away_score: 0,
      sets: [
        { home: 25, away: 20 },
        { home: 25, away: 23 },
      ],
    });
  });

  it("locks the sheet of a confirmed result", async () => {
    sheetApi(() =>
      okAnswer(sheet({ duel: duelView({ status: "confirmed", home_score: 1, away_score: 0 }) })),
    );
    renderRoutes({
      path: `/competitions/competitions/${C}/duels/show/d1`,
      routes: [{ path: "/competitions/competitions/:parent_id/duels/show/:id", element: <DuelSheetPage /> }],
    });
    expect(await screen.findByText("O resultado já foi confirmado.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Salvar resultado" })).toBeNull();
  });

  it("names each entry of the sheet's history in words, the schedule's too", async () => {
    sheetApi(() =>
      okAnswer(
        sheet({
          history: [
            {
              at: "2026-11-26T15:00:00.000Z",
              action: "result",
              by: "Diretora Dora",
              before: { home_score: null, away_score: null },
              after: { home_score: 2, away_score: 1 },
            },
            {
              at: "2026-11-20T15:00:00.000Z",
              action: "reschedule",
              by: "Diretora Dora",
              before: { place: "Ginásio Norte" },
              after: { place: "Ginásio Sul" },
            },
            {
              at: "2026-11-19T15:00:00.000Z",
              action: "schedule",
              by: "Diretora Dora",
              before: { scheduled_at: null },
              after: { scheduled_at: "2026-11-26T12:00:00.000Z" },
            },
          ],
        }),
      ),
    );
    renderRoutes({
      path: `/competitions/competitions/${C}/duels/show/d1`,
      routes: [{ path: "/competitions/competitions/:parent_id/duels/show/:id", element: <DuelSheetPage /> }],
    });
    const history = await screen.findByRole("table", { name: "Histórico do resultado" });
    const what = within(history)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[1]?.textContent);
    expect(what).toEqual(["Resultado lançado", "Agenda alterada", "Partida agendada"]);
    expect(within(history).queryByText("schedule")).toBeNull();
  });

  it("has a label, in both languages, for every action a duel's history may carry", async () => {
    await i18n.loadLanguages("en");
    for (const action of DUEL_HISTORY_ACTIONS)
      for (const lng of ["pt-BR", "en"]) {
        const key = `competitions.sheet.actions.${action}`;
        expect(i18n.exists(key, { lng }), `${lng} ${key}`).toBe(true);
      }
  });

  it("draws a phase from pots with a seed and audits a stored draw", async () => {
    const draw = {
      id: "dr1",
      phase_id: "p1",
      seed: "copa-2026",
      pots: [
        ["t1", "t2"],
        ["t3", "t4"],
      ],
      groups: [
        { name: "Grupo A", teams: ["t1", "t3"] },
        { name: "Grupo B", teams: ["t2", "t4"] },
      ],
      conflicts: 0,
      drawn_by: null,
      created_at: "2026-02-20T12:00:00Z",
    };
    const calls = mockApi((call) => {
      if (call.path.endsWith("/cockpit"))
        return okAnswer(cockpit({ phases: [phase({ status: "pending", groups: [] })] }));
      if (call.path === "phases/p1/entrants") {
        return okAnswer({
          phase_id: "p1",
          entry: "all",
          groups_count: 2,
          teams: [
            { ...team("t1", "Alfa"), association_id: "a1", suggested_pot: 1, origin: null },
            { ...team("t2", "Beta"), association_id: "a2", suggested_pot: 1, origin: null },
            { ...team("t3", "Gama"), association_id: "a1", suggested_pot: 2, origin: null },
            { ...team("t4", "Delta"), association_id: "a2", suggested_pot: 2, origin: null },
          ],
        });
      }
      if (call.path === "phases/p1/draw") {
        return okAnswer({
          draw,
          groups: [
            { id: "g1", name: "Grupo A", teams: [team("t1", "Alfa"), team("t3", "Gama")] },
            { id: "g2", name: "Grupo B", teams: [team("t2", "Beta"), team("t4", "Delta")] },
          ],
        });
      }
      if (call.path === "phases/p1/draws") return okAnswer([draw]);
      if (call.path === "draws/dr1/audit") {
        return okAnswer({
          draw,
          recomputed: draw.groups,
          matches: true,
          teams: { t1: "Alfa", t2: "Beta", t3: "Gama", t4: "Delta" },
        });
      }
      return failAnswer(404, "Não encontrado.");
    });
    renderRoutes({
      path: `/competitions/competitions/${C}/pots/p1`,
      routes: [{ path: "/competitions/competitions/:parent_id/pots/:teams?", element: <PotsPage /> }],
    });
    const teams = await screen.findByRole("table", { name: "Equipes e potes" });
    expect(within(teams).getAllByRole("row")).toHaveLength(5);
    expect(screen.getByText("4 equipes entram nesta fase, em 2 grupos.")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /Semente do sorteio/ }), {
      target: { value: "copa-2026" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sortear" }));
    const result = await screen.findByRole("region", { name: "Grupos sorteados" });
    expect(within(result).getByText("Semente: copa-2026")).toBeTruthy();
    expect(calls.find((call) => call.path === "phases/p1/draw")?.body).toEqual({
      pots: [
        ["t1", "t2"],
        ["t3", "t4"],
      ],
      seed: "copa-2026",
    });
    fireEvent.click(await screen.findByRole("button", { name: "Auditar o sorteio de semente copa-2026" }));
    expect(
      await screen.findByText(
        "Refeito agora com a mesma semente e os mesmos potes, o sorteio dá os mesmos grupos.",
      ),
    ).toBeTruthy();
  });

  it("asks for an unlock's or a correction's reason and score under the fields, never in the browser's bubble", async () => {
    // jsdom has no `document.fonts`, which the reason's autosizing textarea listens to.
    if (!("fonts" in document))
      Object.defineProperty(document, "fonts", {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    const calls = mockApi((call) => {
      if (call.path === "competitions/options") return okAnswer([{ id: C, title: "Estadual Sub-15" }]);
      if (call.path === `competitions/${C}/duels`)
        return okAnswer([duelView({ status: "confirmed", home_score: 2, away_score: 1 })]);
      if (call.path === "duels/d1/correction") return okAnswer({ duel: duelView(), standings: [] });
      return failAnswer(404, "não encontrado");
    });
    renderRoutes({
      path: `/competitions/competitions/security?competition_id=${C}`,
      routes: [{ path: "/competitions/competitions/security", element: <ResultSecurityPage /> }],
    });
    /** A field's wrapper (its label, input and message), by its label inside the dialog. */
    const fieldOf = (dialog: HTMLElement, label: RegExp) =>
      within(dialog).getByLabelText(label).closest(".mantine-InputWrapper-root") as HTMLElement;

    fireEvent.click(await screen.findByRole("button", { name: "Desbloquear o resultado de Alfa × Beta" }));
    let dialog = await screen.findByRole("dialog");
    const form = within(dialog).getByRole("button", { name: "Desbloquear" }).closest("form")!;
    expect(form.noValidate).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Desbloquear" }));
    // The operation's contract, in pt-BR, under the reason; nothing sent.
    await waitFor(() =>
      expect(fieldOf(dialog, /^Motivo/).textContent).toContain("Explique o motivo em ao menos 5 caracteres."),
    );
    expect(
      within(dialog)
        .getByLabelText(/^Motivo/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(calls.some((call) => call.method !== "GET")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // A correction: an emptied score and no reason, each said under its field.
    fireEvent.click(screen.getByRole("button", { name: "Corrigir o resultado de Alfa × Beta" }));
    dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Placar de Alfa"), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Corrigir" }));
    await waitFor(() =>
      expect(fieldOf(dialog, /^Placar de Alfa/).textContent).toContain("Informe um número inteiro."),
    );
    expect(fieldOf(dialog, /^Motivo/).textContent).toContain("Explique o motivo em ao menos 5 caracteres.");
    expect(fieldOf(dialog, /^Placar de Beta/).textContent).not.toContain("Informe");
    expect(calls.some((call) => call.method !== "GET")).toBe(false);

    // Filled in: sent as typed.
    fireEvent.change(within(dialog).getByLabelText("Placar de Alfa"), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText(/^Motivo/), {
      target: { value: "Súmula conferida com o delegado." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Corrigir" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "duels/d1/correction",
      body: { reason: "Súmula conferida com o delegado.", home_score: 3, away_score: 1 },
    });
  });

  it("shows every group's table and the final classification, and exports them", async () => {
    const calls = mockApi((call) =>
      call.path.endsWith("/export")
        ? { status: 200, body: "planilha" }
        : okAnswer({
            competition_id: C,
            competition_name: "Estadual Sub-15",
            phases: [
              {
                phase_id: "p1",
                phase_name: "Fase de grupos",
                format: "groups",
                status: "finished",
                groups: [
                  {
                    group_id: "g1",
                    group_name: "Grupo A",
                    phase_id: "p1",
                    rows: [
                      standingRow({
                        team: team("t1", "Alfa"),
                        points: 4,
                        explanation: "À frente de Beta pelo saldo de gols (+2 × +1)",
                      }),
                      standingRow({ team: team("t2", "Beta"), position: 2, points: 4 }),
                    ],
                  },
                ],
              },
            ],
            final: [
              { position: 1, team: team("t1", "Alfa"), phase_name: "Final" },
              { position: 2, team: team("t2", "Beta"), phase_name: "Final" },
            ],
          }),
    );
    const created = vi.fn(() => "blob:x");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} }));
    renderRoutes({
      path: `/competitions/competitions/${C}/classifications`,
      routes: [
        { path: "/competitions/competitions/:parent_id/classifications", element: <ClassificationsPage /> },
      ],
    });
    const final = await screen.findByRole("table", { name: "Classificação final" });
    expect(within(final).getAllByRole("row")).toHaveLength(3);
    const group = screen.getByRole("table", { name: "Fase de grupos · Grupo A" });
    expect(within(group).getByText("À frente de Beta pelo saldo de gols (+2 × +1)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Baixar XLSX" }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const exported = calls.find((call) => call.path.endsWith("/export"));
    expect(exported?.path).toBe(`competitions/${C}/standings/export`);
    expect(exported?.query.get("format")).toBe("xlsx");

    // The printable table is the server's PDF, fetched through the same download as the sheet.
    expect(screen.queryByRole("button", { name: /Imprimir/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Baixar PDF" }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith("/export"))).toHaveLength(2));
    const pdf = calls.filter((call) => call.path.endsWith("/export"))[1];
    expect(pdf?.path).toBe(`competitions/${C}/standings/export`);
    expect(pdf?.query.get("format")).toBe("pdf");
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
  });
});
