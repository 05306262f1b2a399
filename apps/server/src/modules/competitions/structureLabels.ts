/** The pt-BR names of the structure's fields the rules' refusals name. */
export const STRUCTURE_FIELD_LABELS: Record<string, string> = {
  competition_id: "Competição",
  phase_id: "Fase",
  group_id: "Grupo",
  round_id: "Rodada",
  team_id: "Equipe",
  home_team_id: "Mandante",
  away_team_id: "Visitante",
  home_score: "Placar do mandante",
  away_score: "Placar do visitante",
  status: "Situação",
};
