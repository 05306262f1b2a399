import { DEFAULT_TENANT_SETTINGS, type PublicCompetitionDetail } from "@quadra/shared";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { duelView, standingRow, team } from "../competitions/competitionTestData.ts";
import { championOf, PublicCompetitionPage } from "./PublicCompetitionPage.tsx";
import { PublicCompetitionsPage } from "./PublicCompetitionsPage.tsx";
import { PublicTeamPage } from "./PublicTeamPage.tsx";
import { liveSource } from "./publicCompetitionsApi.ts";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

/** A stand-in for the browser's EventSource: the test sends the server's events itself. */
const fakeStream = () => {
  const opened: { url: string; listeners: Map<string, () => void>; closed: boolean }[] = [];
  liveSource.create = (url) => {
    const stream = { url, listeners: new Map<string, () => void>(), closed: false };
    opened.push(stream);
    return {
      addEventListener: (type, listener) => stream.listeners.set(type, listener),
      close: () => {
        stream.closed = true;
      },
    };
  };
  return opened;
};
const realCreate = liveSource.create;

beforeEach(() =>
  // A visitor: no login.
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token: null,
    info: null,
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
  liveSource.create = realCreate;
});

const card = {
  id: "c1",
  name: "Estadual de Futsal",
  season: 2026,
  category: "Adulto",
  sport: { id: "s1", name: "Futsal" },
  status: "running",
  starts_on: "2026-03-01",
  ends_on: "2026-06-30",
  venue: "Ginásio Central",
  registration_ends_on: null,
  team_count: 2,
};

const detail = (score: number | null) => ({
  competition: { ...card, description: null },
  phases: [{ id: "p1", name: "Fase de grupos", position: 1, format: "groups", status: "scheduled" }],
  standings: {
    competition_id: "c1",
    competition_name: "Estadual de Futsal",
    final: [],
    phases: [
      {
        phase_id: "p1",
        phase_name: "Fase de grupos",
        format: "groups",
        status: "scheduled",
        groups: [
          {
            group_id: "g1",
            group_name: "Grupo A",
            phase_id: "p1",
            rows: [
              standingRow({
                team: team("t1", "Alfa"),
                points: score === null ? 0 : 3,
                played: score === null ? 0 : 1,
              }),
              standingRow({ team: team("t2", "Beta"), position: 2 }),
            ],
          },
        ],
      },
    ],
  },
  duels: [duelView(score === null ? {} : { home_score: score, away_score: 0, status: "played" })],
  brackets: [],
  teams: [
    {
      id: "t1",
      name: "Alfa",
      association: { id: "a1", name: "Clube Norte" },
      competition: { id: "c1", name: "Estadual de Futsal", status: "running" },
      member_count: 12,
    },
  ],
});

describe("public competitions", { timeout: 30_000 }, () => {
  it("lists the competitions and keeps the filters in the address", async () => {
    const calls = mockApi(() =>
      okAnswer({
        data: [card],
        total: 1,
        page: 1,
        per_page: 20,
        sports: [card.sport],
        seasons: [2026, 2025],
      }),
    );
    renderRoutes({
      path: "/public/open/competitions?season=2026",
      routes: [{ path: "/public/open/competitions", element: <PublicCompetitionsPage /> }],
    });
    const article = await screen.findByRole("article", { name: "Estadual de Futsal" });
    expect(within(article).getByText("Futsal · Adulto · 2026")).toBeTruthy();
    expect(within(article).getByText("Em andamento")).toBeTruthy();
    expect(within(article).getByText("2 equipes")).toBeTruthy();
    expect(
      within(article).getByRole("link", { name: "Ver competição Estadual de Futsal" }).getAttribute("href"),
    ).toBe("/public/open/competitions/show/c1");
    expect(calls[0]?.path).toBe("public/competitions");
    expect(calls[0]?.query.get("season")).toBe("2026");
  });

  it("shows the standings, matches and teams, and reads them again on each live event without a reload", async () => {
    const streams = fakeStream();
    let score: number | null = null;
    const calls = mockApi(() => okAnswer(detail(score)));
    renderRoutes({
      path: "/public/open/competitions/show/c1",
      routes: [{ path: "/public/open/competitions/show/:id", element: <PublicCompetitionPage /> }],
    });
    const table = await screen.findByRole("table", { name: "Fase de grupos · Grupo A" });
    expect(within(table).getByText("Alfa")).toBeTruthy();
    // On a phone the position and the team stay in view while the numbers scroll (app.css).
    expect(table.closest(".quadra-sticky-lead")?.getAttribute("data-lead")).toBe("2");
    // Once: the standings table carries it, the page adds no wrapper of its own.
    expect(table.closest(".quadra-sticky-lead")?.parentElement?.closest(".quadra-sticky-lead")).toBeNull();
    expect(screen.getByText("Ao vivo: a página se atualiza sozinha a cada resultado.")).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.url).toBe(`${BACKEND}/api/v1/public/competitions/c1/events`);

    // A result is entered: the server's event arrives and the page reads the competition again.
    score = 4;
    const before = calls.length;
    act(() => streams[0]?.listeners.get("competition")?.());
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    fireEvent.click(screen.getByRole("tab", { name: "Jogos e resultados" }));
    expect(await screen.findByText("4 × 0")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Equipes" }));
    expect((await screen.findByRole("link", { name: "Alfa" })).getAttribute("href")).toBe(
      "/public/open/competitions/openteams/t1",
    );
    cleanup();
    expect(streams[0]?.closed).toBe(true);
  });

  it("names the champion above the tabs as soon as the knockout's final has a winner, without a reload", async () => {
    const streams = fakeStream();
    let champion: ReturnType<typeof team> | null = null;
    const withKnockout = () => {
      const base = detail(1);
      return {
        ...base,
        phases: [
          ...base.phases,
          { id: "p2", name: "Mata-mata", position: 2, format: "knockout", status: "scheduled" },
        ],
        brackets: [{ phase_id: "p2", format: "knockout", rounds: [], matches: [], champion }],
      };
    };
    const calls = mockApi(() => okAnswer(withKnockout()));
    renderRoutes({
      path: "/public/open/competitions/show/c1",
      routes: [{ path: "/public/open/competitions/show/:id", element: <PublicCompetitionPage /> }],
    });
    await screen.findByRole("table", { name: "Fase de grupos · Grupo A" });
    expect(screen.queryByRole("region", { name: "Campeão" })).toBeNull();
    await waitFor(() => expect(streams).toHaveLength(1));

    // The final's result: the event arrives and the page names the champion, linked to its page.
    champion = team("t1", "Alfa");
    const before = calls.length;
    act(() => streams[0]?.listeners.get("competition")?.());
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    const region = await screen.findByRole("region", { name: "Campeão" });
    expect(within(region).getByRole("link", { name: "Alfa" }).getAttribute("href")).toBe(
      "/public/open/competitions/openteams/t1",
    );
  });

  it("takes a league's champion from the final classification only once the competition is finished", () => {
    const league = detail(1);
    const final = [
      { position: 1, team: team("t2", "Beta"), phase_name: "Fase de grupos" },
      { position: 2, team: team("t1", "Alfa"), phase_name: "Fase de grupos" },
    ];
    const running = { ...league, standings: { ...league.standings, final } };
    expect(championOf(running as unknown as PublicCompetitionDetail)).toBeNull();
    const finished = { ...running, competition: { ...running.competition, status: "finished" } };
    expect(championOf(finished as unknown as PublicCompetitionDetail)?.name).toBe("Beta");
    // A knockout last phase without a winner yet names no one, even with a final classification.
    const knockout = {
      ...finished,
      phases: [
        ...league.phases,
        { id: "p2", name: "Final", position: 2, format: "knockout", status: "scheduled" },
      ],
      brackets: [{ phase_id: "p2", format: "knockout", rounds: [], matches: [], champion: null }],
    };
    expect(championOf(knockout as unknown as PublicCompetitionDetail)).toBeNull();
  });

  it("shows a team's members by name and number and its matches", async () => {
    fakeStream();
    mockApi(() =>
      okAnswer({
        ...detail(null).teams[0],
        competition: {
          id: "c1",
          name: "Estadual de Futsal",
          status: "running",
          season: 2026,
          category: "Adulto",
        },
        members: [{ name: "Ana Social", number: 10, role: "captain", position: "Pivô" }],
        duels: [duelView()],
      }),
    );
    renderRoutes({
      path: "/public/open/competitions/openteams/t1",
      routes: [{ path: "/public/open/competitions/openteams/:id", element: <PublicTeamPage /> }],
    });
    const members = await screen.findByRole("table", { name: "Integrantes" });
    expect(within(members).getByText("Ana Social")).toBeTruthy();
    expect(within(members).getByText("Capitão(ã)")).toBeTruthy();
    expect(within(members).getByText("10")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Estadual de Futsal · Adulto · 2026" }).getAttribute("href"),
    ).toBe("/public/open/competitions/show/c1");
  });
});
