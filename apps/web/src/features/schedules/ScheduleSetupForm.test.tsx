import { cleanup, configure, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../platform/state/appStore.ts";
import { sessionInfo } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { BACKEND, mockApi, okAnswer } from "../admin/testApi.ts";
import { ScheduleSetupForm, setupErrorsOnFields } from "./ScheduleSetupForm.tsx";

configure({ asyncUtilTimeout: 5_000 });

/** The wrapper of a field (its label, input and error), found by its label. */
const fieldOf = (label: string) =>
  screen.getByText(label, { selector: "label" }).closest(".mantine-InputWrapper-root") as HTMLElement;

describe("the schedule setup", () => {
  beforeEach(() => appStore.set({ backend: BACKEND, token: "t", info: sessionInfo() }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says what is missing under the fields with the API's contract, never in the browser's bubble", async () => {
    mockApi(() => okAnswer([]));
    const onPropose = vi.fn();
    renderRoutes({
      path: "/",
      routes: [{ path: "/", element: <ScheduleSetupForm busy={false} onPropose={onPropose} /> }],
    });
    const form = screen.getByRole("form", { name: "Configuração da programação" });
    expect((form as HTMLFormElement).noValidate).toBe(true);
    // No space chosen, the last day cleared.
    fireEvent.change(fieldOf("Último dia").querySelector("input")!, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Propor" }));
    expect((await screen.findAllByText("Áreas de jogo: escolha ao menos uma.")).length).toBe(1);
    expect(fieldOf("Áreas de jogo").textContent).toContain("Áreas de jogo: escolha ao menos uma.");
    expect(fieldOf("Último dia").textContent).toContain("Dias: escolha ao menos um.");
    expect(onPropose).not.toHaveBeenCalled();
  });

  it("puts the days' error under the first day when it is the one missing", () => {
    expect(setupErrorsOnFields({ days: "Dias: escolha ao menos um." }, { from: "" })).toEqual({
      from: "Dias: escolha ao menos um.",
    });
    expect(setupErrorsOnFields({ days: "x", space_ids: "y" }, { from: "2026-05-01" })).toEqual({
      until: "x",
      space_ids: "y",
    });
  });
});
