import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import type {
  CompetitionDocumentsStatus,
  RankingTable,
  SheetRoster,
} from "@quadra/shared/contracts/discipline";
import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { CompetitionDocumentsPage } from "./CompetitionDocumentsPage.tsx";
import { ExternalPunishmentsPage } from "./ExternalPunishmentsPage.tsx";
import { RankingTablePage } from "./RankingTablePage.tsx";
import { SheetPlayers } from "./SheetPlayers.tsx";

configure({ asyncUtilTimeout: 5_000 });

beforeEach(() =>
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: "t",
    info: sessionInfo({ permissions_names: ["competitions", "punishments", "teamdocuments", "rankings"] }),
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

const roster = (): SheetRoster => ({
  duel_id: "d1",
  competition_id: "c1",
  editable: true,
  sides: [
    {
      side: "home",
      team_id: "t1",
      team_name: "Alfa",
      players: [
        {
          user_id: "u1",
          name: "Ana",
          number: 10,
          position: "Meia",
          lineup: null,
          eligible: false,
          reason: "Suspenso: 1 jogo a cumprir",
        },
        { user_id: "u2", name: "Bia", number: 7, position: null, lineup: null, eligible: true, reason: null },
        {
          user_id: "u3",
          name: "Caio",
          number: 9,
          position: null,
          lineup: {
            id: "l3",
            version: 2,
            number: 9,
            starter: true,
            yellow_cards: 1,
            red_card: false,
            goals: 1,
          },
          eligible: true,
          reason: null,
        },
      ],
    },
  ],
});

describe("discipline screens", { timeout: 20_000 }, () => {
  it("shows a suspended player disabled with the reason and puts an eligible one on the sheet", async () => {
    const calls = mockApi((call) => {
      if (call.method === "POST" && call.body.user_id === "u2")
        return failAnswer(409, "Atleta: Documento exigido não enviado: Atestado", {
          errors: { user_id: "Documento exigido não enviado: Atestado" },
        });
      if (call.method === "PATCH") return okAnswer({ id: "l3", version: 3 });
      return okAnswer(roster());
    });
    renderRoutes({
      path: "/sheet",
      routes: [{ path: "/sheet", element: <SheetPlayers competitionId="c1" duelId="d1" /> }],
    });
    const table = await screen.findByRole("table", { name: "Atletas na súmula — Alfa" });
    const ana = within(table).getByText("Ana").closest("tr")!;
    expect(within(ana).getByText("Suspenso: 1 jogo a cumprir")).toBeTruthy();
    expect(within(ana).getByText("Impedido(a)")).toBeTruthy();
    expect((within(ana).getByRole("textbox", { name: "Nº Ana" }) as HTMLInputElement).disabled).toBe(true);
    expect(within(ana).queryByRole("button", { name: "Escalar Ana" })).toBeNull();

    fireEvent.click(within(table).getByRole("button", { name: "Escalar Bia" }));
    expect(await within(table).findByText("Documento exigido não enviado: Atestado")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.path).toBe("duels/d1/duellineups");
    expect(post?.body).toMatchObject({ team_id: "t1", user_id: "u2", number: 7, starter: true });

    fireEvent.change(within(table).getByRole("textbox", { name: "Gols/pontos Caio" }), {
      target: { value: "2" },
    });
    fireEvent.click(within(table).getByRole("button", { name: "Salvar Caio" }));
    const patch = await waitFor(() => {
      const sent = calls.find((call) => call.method === "PATCH");
      expect(sent).toBeTruthy();
      return sent;
    });
    expect(patch?.path).toBe("duellineups/l3");
    expect(patch?.body).toMatchObject({ goals: 2, version: 2 });
  });

  it("explains a ranking: who leads by how much and the competitions that make each total", async () => {
    const table: RankingTable = {
      ranking_id: "r1",
      name: "Ranking Estadual",
      season: 2026,
      subject: "teams",
      competitions: [
        { id: "c1", name: "Etapa 1", status: "finished", finished: true, scored_places: 3 },
        { id: "c2", name: "Etapa 2", status: "running", finished: false, scored_places: 3 },
      ],
      entries: [
        {
          position: 1,
          entrant_id: "a",
          name: "Alfa",
          total: 25,
          contributions: [{ competition_id: "c1", competition_name: "Etapa 1", place: 1, points: 25 }],
        },
        {
          position: 2,
          entrant_id: "b",
          name: "Beta",
          total: 18,
          contributions: [{ competition_id: "c1", competition_name: "Etapa 1", place: 2, points: 18 }],
        },
      ],
    };
    const calls = mockApi((call) =>
      call.path === "rankings/options"
        ? okAnswer([{ id: "r1", title: "Ranking Estadual" }])
        : okAnswer(table),
    );
    renderRoutes({
      path: "/rankings/table/r1",
      routes: [{ path: "/rankings/table/:id?", element: <RankingTablePage /> }],
    });
    expect(await screen.findByText("Alfa lidera com 25 pontos, 7 à frente de Beta.")).toBeTruthy();
    expect(screen.getByText("Etapa 1: 1º lugar, 25 pontos")).toBeTruthy();
    expect(screen.getByText("em andamento: ainda não pontua")).toBeTruthy();
    expect(calls.some((call) => call.path === "rankings/r1/table")).toBe(true);
  });

  it("lists who lacks each required document, linked to where it is sent", async () => {
    const status: CompetitionDocumentsStatus = {
      competition_id: "c1",
      competition_name: "Liga",
      documents: [
        {
          id: "rd1",
          documenttype_id: "dt1",
          documenttype_name: "Atestado médico",
          subject: "member",
          blocks_sheet: true,
          required_of: 2,
          lacking: [
            {
              subject: "member",
              id: "u9",
              name: "Eva",
              team_id: "t1",
              team_name: "Alfa",
              association_id: "a1",
              status: "expired",
            },
          ],
        },
      ],
    };
    mockApi((call) =>
      call.path === "competitions/options" ? okAnswer([{ id: "c1", title: "Liga" }]) : okAnswer(status),
    );
    renderRoutes({
      path: "/competitions/competitions/documents?competition=c1",
      routes: [{ path: "/competitions/competitions/documents", element: <CompetitionDocumentsPage /> }],
    });
    const section = await screen.findByRole("region", { name: "Atestado médico" });
    expect(within(section).getByText("Impede a súmula")).toBeTruthy();
    expect(within(section).getByText("Vencido")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Eva" }).getAttribute("href")).toBe(
      "/records/userdocuments/u9",
    );
  });

  it("lists only other bodies' punishments", async () => {
    const calls = mockApi(() =>
      okAnswer({
        data: [
          {
            id: "p1",
            version: 1,
            created_at: "2026-01-01T00:00:00Z",
            updated_at: "2026-01-01T00:00:00Z",
            kind: "suspension_days",
            status: "in_force",
            decided_on: "2026-02-01",
            issuer: "TJD-RS",
            case_number: "45/2026",
            reason: "Agressão",
            external: true,
          },
        ],
        total: 1,
      }),
    );
    renderRoutes({
      path: "/competitions/punishments/external",
      routes: [{ path: "/competitions/punishments/external", element: <ExternalPunishmentsPage /> }],
    });
    expect(await screen.findByText("TJD-RS")).toBeTruthy();
    expect(screen.getByText("45/2026")).toBeTruthy();
    const list = calls.find((call) => call.path === "punishments");
    expect(list?.query.get("external")).toBe("true");
  });
});
