import { z } from "zod";
import type { RegulationScoring } from "../resources/catalog/competitionRules.ts";

/**
 * What the regulations' operations exchange (docs/competitions.md): the engine's presets and
 * criteria as the editor shows them, and the point table and criteria lists it saves. The JSON is
 * the engine's own (`PointsTable`, `CriterionId[]`, `FairPlayWeights`); the server checks it with
 * the engine's `validateRegulation` besides these shapes.
 */

/**
 * The engine's criterion ids (packages/engine, tiebreaks/criteria.ts). Listed here because the web
 * app must not bundle the engine; apps/server/test/regulations.test.ts fails when the two differ.
 */
export const CRITERION_IDS = [
  "points",
  "wins",
  "draws",
  "losses",
  "played",
  "winPercentage",
  "goalDifference",
  "goalsFor",
  "goalsAgainst",
  "awayGoals",
  "awayWins",
  "pointDifference",
  "pointsFor",
  "setRatio",
  "setDifference",
  "setsWon",
  "pointRatio",
  "walkovers",
  "fairPlay",
  "fewestRedCards",
  "fewestYellowCards",
  "headToHeadPoints",
  "headToHeadWins",
  "headToHeadGoalDifference",
  "headToHeadGoalsFor",
  "headToHeadAwayGoals",
  "headToHeadPointDifference",
  "headToHeadPointsFor",
  "headToHeadSetRatio",
  "headToHeadPointRatio",
  "externalRank",
  "drawingOfLots",
  "lastRoundShootout",
  "reapply",
] as const;
export type CriterionKey = (typeof CRITERION_IDS)[number];

/** The three ordered lists of a regulation, in the order the editor shows them. */
export const SEQUENCE_LISTS = ["sequences", "doublesequences", "multiplesequences"] as const;
export type SequenceList = (typeof SEQUENCE_LISTS)[number];

/** Bounds of the point table: a result is worth a handful of points, never hundreds. */
export const POINTS_LIMITS = { min: -10, max: 100, maxSetRules: 12, maxSets: 9 } as const;
/** A list holds each criterion once (reapply may repeat), so it is never longer than this. */
export const MAX_CRITERIA_PER_LIST = 40;

const points = (label: string) =>
  z
    .number({ error: `Informe os pontos de ${label}.` })
    .int(`Os pontos de ${label} são um número inteiro.`)
    .min(POINTS_LIMITS.min, `Os pontos de ${label} vão de ${POINTS_LIMITS.min} a ${POINTS_LIMITS.max}.`)
    .max(POINTS_LIMITS.max, `Os pontos de ${label} vão de ${POINTS_LIMITS.min} a ${POINTS_LIMITS.max}.`);
/** An optional score of the table: absent (or null from a cleared field) means "as a plain win/loss". */
const optionalPoints = (label: string) =>
  points(label)
    .nullish()
    .transform((value) => value ?? undefined);
const sets = (label: string, min: number) =>
  z
    .number({ error: `Informe os sets ${label}.` })
    .int(`Os sets ${label} são um número inteiro.`)
    .min(min, `Os sets ${label} vão de ${min} a ${POINTS_LIMITS.maxSets}.`)
    .max(POINTS_LIMITS.maxSets, `Os sets ${label} vão de ${min} a ${POINTS_LIMITS.maxSets}.`);

/** Points for a win by a given set score (volleyball 3–2 = 2 and 1). */
export const ZSetScorePoints = z.object({
  winnerSets: sets("do vencedor", 1),
  loserSets: sets("do perdedor", 0),
  winner: points("quem vence com esse placar"),
  loser: points("quem perde com esse placar"),
});

/** The engine's `PointsTable`, bounded. */
export const ZPointsTable = z.object({
  win: points("vitória"),
  draw: points("empate"),
  loss: points("derrota"),
  walkoverWin: optionalPoints("vitória por W.O."),
  walkoverLoss: optionalPoints("derrota por W.O."),
  overtimeWin: optionalPoints("vitória na prorrogação"),
  overtimeLoss: optionalPoints("derrota na prorrogação"),
  shootoutWin: optionalPoints("vitória nos pênaltis"),
  shootoutLoss: optionalPoints("derrota nos pênaltis"),
  bySets: z
    .array(ZSetScorePoints)
    .max(POINTS_LIMITS.maxSetRules, `Use até ${POINTS_LIMITS.maxSetRules} placares de sets.`)
    .optional(),
});
export type PointsTableInput = z.input<typeof ZPointsTable>;
/** The point table as stored (the engine's `PointsTable`): the optional scores absent when unset. */
export type PointsTableValue = {
  win: number;
  draw: number;
  loss: number;
  walkoverWin?: number;
  walkoverLoss?: number;
  overtimeWin?: number;
  overtimeLoss?: number;
  shootoutWin?: number;
  shootoutLoss?: number;
  bySets?: { winnerSets: number; loserSets: number; winner: number; loser: number }[];
};

const version = z
  .number({ error: "Recarregue a página e tente de novo." })
  .int("Recarregue a página e tente de novo.")
  .min(0, "Recarregue a página e tente de novo.");

/** PUT regulations/:id/points: the table and the version the person edited. */
export const ZSavePoints = z.object({ points: ZPointsTable, version });
export type SavePointsInput = z.input<typeof ZSavePoints>;

const criteriaList = z
  .array(z.enum(CRITERION_IDS, { error: "Critério desconhecido." }), {
    error: "Informe a lista de critérios.",
  })
  .max(MAX_CRITERIA_PER_LIST, `Use até ${MAX_CRITERIA_PER_LIST} critérios.`);

const weight = (label: string) =>
  z
    .number({ error: `Informe o peso de ${label}.` })
    .int(`O peso de ${label} é um número inteiro.`)
    .min(-20, `O peso de ${label} vai de -20 a 0.`)
    .max(0, `O peso de ${label} vai de -20 a 0 (cartões tiram pontos).`);

/** The engine's `FairPlayWeights`: what each card takes from the conduct score. */
export const ZFairPlayWeights = z.object({
  yellow: weight("cartão amarelo"),
  secondYellow: weight("segundo amarelo"),
  red: weight("vermelho direto"),
  yellowRed: weight("amarelo seguido de vermelho"),
});
export type FairPlayWeightsValue = z.output<typeof ZFairPlayWeights>;

/** PUT regulations/:id/sequences: the three lists (and the fair-play weights the lists may use). */
export const ZSaveSequences = z.object({
  sequences: criteriaList,
  doublesequences: criteriaList,
  multiplesequences: criteriaList,
  fair_play: ZFairPlayWeights.nullish().transform((value) => value ?? null),
  version,
});
export type SaveSequencesInput = z.input<typeof ZSaveSequences>;

/** POST regulations/presets/:preset: the name of the new regulation. */
export const ZFromPreset = z.object({
  name: z
    .string({ error: "Informe o nome do regulamento." })
    .trim()
    .min(1, "Informe o nome do regulamento.")
    .max(160, "Use até 160 caracteres."),
});
export type FromPresetInput = z.input<typeof ZFromPreset>;

/** The pt-BR names of the fields these operations' 400s name. */
export const REGULATION_FIELD_LABELS: Record<string, string> = {
  name: "Nome",
  preset: "Modelo",
  version: "Versão",
  points: "Pontuação por resultado",
  "points.win": "Vitória",
  "points.draw": "Empate",
  "points.loss": "Derrota",
  "points.walkoverWin": "Vitória por W.O.",
  "points.walkoverLoss": "Derrota por W.O.",
  "points.overtimeWin": "Vitória na prorrogação",
  "points.overtimeLoss": "Derrota na prorrogação",
  "points.shootoutWin": "Vitória nos pênaltis",
  "points.shootoutLoss": "Derrota nos pênaltis",
  "points.bySets": "Pontos por placar de sets",
  sequences: "Critérios de desempate (geral)",
  doublesequences: "Critérios entre duas equipes",
  multiplesequences: "Critérios entre três ou mais",
  fair_play: "Pesos do fair play",
  "fair_play.yellow": "Cartão amarelo",
  "fair_play.secondYellow": "Segundo amarelo",
  "fair_play.red": "Vermelho direto",
  "fair_play.yellowRed": "Amarelo seguido de vermelho",
};

/** A criterion of the engine as the editor's palette shows it. */
export type RegulationCriterion = {
  id: CriterionKey;
  /** pt-BR, the same words the tables' explanations use. */
  label: string;
  /** overall: over every match; headToHead: among the tied teams only; special: lots, ranking, shoot-out, reapply. */
  scope: "overall" | "headToHead" | "special";
};

/** A real rule set to start a regulation from. */
export type RegulationPreset = {
  id: string;
  name: string;
  /** The sport in pt-BR (Futebol, Voleibol…), matched by name to the tenant's sports on copy. */
  sport: string;
  scoring: RegulationScoring;
  /** The point table in one line, e.g. "Vitória 3, empate 1, derrota 0". */
  points_summary: string;
  /** The criteria labels of each list, in order. */
  criteria: Record<SequenceList, string[]>;
  /** Where the rules come from (the regulation and its article). */
  source: string;
};

/** A regulation as its operations answer it: the resource's record. */
export type RegulationRecord = {
  id: string;
  name: string;
  sport_id: string | null;
  scoring: RegulationScoring;
  walkover_winner_score: number | null;
  walkover_loser_score: number | null;
  preset: string | null;
  points: PointsTableValue | null;
  sequences: CriterionKey[] | null;
  doublesequences: CriterionKey[] | null;
  multiplesequences: CriterionKey[] | null;
  fair_play: FairPlayWeightsValue | null;
  description: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};
