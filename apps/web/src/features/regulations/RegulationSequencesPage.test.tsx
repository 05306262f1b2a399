import { cleanup, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { DoubleSequencesPage, GeneralSequencesPage } from "./RegulationSequencesPage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const ID = "44444444-4444-4444-8444-444444444444";
const CRITERIA = [
  { id: "points", label: "Pontos", scope: "overall" },
  { id: "wins", label: "Vitórias", scope: "overall" },
  { id: "goalDifference", label: "Saldo de gols", scope: "overall" },
  { id: "headToHeadPoints", label: "Confronto direto: pontos", scope: "headToHead" },
  { id: "drawingOfLots", label: "Sorteio", scope: "special" },
];
const REGULATION = {
  id: ID,
  name: "Estadual",
  scoring: "goals",
  points: { win: 3, draw: 1, loss: 0 },
  sequences: ["points", "wins", "goalDifference"],
  doublesequences: ["headToHeadPoints"],
  multiplesequences: [],
  fair_play: { yellow: -1, secondYellow: -3, red: -4, yellowRed: -5 },
  version: 4,
};

const show = (path: string, element: React.ReactNode) =>
  renderRoutes({ path, routes: [{ path: path.replace(ID, ":id"), element }] });

/** The labels of the list being edited, in order. */
const order = () =>
  screen.getAllByTestId("criteria-item").map((item) => within(item).getAllByText(/\S/)[1]!.textContent);

describe("regulation criteria lists", { timeout: 20_000 }, () => {
  beforeEach(() => {
    appStore.set({ backend: BACKEND, token: "t", info: sessionInfo({}) });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reorders with the keyboard buttons, adds from the palette and saves the three lists", async () => {
    const calls = mockApi((call) => {
      if (call.path === "regulations/criteria") return okAnswer(CRITERIA);
      if (call.method === "PUT") return okAnswer({ ...REGULATION, ...call.body, version: 5 });
      return okAnswer(REGULATION);
    });
    show(`/competitions/regulations/sequences/${ID}`, <GeneralSequencesPage />);
    await screen.findByRole("button", { name: "Subir Vitórias" });
    expect(order()).toEqual(["Pontos", "Vitórias", "Saldo de gols"]);
    fireEvent.click(screen.getByRole("button", { name: "Subir Saldo de gols" }));
    expect(order()).toEqual(["Pontos", "Saldo de gols", "Vitórias"]);
    fireEvent.click(screen.getByRole("button", { name: "Descer Pontos" }));
    expect(order()).toEqual(["Saldo de gols", "Pontos", "Vitórias"]);
    // Only criteria not in the list are offered.
    expect(screen.queryByRole("button", { name: "Adicionar Pontos" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Adicionar Sorteio" }));
    fireEvent.click(screen.getByRole("button", { name: "Tirar Vitórias" }));
    expect(order()).toEqual(["Saldo de gols", "Pontos", "Sorteio"]);
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: `regulations/${ID}/sequences`,
      body: {
        sequences: ["goalDifference", "points", "drawingOfLots"],
        doublesequences: ["headToHeadPoints"],
        multiplesequences: [],
        fair_play: REGULATION.fair_play,
        version: 4,
      },
    });
    // The answer becomes the record the screen shows: the next save sends its new version.
    fireEvent.click(await screen.findByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT")[1]!.body.version).toBe(5);
  });

  it("tells a screen reader, in pt-BR, how to drag with the keyboard and where the criterion goes", async () => {
    mockApi((call) => {
      if (call.path === "regulations/criteria") return okAnswer(CRITERIA);
      return okAnswer(REGULATION);
    });
    show(`/competitions/regulations/sequences/${ID}`, <GeneralSequencesPage />);
    // The handle keeps its name; the instructions describe it.
    const handle = await screen.findByRole("button", { name: "Arrastar Vitórias" });
    const instructions = () => document.getElementById(handle.getAttribute("aria-describedby") ?? "");
    await waitFor(() =>
      expect(instructions()?.textContent).toBe(
        "Para mover um critério, pressione espaço ou Enter na alça de arrastar, use as setas para cima e para baixo para levá-lo a outra posição e pressione espaço ou Enter de novo para soltá-lo, ou Esc para desistir.",
      ),
    );
    const announced = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;
    handle.focus();
    fireEvent.keyDown(handle, { key: " ", code: "Space" });
    await waitFor(() => expect(announced()).toBe("Vitórias pego na posição 2 de 3."));
    expect(handle.getAttribute("aria-pressed")).toBe("true");
    fireEvent.keyDown(handle, { key: "Escape", code: "Escape" });
    await waitFor(() => expect(announced()).toBe("Movimento cancelado: Vitórias voltou ao lugar."));
    expect(order()).toEqual(["Pontos", "Vitórias", "Saldo de gols"]);
  });

  it("shows the server's message on the list it is about, and another list's below", async () => {
    mockApi((call) => {
      if (call.path === "regulations/criteria") return okAnswer(CRITERIA);
      if (call.method === "PUT")
        return failAnswer(400, "Corrija os campos", {
          errors: {
            doublesequences: "Na sequência entre duas equipes, nada vem depois do sorteio.",
            sequences: "Confronto direto não entra na sequência geral.",
          },
        });
      return okAnswer(REGULATION);
    });
    show(`/competitions/regulations/doublesequences/${ID}`, <DoubleSequencesPage />);
    await screen.findByRole("button", { name: "Tirar Confronto direto: pontos" });
    fireEvent.click(screen.getByRole("button", { name: "Adicionar Sorteio" }));
    fireEvent.click(screen.getByRole("button", { name: "Subir Sorteio" }));
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toContain(
      "Na sequência entre duas equipes, nada vem depois do sorteio.",
    );
    expect(screen.getByText(/Critérios \(geral\): Confronto direto não entra/)).toBeTruthy();
  });
});
