import { DEFAULT_TENANT_SETTINGS } from "@quadra/shared";
import type { OlympicsOverview, OlympicsResults, PublicOlympics } from "@quadra/shared/contracts/olympics";
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appStore, initialState } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { liveSource } from "../publicCompetitions/publicCompetitionsApi.ts";
import { OlympicsResultsPage } from "./OlympicsResultsPage.tsx";
import { OlympicsShowPage } from "./OlympicsShowPage.tsx";
import { olympicsLiveSource } from "./olympicsApi.ts";
import { PublicOlympicsPage } from "./PublicOlympicsPage.tsx";

// Screens render slowly on a busy 2-core machine: wait longer than the default second.
configure({ asyncUtilTimeout: 5_000 });

const signIn = (token: string | null, permissions: string[] = []) =>
  appStore.set({
    ...initialState(),
    booting: false,
    backend: BACKEND,
    token,
    info: token ? sessionInfo({ permissions_names: permissions }) : null,
    config: {
      ...DEFAULT_TENANT_SETTINGS,
      available_modules: ["competitions"],
      read_only_until: null,
      debt: false,
    },
  });

const realCreate = liveSource.create;
const realOpen = olympicsLiveSource.open;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  liveSource.create = realCreate;
  olympicsLiveSource.open = realOpen;
});

const north = {
  id: "d1",
  name: "Delegação Norte",
  abbreviation: "NOR",
  color: null,
  association_id: "a1",
  association_name: "Prefeitura de Norte",
};
const south = { ...north, id: "d2", name: "Delegação Sul", abbreviation: null, association_id: "a2" };
const olympic = {
  id: "o1",
  name: "Jogos Escolares 2026",
  edition: 2026,
  status: "running",
  public: true,
  point_ties: "share" as const,
  starts_on: "2026-05-01",
  ends_on: "2026-05-10",
  city_name: "Campinas",
  description: null,
};
const futsal = {
  id: "e1",
  name: "Futsal masculino",
  kind: "team" as const,
  sport_name: "Futsal",
  gender: null,
  category_name: "Sub-15",
};

/** Futsal decided (Norte gold, Sul silver, two bronzes); `sulGold` turns the final around. */
const results = (sulGold = false): OlympicsResults => {
  const [first, second] = sulGold ? [south, north] : [north, south];
  return {
    olympic,
    delegations: [north, south],
    scores: [
      { place: 1, points: 10 },
      { place: 2, points: 8 },
    ],
    events: [
      {
        event: futsal,
        competition: {
          id: "c1",
          name: "Futsal masculino — Jogos Escolares 2026",
          status: "running",
          public: true,
        },
        decided: true,
        placings: [
          {
            place: 1,
            participant: { id: "t1", name: `${first.name} A` },
            delegation: first,
            medal: "gold",
            points: 10,
          },
          {
            place: 2,
            participant: { id: "t2", name: `${second.name} A` },
            delegation: second,
            medal: "silver",
            points: 8,
          },
          {
            place: 3,
            participant: { id: "t3", name: "Leste" },
            delegation: null,
            medal: "bronze",
            points: 0,
          },
        ],
      },
      {
        event: { ...futsal, id: "e2", name: "Vôlei feminino" },
        competition: { id: "c2", name: "Vôlei feminino", status: "running", public: true },
        decided: false,
        placings: [],
      },
    ],
    medals: [
      { position: 1, delegation: first, gold: 1, silver: 0, bronze: 0, total: 1 },
      { position: 2, delegation: second, gold: 0, silver: 1, bronze: 0, total: 1 },
    ],
    points: [
      { position: 1, delegation: first, points: 10, gold: 1, silver: 0, bronze: 0 },
      { position: 2, delegation: second, points: 8, gold: 0, silver: 1, bronze: 0 },
    ],
  };
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("games screens", { timeout: 30_000 }, () => {
  it("shows a public edition's medal table and reads it again on each live event; bulletins and files on their tabs", async () => {
    signIn(null);
    const opened: { url: string; listeners: Map<string, () => void> }[] = [];
    liveSource.create = (url) => {
      const stream = { url, listeners: new Map<string, () => void>() };
      opened.push(stream);
      return { addEventListener: (type, listener) => stream.listeners.set(type, listener), close: () => {} };
    };
    let sulGold = false;
    const page = (): PublicOlympics => ({
      ...results(sulGold),
      notes: [
        {
          id: "n1",
          title: "Boletim oficial nº 1",
          published_at: "2026-05-02T18:00:00Z",
          body: "<p>Primeiro dia.</p>",
        },
      ],
      downloads: [{ id: "f1", title: "Regulamento geral" }],
    });
    const calls = mockApi(() => okAnswer(page()));
    renderRoutes({
      path: "/public/open/olympics/show/o1",
      routes: [{ path: "/public/open/olympics/show/:id", element: <PublicOlympicsPage /> }],
    });
    const medals = await screen.findByRole("table", { name: "Quadro de medalhas" });
    expect(rowsOf(medals)).toEqual([
      ["1º", "Delegação Norte", "1", "0", "0", "1"],
      ["2º", "Delegação Sul", "0", "1", "0", "1"],
    ]);
    expect(calls[0]?.path).toBe("public/olympics/o1");
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]?.url).toBe(`${BACKEND}/api/v1/public/olympics/o1/events`);

    sulGold = true;
    act(() => opened[0]?.listeners.get("olympics")?.());
    await waitFor(() =>
      expect(rowsOf(screen.getByRole("table", { name: "Quadro de medalhas" }))[0]).toEqual([
        "1º",
        "Delegação Sul",
        "1",
        "0",
        "0",
        "1",
      ]),
    );
    // The event's results: the undecided one waits, a placing of no delegation says so.
    const event = screen.getByRole("table", { name: "Futsal masculino" });
    expect(within(event).getByText("Sem delegação")).toBeTruthy();
    expect(screen.getByText("Aguardando o resultado final")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Boletins" }));
    expect(await screen.findByRole("article", { name: "Boletim oficial nº 1" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Arquivos" }));
    expect((await screen.findByRole("link", { name: "Regulamento geral" })).getAttribute("href")).toBe(
      `${BACKEND}/api/v1/public/olympics/downloads/f1/file`,
    );
  });

  it("lists the edition's events and creates an event's competition in one action", async () => {
    signIn("t", ["olympics"]);
    olympicsLiveSource.open = () => () => {};
    let created = false;
    const overview = (): OlympicsOverview => ({
      olympic,
      delegations: [north, south],
      events: [
        {
          event: futsal,
          competition: { id: "c1", name: "Futsal masculino", status: "running", public: true },
          decided: true,
        },
        {
          event: { ...futsal, id: "e2", name: "Vôlei feminino" },
          competition: created
            ? { id: "c2", name: "Vôlei feminino — Jogos", status: "planned", public: true }
            : null,
          decided: false,
        },
      ],
      counts: { crews: 2, scores: 8, notes: 1, downloads: 0 },
    });
    const calls = mockApi((call) => {
      if (call.method === "POST") {
        created = true;
        return okAnswer({ id: "c2", name: "Vôlei feminino — Jogos", status: "planned", public: true });
      }
      return okAnswer(overview());
    });
    renderRoutes({
      path: "/competitions/olympics/show/o1",
      routes: [{ path: "/competitions/olympics/show/:id", element: <OlympicsShowPage /> }],
    });
    const events = await screen.findByRole("table", { name: "Provas" });
    expect(within(events).getByRole("link", { name: "Futsal masculino" }).getAttribute("href")).toBe(
      "/competitions/competitions/show/c1",
    );
    expect(within(events).getByText("Resultado final")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pontos por colocação (8)" }).getAttribute("href")).toBe(
      "/competitions/olympics/o1/olympicsscores",
    );
    expect(screen.getByRole("link", { name: "Delegações (2)" })).toBeTruthy();
    expect(screen.getByText("Delegação Norte (NOR)")).toBeTruthy();

    fireEvent.click(within(events).getByRole("button", { name: "Criar competição: Vôlei feminino" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.path).toBe("olympics/o1/events/e2/competition");
    expect(await within(events).findByRole("link", { name: "Vôlei feminino — Jogos" })).toBeTruthy();
  });

  it("shows the results with the points table and reads them again on the staff's live stream", async () => {
    signIn("t", ["olympics_full"]);
    const streams: { url: string; onChange: () => void }[] = [];
    olympicsLiveSource.open = (url, onChange) => {
      streams.push({ url, onChange });
      return () => {};
    };
    let sulGold = false;
    const calls = mockApi(() => okAnswer(results(sulGold)));
    renderRoutes({
      path: "/competitions/olympics/results/o1",
      routes: [{ path: "/competitions/olympics/results/:id", element: <OlympicsResultsPage /> }],
    });
    const points = await screen.findByRole("table", { name: "Quadro de pontos" });
    expect(rowsOf(points)[0]).toEqual(["1º", "Delegação Norte", "10", "1", "0", "0"]);
    expect(screen.getByRole("button", { name: "Baixar PDF" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Baixar planilha" })).toBeTruthy();
    expect(streams[0]?.url).toBe(`${BACKEND}/api/v1/olympics/o1/events`);
    sulGold = true;
    const before = calls.length;
    act(() => streams[0]?.onChange());
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole("table", { name: "Quadro de pontos" }))[0]?.[1]).toBe("Delegação Sul"),
    );
  });
});
