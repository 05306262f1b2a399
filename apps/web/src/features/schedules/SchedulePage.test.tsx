import { notifications } from "@mantine/notifications";
import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
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
});
