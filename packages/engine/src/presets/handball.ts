import type { Regulation } from "../regulation.ts";

/**
 * IHF handball (World Championship style): 2 points for a win, 1 for a draw. Teams level on points
 * are ranked by the matches among them (points, goal difference, goals), then by goal difference
 * and goals in all matches, then by drawing of lots.
 */
export const ihfHandball: Regulation = {
  name: "IHF – handebol",
  points: { win: 2, draw: 1, loss: 0 },
  sequences: ["points"],
  doublesequences: handballTies(),
  multiplesequences: handballTies(),
  walkoverScore: { winner: 10, loser: 0 },
};

function handballTies(): Regulation["sequences"] {
  return [
    "headToHeadPoints",
    "headToHeadGoalDifference",
    "headToHeadGoalsFor",
    "goalDifference",
    "goalsFor",
    "drawingOfLots",
  ];
}
