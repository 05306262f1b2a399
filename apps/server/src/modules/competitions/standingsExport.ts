import type { CompetitionStandingsView } from "@quadra/shared/contracts/competitions";
import type { ExportColumn, ExportRow } from "../../platform/spreadsheets/exportColumns.ts";

/** The columns of the standings spreadsheet, as a printed table reads. */
export const STANDINGS_EXPORT_COLUMNS: ExportColumn[] = [
  { key: "phase", label: "Fase", kind: "text" },
  { key: "group", label: "Grupo", kind: "text" },
  { key: "position", label: "Posição", kind: "number" },
  { key: "team", label: "Equipe", kind: "text" },
  { key: "association", label: "Entidade", kind: "text" },
  { key: "points", label: "Pontos", kind: "number" },
  { key: "played", label: "Jogos", kind: "number" },
  { key: "wins", label: "Vitórias", kind: "number" },
  { key: "draws", label: "Empates", kind: "number" },
  { key: "losses", label: "Derrotas", kind: "number" },
  { key: "score_for", label: "Pró", kind: "number" },
  { key: "score_against", label: "Contra", kind: "number" },
  { key: "score_difference", label: "Saldo", kind: "number" },
  { key: "deductions", label: "Pontos perdidos", kind: "number" },
  { key: "deduction_reasons", label: "Motivo da perda", kind: "list" },
  { key: "zone", label: "Zona", kind: "text" },
  { key: "explanation", label: "Por que está nesta posição", kind: "text" },
];

/** Every group's rows, then the final classification (its rows name the phase each team reached). */
export const standingsExportRows = (view: CompetitionStandingsView): ExportRow[] => [
  ...view.phases.flatMap((phase) =>
    phase.groups.flatMap((group) =>
      group.rows.map((row) => ({
        phase: phase.phase_name,
        group: group.group_name,
        position: row.position,
        team: row.team.name,
        association: row.team.association_name,
        points: row.points,
        played: row.played,
        wins: row.wins,
        draws: row.draws,
        losses: row.losses,
        score_for: row.score_for,
        score_against: row.score_against,
        score_difference: row.score_difference,
        deductions: row.deductions || null,
        deduction_reasons: row.deduction_reasons,
        zone: row.zone?.label ?? null,
        explanation: row.explanation,
      })),
    ),
  ),
  ...view.final.map((row) => ({
    phase: "Classificação final",
    group: row.phase_name,
    position: row.position,
    team: row.team.name,
    association: row.team.association_name,
  })),
];
