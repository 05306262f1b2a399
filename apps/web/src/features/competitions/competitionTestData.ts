import type { DuelView, StandingRowView } from "@quadra/shared/contracts/competitions";

/** Rows and duels as the competition operations answer them, for the feature's tests. */
export const team = (id: string, name: string) => ({ id, name, association_name: null });

export const standingRow = (patch: Partial<StandingRowView> & { team: StandingRowView["team"] }) =>
  ({
    position: 1,
    points: 0,
    played: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    score_for: 0,
    score_against: 0,
    score_difference: 0,
    sets_won: 0,
    sets_lost: 0,
    deductions: 0,
    deduction_reasons: [],
    fair_play: 0,
    shared: false,
    zone: null,
    explanation: null,
    ...patch,
  }) satisfies StandingRowView;

export const duelView = (patch: Partial<DuelView> = {}): DuelView => ({
  id: "d1",
  number: 1,
  competition_id: "c1",
  phase_id: "p1",
  phase_name: "Fase de grupos",
  group_id: "g1",
  group_name: "Grupo A",
  round_id: "r1",
  round_number: 1,
  round_name: "1ª rodada",
  bracket_match: null,
  home: team("t1", "Alfa"),
  away: team("t2", "Beta"),
  scheduled_at: null,
  place: null,
  court: null,
  home_score: null,
  away_score: null,
  sets: null,
  walkover: null,
  overtime: false,
  shootout_home: null,
  shootout_away: null,
  cards: null,
  status: "scheduled",
  version: 1,
  ...patch,
});
