import type { CriterionId } from "./tiebreaks/criteria.ts";

/** Points for a win decided by a given set score, e.g. volleyball 3–2 gives 2 to the winner and 1 to the loser. */
export type SetScorePoints = { winnerSets: number; loserSets: number; winner: number; loser: number };

/** How many table points each result is worth. */
export type PointsTable = {
  win: number;
  draw: number;
  loss: number;
  /** Points for the side that wins by W.O.; defaults to `win`. */
  walkoverWin?: number;
  /** Points for the side that forfeits; defaults to `loss` (basketball gives 0 instead of 1). */
  walkoverLoss?: number;
  /** Win and loss after overtime (ice hockey: 2 and 1); default to `win`/`loss`. */
  overtimeWin?: number;
  overtimeLoss?: number;
  /** A draw decided by a shoot-out (e.g. 2 and 1); without them a shoot-out changes nothing. */
  shootoutWin?: number;
  shootoutLoss?: number;
  /** Overrides for wins by a given set score, checked before `win`/`loss`. */
  bySets?: readonly SetScorePoints[];
};

/** Weights of the fair-play ("conduct") score; the score is negative, closer to zero is better. */
export type FairPlayWeights = { yellow: number; secondYellow: number; red: number; yellowRed: number };

/**
 * A zone of the final table: positions (1-based) that share a fate, such as qualification,
 * a play-off or relegation. `bestPlaced` takes the best `count` teams at `position` across groups.
 */
export type ClassificationZone = {
  name: string;
  positions: readonly number[];
  kind?: "qualification" | "playoff" | "relegation" | "other";
  bestPlaced?: { position: number; count: number };
};

/**
 * The data that describes how a competition's table is built, mirroring the product's
 * "regulations": points per result, then the ordered tie-break criteria for the general table
 * (`sequences`), for exactly two tied teams (`doublesequences`) and for three or more
 * (`multiplesequences`). When the general sequence cannot separate a group, the group goes on with
 * the double or multiple sequence chosen by its size, head-to-head criteria being computed among
 * the teams of that group.
 */
export type Regulation = {
  name: string;
  points: PointsTable;
  sequences: readonly CriterionId[];
  doublesequences?: readonly CriterionId[];
  multiplesequences?: readonly CriterionId[];
  /** Score recorded for a W.O., e.g. 3–0 in football, when the result itself has none. */
  walkoverScore?: { winner: number; loser: number };
  fairPlay?: FairPlayWeights;
  classificationzones?: readonly ClassificationZone[];
};

/** FIFA's conduct score weights (World Cup 2018 and 2022 regulations). */
export const fifaFairPlay: FairPlayWeights = { yellow: -1, secondYellow: -3, red: -4, yellowRed: -5 };
