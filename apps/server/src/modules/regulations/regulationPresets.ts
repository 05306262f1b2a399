import {
  brasileiraoSerieA,
  cbvSuperliga,
  criteria,
  fibaBasketball,
  fifaWorldCup,
  fivbVolleyball,
  ihfHandball,
  type PointsTable,
  type Regulation,
  uefaClubGroupStage,
  uefaEuro2024,
} from "@quadra/engine";
import type { CriterionKey, RegulationPreset, SequenceList } from "@quadra/shared";
import type { RegulationScoring } from "@quadra/shared/resources/catalog/competitionRules";
import type { RegulationRules } from "./regulationDefaults.ts";

/** A preset of the engine with what the editor shows of it and the names its sport goes by. */
type PresetEntry = {
  regulation: Regulation;
  /** The sport's names a tenant may use, the first as shown: a copy points at the tenant's sport. */
  sports: readonly string[];
  scoring: RegulationScoring;
  source: string;
};

const FOOTBALL = ["Futebol", "Futebol de campo"] as const;
const VOLLEYBALL = ["Voleibol", "Vôlei", "Voleibol de quadra"] as const;

/**
 * The real rule sets a regulation can start from, by id. The athletics presets are left out: they
 * are qualification rules between rounds of a timed event (Q by place, q by mark), not a table's
 * points and tie-breaks, and a heats phase reads them itself.
 */
export const REGULATION_PRESETS: Readonly<Record<string, PresetEntry>> = {
  fifaWorldCup: {
    regulation: fifaWorldCup,
    sports: FOOTBALL,
    scoring: "goals",
    source: "Regulamento da Copa do Mundo FIFA 2022, art. 13",
  },
  brasileiraoSerieA: {
    regulation: brasileiraoSerieA,
    sports: FOOTBALL,
    scoring: "goals",
    source: "Regulamento Específico do Campeonato Brasileiro Série A (CBF), 2024",
  },
  uefaClubGroupStage: {
    regulation: uefaClubGroupStage,
    sports: FOOTBALL,
    scoring: "goals",
    source: "Regulamento da UEFA Champions League (fase de grupos até 2020-21), art. 17",
  },
  uefaEuro2024: {
    regulation: uefaEuro2024,
    sports: FOOTBALL,
    scoring: "goals",
    source: "Regulamento do UEFA EURO 2024, art. 20",
  },
  fivbVolleyball: {
    regulation: fivbVolleyball,
    sports: VOLLEYBALL,
    scoring: "sets",
    source: "Regulamentos esportivos da FIVB (Liga das Nações)",
  },
  cbvSuperliga: {
    regulation: cbvSuperliga,
    sports: VOLLEYBALL,
    scoring: "sets",
    source: "Regulamento da Superliga (CBV)",
  },
  fibaBasketball: {
    regulation: fibaBasketball,
    sports: ["Basquetebol", "Basquete"],
    scoring: "goals",
    source: "Regras Oficiais de Basquetebol da FIBA, D.1",
  },
  ihfHandball: {
    regulation: ihfHandball,
    sports: ["Handebol", "Handebol de quadra"],
    scoring: "goals",
    source: "Regulamento dos Campeonatos Mundiais da IHF",
  },
};

const LISTS: readonly SequenceList[] = ["sequences", "doublesequences", "multiplesequences"];

/** "Vitória 3, empate 1, derrota 0; 3–2: 2 × 1; W.O.: 2 × 0": the table in one line. */
export const pointsSummary = (points: PointsTable): string => {
  const parts = [`Vitória ${points.win}, empate ${points.draw}, derrota ${points.loss}`];
  for (const rule of points.bySets ?? [])
    parts.push(`${rule.winnerSets}–${rule.loserSets}: ${rule.winner} × ${rule.loser}`);
  if (points.walkoverWin !== undefined || points.walkoverLoss !== undefined)
    parts.push(`W.O.: ${points.walkoverWin ?? points.win} × ${points.walkoverLoss ?? points.loss}`);
  if (points.overtimeWin !== undefined || points.overtimeLoss !== undefined)
    parts.push(`prorrogação: ${points.overtimeWin ?? points.win} × ${points.overtimeLoss ?? points.loss}`);
  if (points.shootoutWin !== undefined)
    parts.push(`pênaltis: ${points.shootoutWin} × ${points.shootoutLoss ?? points.draw}`);
  return parts.join("; ");
};

/** The presets as the editor lists them. */
export const presetViews = (): RegulationPreset[] =>
  Object.entries(REGULATION_PRESETS).map(([id, entry]) => ({
    id,
    name: entry.regulation.name,
    sport: entry.sports[0]!,
    scoring: entry.scoring,
    points_summary: pointsSummary(entry.regulation.points),
    criteria: Object.fromEntries(
      LISTS.map((list) => [list, (entry.regulation[list] ?? []).map((id) => criteria[id].label)]),
    ) as Record<SequenceList, string[]>,
    source: entry.source,
  }));

/** A preset's rules as a regulation row stores them (copies: editing the row never touches the preset). */
export const presetRules = (regulation: Regulation): RegulationRules => ({
  points: structuredClone(regulation.points) as RegulationRules["points"],
  sequences: [...regulation.sequences] as CriterionKey[],
  doublesequences: [...(regulation.doublesequences ?? [])] as CriterionKey[],
  multiplesequences: [...(regulation.multiplesequences ?? [])] as CriterionKey[],
  fair_play: regulation.fairPlay ? { ...regulation.fairPlay } : null,
});
