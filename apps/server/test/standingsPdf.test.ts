import type { CompetitionStandingsView, StandingRowView } from "@quadra/shared/contracts/competitions";
import { describe, expect, it } from "vitest";
import { standingsPdf } from "../src/modules/competitions/standingsPdf.ts";
import { pdfText } from "./pdfText.ts";

const row = (position: number): StandingRowView => ({
  position,
  team: { id: `t${position}`, name: `Equipe ${position}`, association_name: null },
  points: 60 - position,
  played: 20,
  wins: 10,
  draws: 0,
  losses: 10,
  score_for: 1500,
  score_against: 1400,
  score_difference: 100,
  sets_won: 33,
  sets_lost: 21,
  deductions: 0,
  deduction_reasons: [],
  fair_play: 0,
  shared: false,
  zone: null,
  explanation: `À frente de Equipe ${position + 1} pelo critério sets (3 × 2)`,
});

const written = async (view: CompetitionStandingsView) => {
  const chunks: Buffer[] = [];
  for await (const chunk of standingsPdf(view, {
    tenantName: "Federação de Vôlei",
    period: "Temporada 2026",
  }))
    chunks.push(chunk as Buffer);
  return pdfText(Buffer.concat(chunks));
};

describe("the classifications' PDF", () => {
  it("writes a sets regulation's columns and carries a long table over pages under its header again", async () => {
    const text = await written({
      competition_id: "c",
      competition_name: "Liga Estadual de Vôlei",
      phases: [
        {
          phase_id: "p",
          phase_name: "Turno único",
          format: "round_robin",
          status: "running",
          scoring: "sets",
          groups: [
            {
              group_id: "g",
              group_name: "Grupo único",
              phase_id: "p",
              rows: [1, 2, 3].flatMap((n) => Array.from({ length: 20 }, (_, i) => row(i + 1 + (n - 1) * 20))),
            },
          ],
        },
      ],
      final: [],
    });
    expect(text).toContain("SV");
    expect(text).toContain("SP");
    expect(text).not.toContain("SG");
    expect(text).toContain("Equipe 60");
    expect(text).toContain("Página 2");
    expect(text).toContain("Turno único (continuação)");
    expect(text.match(/Federação de Vôlei/g)!.length).toBeGreaterThan(1);
  });

  it("says so when there is no table yet", async () => {
    const text = await written({ competition_id: "c", competition_name: "Copa", phases: [], final: [] });
    expect(text).toContain("A competição ainda não tem tabelas de classificação.");
  });
});
