import { notifications } from "@mantine/notifications";
import { cleanup, configure, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, failAnswer, mockApi, okAnswer } from "../admin/testApi.ts";
import { OlympicsSchedulePage } from "./SchedulePage.tsx";

configure({ asyncUtilTimeout: 5_000 });

const SPACE = "7d0c6f7e-3f0a-4b8e-9d55-0c7f8a1b2c3d";
const REFUSED = "Áreas de jogo: alguma das áreas escolhidas não existe ou está inativa.";

describe("the games-day page", () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a refused setup's field error once, under the field, without a notice", async () => {
    const shown = vi.spyOn(notifications, "show");
    const calls = mockApi((call) =>
      call.path.endsWith("schedule/propose")
        ? failAnswer(400, REFUSED, { errors: { space_ids: REFUSED } })
        : okAnswer([{ id: SPACE, title: "Ginásio – Quadra 1" }]),
    );
    renderRoutes({
      path: "/competitions/olympics/o1/gamesday",
      routes: [{ path: "/competitions/olympics/:parent_id/gamesday", element: <OlympicsSchedulePage /> }],
    });
    fireEvent.click(await screen.findByRole("combobox", { name: /^Áreas de jogo/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Ginásio – Quadra 1", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Propor" }));
    expect((await screen.findAllByText(REFUSED)).length).toBe(1);
    const field = screen.getByText(REFUSED).closest(".mantine-InputWrapper-root") as HTMLElement;
    expect(field.textContent).toContain("Áreas de jogo");
    expect(calls.filter((call) => call.path.endsWith("schedule/propose")).length).toBe(1);
    expect(shown).not.toHaveBeenCalled();
  });

  it("says any other failure in one notice", async () => {
    const shown = vi.spyOn(notifications, "show");
    mockApi((call) =>
      call.path.endsWith("schedule/propose")
        ? failAnswer(409, "A edição já terminou.")
        : okAnswer([{ id: SPACE, title: "Ginásio – Quadra 1" }]),
    );
    renderRoutes({
      path: "/competitions/olympics/o1/gamesday",
      routes: [{ path: "/competitions/olympics/:parent_id/gamesday", element: <OlympicsSchedulePage /> }],
    });
    fireEvent.click(await screen.findByRole("combobox", { name: /^Áreas de jogo/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Ginásio – Quadra 1", hidden: true }));
    fireEvent.click(screen.getByRole("button", { name: "Propor" }));
    await vi.waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(shown.mock.calls[0]?.[0].message).toBe("A edição já terminou.");
  });

  it("gives a games edition's competition areas of its own, sent with the setup; one left empty uses the areas above", async () => {
    const COURT = SPACE;
    const POOL = "0b9c2a4e-1d7f-4c3a-8e6b-5a4d3c2b1a09";
    const FUTSAL = "c1111111-1111-4111-8111-111111111111";
    const SWIMMING = "c2222222-2222-4222-8222-222222222222";
    const competition = (id: string, name: string) => ({ id, name, status: "running", public: true });
    const calls = mockApi((call) => {
      if (call.path.endsWith("/overview"))
        return okAnswer({
          olympic: { id: "o1", name: "Jogos Escolares 2026" },
          delegations: [],
          events: [
            { event: { id: "e1" }, competition: competition(FUTSAL, "Futsal masculino"), decided: false },
            { event: { id: "e2" }, competition: competition(SWIMMING, "Natação 50 m livre"), decided: false },
            { event: { id: "e3" }, competition: null, decided: false },
          ],
          counts: { crews: 0, scores: 0, notes: 0, downloads: 0 },
        });
      if (call.path.endsWith("schedule/propose")) return failAnswer(409, "A edição já terminou.");
      return okAnswer([
        { id: COURT, title: "Ginásio – Quadra 1" },
        { id: POOL, title: "Parque Aquático – Piscina" },
      ]);
    });
    renderRoutes({
      path: "/competitions/olympics/o1/gamesday",
      routes: [{ path: "/competitions/olympics/:parent_id/gamesday", element: <OlympicsSchedulePage /> }],
    });
    fireEvent.click(await screen.findByRole("combobox", { name: /^Áreas de jogo/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Ginásio – Quadra 1", hidden: true }));
    // One area field per competition of the edition (an event without its competition has none).
    expect(await screen.findByText("Áreas de cada competição")).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Futsal masculino" })).toBeTruthy();
    const swimming = screen.getByRole("combobox", { name: "Natação 50 m livre" });
    fireEvent.click(swimming);
    // Its own list of options (every area field has one).
    await vi.waitFor(() =>
      expect(document.getElementById(swimming.getAttribute("aria-controls")!)).toBeTruthy(),
    );
    const list = document.getElementById(swimming.getAttribute("aria-controls")!)!;
    fireEvent.click(
      await within(list).findByRole("option", { name: "Parque Aquático – Piscina", hidden: true }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Propor" }));
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith("schedule/propose"))).toBe(true));
    const proposed = calls.find((call) => call.path.endsWith("schedule/propose"))!.body as {
      space_ids: string[];
      competition_spaces: { competition_id: string; space_ids: string[] }[];
    };
    expect(proposed.space_ids).toEqual([COURT]);
    expect(proposed.competition_spaces).toEqual([{ competition_id: SWIMMING, space_ids: [POOL] }]);
  });
});
