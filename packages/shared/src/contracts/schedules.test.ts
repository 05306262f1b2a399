import { describe, expect, it } from "vitest";
import { ZScheduleSetup } from "./schedules.ts";

const setup = {
  space_ids: ["11111111-1111-4111-8111-111111111111"],
  days: ["2026-03-07"],
};
const messageOf = (field: string, value: number) =>
  ZScheduleSetup.safeParse({ ...setup, [field]: value }).error?.issues.find(
    (issue) => issue.path[0] === field,
  )?.message;

describe("the schedule setup's limits", () => {
  it("counts the minutes of each bound in their own number", () => {
    expect(messageOf("heat_minutes", 0)).toBe("Duração da bateria: ao menos 1 minuto.");
    expect(messageOf("duel_minutes", 2)).toBe("Duração da partida: ao menos 5 minutos.");
    expect(messageOf("duel_minutes", 601)).toBe("Duração da partida: no máximo 600 minutos.");
    expect(messageOf("min_rest_minutes", -1)).toBe("Descanso mínimo: não pode ser negativo.");
    expect(messageOf("min_rest_minutes", 1_441)).toBe("Descanso mínimo: no máximo 1.440 minutos.");
  });

  it("says a bare number for a limit without a unit", () => {
    expect(messageOf("max_per_team_per_day", 21)).toBe("Máximo por dia: no máximo 20.");
  });
});
