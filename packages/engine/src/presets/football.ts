import { fifaFairPlay, type Regulation } from "../regulation.ts";

const football = { win: 3, draw: 1, loss: 0 } as const;

/**
 * FIFA World Cup group stage (2018 and 2022 regulations, art. 32.5 / 13.8): points, goal
 * difference and goals in all group matches; then points, goal difference and goals in the
 * matches among the teams concerned; then the conduct (fair-play) score; then drawing of lots.
 */
export const fifaWorldCup: Regulation = {
  name: "FIFA World Cup – fase de grupos",
  points: football,
  sequences: ["points", "goalDifference", "goalsFor"],
  doublesequences: [
    "headToHeadPoints",
    "headToHeadGoalDifference",
    "headToHeadGoalsFor",
    "fairPlay",
    "drawingOfLots",
  ],
  multiplesequences: [
    "headToHeadPoints",
    "headToHeadGoalDifference",
    "headToHeadGoalsFor",
    "fairPlay",
    "drawingOfLots",
  ],
  walkoverScore: { winner: 3, loser: 0 },
  fairPlay: fifaFairPlay,
  classificationzones: [{ name: "Oitavas de final", positions: [1, 2], kind: "qualification" }],
};

/**
 * CBF Campeonato Brasileiro Série A: points, wins, goal difference, goals scored, head-to-head
 * (only when exactly two clubs are level), fewest red cards, fewest yellow cards, draw.
 * Zones as in the 2024 regulation (Libertadores group stage 1–4, qualifiers 5–6, Sul-Americana
 * 7–12, relegation 17–20); federations adjust them per season.
 */
export const brasileiraoSerieA: Regulation = {
  name: "Campeonato Brasileiro Série A",
  points: football,
  sequences: ["points", "wins", "goalDifference", "goalsFor"],
  doublesequences: [
    "headToHeadPoints",
    "headToHeadGoalDifference",
    "headToHeadAwayGoals",
    "fewestRedCards",
    "fewestYellowCards",
    "drawingOfLots",
  ],
  multiplesequences: ["fewestRedCards", "fewestYellowCards", "drawingOfLots"],
  walkoverScore: { winner: 3, loser: 0 },
  classificationzones: [
    { name: "Libertadores (fase de grupos)", positions: [1, 2, 3, 4], kind: "qualification" },
    { name: "Libertadores (pré-Libertadores)", positions: [5, 6], kind: "qualification" },
    { name: "Sul-Americana", positions: [7, 8, 9, 10, 11, 12], kind: "qualification" },
    { name: "Rebaixamento", positions: [17, 18, 19, 20], kind: "relegation" },
  ],
};

/**
 * UEFA club competitions' group stage (Champions League / Europa League up to 2020-21): head-to-head
 * first (points, goal difference, goals, away goals among the tied clubs), re-applied to the clubs
 * still level, then overall goal difference, goals, away goals, wins, away wins, disciplinary
 * points and finally the club coefficient (`externalRank`).
 */
export const uefaClubGroupStage: Regulation = {
  name: "UEFA competições de clubes – fase de grupos",
  points: football,
  sequences: ["points"],
  doublesequences: uefaClubTies(),
  multiplesequences: uefaClubTies(),
  walkoverScore: { winner: 3, loser: 0 },
  fairPlay: { yellow: -1, secondYellow: -3, red: -3, yellowRed: -3 },
  classificationzones: [
    { name: "Oitavas de final", positions: [1, 2], kind: "qualification" },
    { name: "Liga Europa", positions: [3], kind: "other" },
  ],
};

function uefaClubTies(): Regulation["sequences"] {
  return uefaTies({ headToHead: ["headToHeadAwayGoals"], overall: ["awayGoals", "wins", "awayWins"] });
}

/** UEFA's shape: head-to-head points, difference and goals (plus extras), re-applied, then overall criteria. */
function uefaTies({
  headToHead,
  overall,
}: {
  headToHead: Regulation["sequences"];
  overall: Regulation["sequences"];
}): Regulation["sequences"] {
  return [
    "headToHeadPoints",
    "headToHeadGoalDifference",
    "headToHeadGoalsFor",
    ...headToHead,
    "reapply",
    "goalDifference",
    "goalsFor",
    ...overall,
    "fairPlay",
    "externalRank",
  ];
}

/**
 * UEFA's disciplinary points for the EUROs (art. 20.01): 1 for a single yellow card, 3 for a red
 * card after two yellows, 3 for a direct red, 4 for a yellow card followed by a direct red.
 */
const euroFairPlay = { yellow: -1, secondYellow: -3, red: -3, yellowRed: -4 } as const;

/** The EURO's 24 teams in six groups: the first two and the four best thirds go to the round of 16. */
const euroZones: Regulation["classificationzones"] = [
  { name: "Oitavas de final", positions: [1, 2], kind: "qualification" },
  { name: "Melhores terceiros", positions: [3], kind: "playoff", bestPlaced: { position: 3, count: 4 } },
];

/**
 * UEFA EURO 2020 group stage: head-to-head points, goal difference and goals, re-applied to the
 * teams still level, then overall goal difference, goals, wins, disciplinary points and the
 * European Qualifiers ranking (`externalRank`).
 */
export const uefaEuro: Regulation = {
  name: "UEFA EURO – fase de grupos",
  points: football,
  sequences: ["points"],
  doublesequences: euroTies(),
  multiplesequences: euroTies(),
  walkoverScore: { winner: 3, loser: 0 },
  fairPlay: euroFairPlay,
  classificationzones: euroZones,
};

function euroTies(): Regulation["sequences"] {
  return uefaTies({ headToHead: [], overall: ["wins"] });
}

/**
 * UEFA EURO 2024 group stage (art. 20.01): the same head-to-head criteria, re-applied, then overall
 * goal difference and goals; no overall wins. Then the shoot-out of two teams, the only two on
 * their points, level after meeting in the last round (g), the disciplinary points (h) and the
 * European Qualifiers overall ranking (i).
 */
export const uefaEuro2024: Regulation = {
  name: "UEFA EURO 2024 – fase de grupos",
  points: football,
  sequences: ["points"],
  doublesequences: euro2024Ties(),
  multiplesequences: euro2024Ties(),
  walkoverScore: { winner: 3, loser: 0 },
  fairPlay: euroFairPlay,
  classificationzones: euroZones,
};

function euro2024Ties(): Regulation["sequences"] {
  return [
    "headToHeadPoints",
    "headToHeadGoalDifference",
    "headToHeadGoalsFor",
    "reapply",
    "goalDifference",
    "goalsFor",
    "lastRoundShootout",
    "fairPlay",
    "externalRank",
  ];
}
