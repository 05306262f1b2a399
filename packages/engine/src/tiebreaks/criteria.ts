import type { TeamStats } from "../standings/stats.ts";

/**
 * Every tie-break criterion the engine knows. `headToHead…` criteria are computed only over the
 * matches among the tied teams; `reapply` is a marker: if the criteria before it separated some of
 * the tied teams, the tie-break restarts among those still level (UEFA's rule), choosing the double
 * or multiple sequence again by the new group size. `lastRoundShootout` is UEFA's (EURO art. 20):
 * two teams, the only two on their points, still level when it is reached, that met in the last
 * match of both and drew it are separated by the shoot-out taken after that match.
 */
export type CriterionId =
  | "points"
  | "wins"
  | "draws"
  | "losses"
  | "played"
  | "winPercentage"
  | "goalDifference"
  | "goalsFor"
  | "goalsAgainst"
  | "awayGoals"
  | "awayWins"
  | "pointDifference"
  | "pointsFor"
  | "setRatio"
  | "setDifference"
  | "setsWon"
  | "pointRatio"
  | "walkovers"
  | "fairPlay"
  | "fewestRedCards"
  | "fewestYellowCards"
  | "headToHeadPoints"
  | "headToHeadWins"
  | "headToHeadGoalDifference"
  | "headToHeadGoalsFor"
  | "headToHeadAwayGoals"
  | "headToHeadPointDifference"
  | "headToHeadPointsFor"
  | "headToHeadSetRatio"
  | "headToHeadPointRatio"
  | "externalRank"
  | "drawingOfLots"
  | "lastRoundShootout"
  | "reapply";

export type Criterion = {
  id: CriterionId;
  /** pt-BR label for explanations shown to users. */
  label: string;
  scope: "overall" | "headToHead" | "special";
  /** Larger values rank higher; criteria where less is better return a negated value. */
  value: (stats: TeamStats) => number;
  /** Presents the value as users know it (e.g. "12" cards rather than -12). */
  display: (stats: TeamStats) => string;
};

/** Ratio with the conventions used by FIVB: x/0 with x > 0 ranks above any finite ratio. */
export const ratio = (a: number, b: number): number => {
  if (b === 0) return a === 0 ? 0 : Number.POSITIVE_INFINITY;
  return a / b;
};

const formatRatio = (a: number, b: number): string => {
  const r = ratio(a, b);
  return Number.isFinite(r) ? r.toFixed(3).replace(".", ",") : "MAX";
};

const higher = (
  id: CriterionId,
  label: string,
  value: (s: TeamStats) => number,
  scope: Criterion["scope"] = "overall",
): Criterion => ({ id, label, scope, value, display: (s) => String(value(s)) });

const lower = (id: CriterionId, label: string, value: (s: TeamStats) => number): Criterion => ({
  id,
  label,
  scope: "overall",
  value: (s) => -value(s),
  display: (s) => String(value(s)),
});

const goalDifference = (s: TeamStats) => s.scoreFor - s.scoreAgainst;
const setRatio = (s: TeamStats) => ratio(s.setsWon, s.setsLost);
const pointRatio = (s: TeamStats) =>
  s.setPointsFor + s.setPointsAgainst > 0
    ? ratio(s.setPointsFor, s.setPointsAgainst)
    : ratio(s.scoreFor, s.scoreAgainst);
const displayPointRatio = (s: TeamStats) =>
  s.setPointsFor + s.setPointsAgainst > 0
    ? formatRatio(s.setPointsFor, s.setPointsAgainst)
    : formatRatio(s.scoreFor, s.scoreAgainst);
const h2h = (c: Criterion, label: string): Criterion => ({ ...c, label, scope: "headToHead" });

const base = {
  points: higher("points", "Pontos", (s) => s.points),
  wins: higher("wins", "Vitórias", (s) => s.wins),
  draws: higher("draws", "Empates", (s) => s.draws),
  losses: lower("losses", "Derrotas", (s) => s.losses),
  played: lower("played", "Jogos disputados", (s) => s.played),
  winPercentage: {
    id: "winPercentage",
    label: "Aproveitamento",
    scope: "overall",
    value: (s) => (s.played === 0 ? 0 : s.wins / s.played),
    display: (s) => `${s.played === 0 ? 0 : ((100 * s.wins) / s.played).toFixed(1).replace(".", ",")}%`,
  },
  goalDifference: higher("goalDifference", "Saldo de gols", goalDifference),
  goalsFor: higher("goalsFor", "Gols marcados", (s) => s.scoreFor),
  goalsAgainst: lower("goalsAgainst", "Gols sofridos", (s) => s.scoreAgainst),
  awayGoals: higher("awayGoals", "Gols marcados fora de casa", (s) => s.awayScore),
  awayWins: higher("awayWins", "Vitórias fora de casa", (s) => s.awayWins),
  pointDifference: higher("pointDifference", "Saldo de pontos", goalDifference),
  pointsFor: higher("pointsFor", "Pontos marcados", (s) => s.scoreFor),
  setRatio: {
    ...higher("setRatio", "Set average", setRatio),
    display: (s) => formatRatio(s.setsWon, s.setsLost),
  },
  setDifference: higher("setDifference", "Saldo de sets", (s) => s.setsWon - s.setsLost),
  setsWon: higher("setsWon", "Sets vencidos", (s) => s.setsWon),
  pointRatio: { ...higher("pointRatio", "Point average", pointRatio), display: displayPointRatio },
  walkovers: lower("walkovers", "W.O.", (s) => s.walkoverLosses),
  fairPlay: higher("fairPlay", "Fair play", (s) => s.fairPlay),
  fewestRedCards: lower("fewestRedCards", "Cartões vermelhos", (s) => s.red + s.secondYellow + s.yellowRed),
  fewestYellowCards: lower("fewestYellowCards", "Cartões amarelos", (s) => s.yellow),
} satisfies Record<string, Criterion>;

export const criteria: Record<CriterionId, Criterion> = {
  ...base,
  headToHeadPoints: h2h(base.points, "Confronto direto: pontos"),
  headToHeadWins: h2h(base.wins, "Confronto direto: vitórias"),
  headToHeadGoalDifference: h2h(base.goalDifference, "Confronto direto: saldo de gols"),
  headToHeadGoalsFor: h2h(base.goalsFor, "Confronto direto: gols marcados"),
  headToHeadAwayGoals: h2h(base.awayGoals, "Confronto direto: gols fora de casa"),
  headToHeadPointDifference: h2h(base.pointDifference, "Confronto direto: saldo de pontos"),
  headToHeadPointsFor: h2h(base.pointsFor, "Confronto direto: pontos marcados"),
  headToHeadSetRatio: h2h(base.setRatio, "Confronto direto: set average"),
  headToHeadPointRatio: h2h(base.pointRatio, "Confronto direto: point average"),
  // The four below are resolved by the tie-break routine itself; value() is never called.
  externalRank: { id: "externalRank", label: "Ranking", scope: "special", value: () => 0, display: () => "" },
  drawingOfLots: {
    id: "drawingOfLots",
    label: "Sorteio",
    scope: "special",
    value: () => 0,
    display: () => "",
  },
  reapply: { id: "reapply", label: "Reaplicação", scope: "special", value: () => 0, display: () => "" },
  lastRoundShootout: {
    id: "lastRoundShootout",
    label: "Pênaltis do confronto na última rodada",
    scope: "special",
    value: () => 0,
    display: () => "",
  },
};
