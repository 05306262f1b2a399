import type { Regulation } from "../regulation.ts";

/**
 * FIVB (Volleyball Nations League and FIVB pools): 3–0 and 3–1 give 3 points to the winner and
 * 0 to the loser, 3–2 gives 2 and 1. The table is ordered by number of matches won, then match
 * points, sets ratio, points ratio, and the result of the last match between the tied teams.
 */
export const fivbVolleyball: Regulation = {
  name: "FIVB – voleibol",
  points: {
    win: 3,
    draw: 0,
    loss: 0,
    bySets: [
      { winnerSets: 3, loserSets: 0, winner: 3, loser: 0 },
      { winnerSets: 3, loserSets: 1, winner: 3, loser: 0 },
      { winnerSets: 3, loserSets: 2, winner: 2, loser: 1 },
    ],
  },
  sequences: ["wins", "points", "setRatio", "pointRatio"],
  doublesequences: ["headToHeadPoints", "headToHeadSetRatio", "headToHeadPointRatio", "drawingOfLots"],
  multiplesequences: ["headToHeadPoints", "headToHeadSetRatio", "headToHeadPointRatio", "drawingOfLots"],
  // A forfeited match is lost 0–3 with every set 0–25 (FIVB Sports Regulations).
  walkoverScore: { winner: 3, loser: 0 },
};

/** Superliga / CBV style: the same points, but ordered by match points first. */
export const cbvSuperliga: Regulation = {
  ...fivbVolleyball,
  name: "CBV Superliga",
  sequences: ["points", "wins", "setRatio", "pointRatio"],
};
