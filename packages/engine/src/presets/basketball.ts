import type { Regulation } from "../regulation.ts";

/**
 * FIBA Official Basketball Rules, D.1 classification: 2 points per win, 1 per loss (including a
 * loss by default), 0 per forfeit. Ties: among the tied teams, game points, then point
 * difference, then points scored, re-applied when some were separated; then over all games point
 * difference and points scored; then drawing of lots.
 */
export const fibaBasketball: Regulation = {
  name: "FIBA – basquete",
  points: { win: 2, draw: 1, loss: 1, walkoverWin: 2, walkoverLoss: 0 },
  sequences: ["points"],
  doublesequences: fibaTies(),
  multiplesequences: fibaTies(),
  walkoverScore: { winner: 20, loser: 0 },
};

function fibaTies(): Regulation["sequences"] {
  return [
    "headToHeadPoints",
    "headToHeadPointDifference",
    "headToHeadPointsFor",
    "reapply",
    "pointDifference",
    "pointsFor",
    "drawingOfLots",
  ];
}
