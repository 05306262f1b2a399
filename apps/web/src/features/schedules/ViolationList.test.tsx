import type { ScheduleViolationView } from "@quadra/shared/contracts/schedules";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/renderWithProviders.tsx";
import { flaggedItems, movePlacement, SLOT_MINUTES, slotsOfDay, stepPlacement } from "./scheduleBoard.ts";
import { ViolationList } from "./ViolationList.tsx";

afterEach(cleanup);

const show = (violations: ScheduleViolationView[]) =>
  renderRoutes({ routes: [{ path: "/", element: <ViolationList violations={violations} /> }], path: "/" });

const rest: ScheduleViolationView = {
  kind: "team_rest",
  hard: false,
  item_ids: ["duel:a", "duel:b"],
  message: "Leões teria só 10 min de descanso entre A e B (mínimo 60 min).",
};
const overlap: ScheduleViolationView = {
  kind: "space_overlap",
  hard: true,
  item_ids: ["duel:b", "duel:c"],
  message: "B e C se sobrepõem em Quadra 1 (Ginásio).",
};

describe("the board's violation list", () => {
  it("lists every broken constraint with its sentence, the mandatory ones first and counted", async () => {
    show([rest, overlap]);
    const list = await screen.findByRole("list", { name: "Restrições quebradas" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `Obrigatória${overlap.message}`,
      `Recomendação${rest.message}`,
    ]);
    expect(screen.getByText("2 restrições quebradas")).toBeTruthy();
    expect(screen.getByText("1 é obrigatória: corrija ou aceite ao aplicar.")).toBeTruthy();
  });

  it("says when only recommendations are left, and when nothing is broken", async () => {
    show([rest]);
    expect(
      await screen.findByText("São apenas recomendações: a programação pode ser aplicada."),
    ).toBeTruthy();
    expect(screen.getByText("1 restrição quebrada")).toBeTruthy();
    cleanup();
    show([]);
    expect(await screen.findByText("Nenhuma restrição quebrada.")).toBeTruthy();
  });

  it("marks the cards a violation names", () => {
    expect([...flaggedItems([rest, overlap])].sort()).toEqual(["duel:a", "duel:b", "duel:c"]);
  });
});

describe("the board's moves", () => {
  const placement = { item_id: "duel:a", space_id: "s1", start: 1_000, end: 1_050, referees: [] };

  it("moves a card with the arrows a row or a space, never past the edges", () => {
    expect(stepPlacement(placement, ["s1", "s2"], "ArrowDown")).toEqual({
      spaceId: "s1",
      start: 1_000 + SLOT_MINUTES,
    });
    expect(stepPlacement(placement, ["s1", "s2"], "ArrowUp")).toEqual({
      spaceId: "s1",
      start: 1_000 - SLOT_MINUTES,
    });
    expect(stepPlacement(placement, ["s1", "s2"], "ArrowRight")).toEqual({ spaceId: "s2", start: 1_000 });
    expect(stepPlacement(placement, ["s1", "s2"], "ArrowLeft")).toBeNull();
    expect(stepPlacement(placement, ["s1", "s2"], "Enter")).toBeNull();
  });

  it("keeps a moved card's duration", () => {
    expect(movePlacement([placement], "duel:a", "s2", 2_000)).toEqual([
      { ...placement, space_id: "s2", start: 2_000, end: 2_050 },
    ]);
  });

  it("draws a day's rows from the earliest opening to the latest closing, in the tenant's zone", () => {
    // 2026-05-04 08:00–09:00 in São Paulo = 11:00–12:00 UTC.
    const start = Date.UTC(2026, 4, 4, 11, 0) / 60_000;
    const spaces = [
      { id: "s1", name: "Quadra 1", venue_name: "Ginásio", windows: [{ start, end: start + 60 }] },
    ];
    expect(slotsOfDay({ spaces }, "2026-05-04")).toEqual([start, start + 15, start + 30, start + 45]);
    expect(slotsOfDay({ spaces }, "2026-05-05")).toEqual([]);
  });
});
