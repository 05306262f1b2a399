import { cbvSuperliga, fifaFairPlay } from "@quadra/engine";
import type { CriterionKey, FairPlayWeightsValue, PointsTableValue } from "@quadra/shared";
import type { RegulationScoring } from "@quadra/shared/resources/catalog/competitionRules";

/** The engine's JSON a regulation row stores, as its columns name it. */
export type RegulationRules = {
  points: PointsTableValue;
  sequences: CriterionKey[];
  doublesequences: CriterionKey[];
  multiplesequences: CriterionKey[];
  fair_play: FairPlayWeightsValue | null;
};

/** Head-to-head among the teams level on points, then conduct, then lots (FIFA's order). */
const footballTies: CriterionKey[] = [
  "headToHeadPoints",
  "headToHeadGoalDifference",
  "headToHeadGoalsFor",
  "fairPlay",
  "drawingOfLots",
];

/**
 * What a new regulation holds when it is created without its rules (the generic form, an import):
 * the usual table of its scoring, valid as it stands, for the person to edit. Goals: 3-1-0, then
 * points, wins, goal difference and goals scored; among the teams still level, head-to-head, fair
 * play (FIFA's weights) and the drawing of lots. Sets: the CBV Superliga (3–0/3–1 = 3/0, 3–2 = 2/1;
 * points, wins, set average, point average; head-to-head; lots).
 */
export const defaultRules = (scoring: RegulationScoring): RegulationRules =>
  scoring === "sets"
    ? {
        points: { ...cbvSuperliga.points, bySets: cbvSuperliga.points.bySets?.map((rule) => ({ ...rule })) },
        sequences: [...cbvSuperliga.sequences],
        doublesequences: [...(cbvSuperliga.doublesequences ?? [])],
        multiplesequences: [...(cbvSuperliga.multiplesequences ?? [])],
        fair_play: null,
      }
    : {
        points: { win: 3, draw: 1, loss: 0 },
        sequences: ["points", "wins", "goalDifference", "goalsFor"],
        doublesequences: [...footballTies],
        multiplesequences: [...footballTies],
        fair_play: { ...fifaFairPlay },
      };
