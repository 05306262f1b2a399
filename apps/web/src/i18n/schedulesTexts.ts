/**
 * Texts of the games-day board (features/schedules): the setup, the board of spaces and times,
 * the violations and the apply; pt-BR first, then English.
 */
export const schedulesPtBR = {
  schedules: {
    link: "Montar programação",
    title_of: "Programação: {{name}}",
    description:
      "Escolha as áreas de jogo, os dias e as regras; proponha; arraste os jogos (ou use as setas) e aplique quando estiver pronto.",
    back_competition: "Voltar à competição",
    back_olympics: "Voltar aos jogos",
    setup: {
      title: "Configuração da programação",
      spaces: "Áreas de jogo",
      spaces_help: "Quadras, piscinas e pistas que podem receber os jogos.",
      competition_spaces: "Áreas de cada competição",
      competition_spaces_help: "Em branco: usa as áreas de jogo acima.",
      from: "Primeiro dia",
      until: "Último dia",
      day_starts: "Início do dia (opcional)",
      day_ends: "Fim do dia (opcional)",
      duel_minutes: "Duração da partida (min)",
      heat_minutes: "Duração da bateria (min)",
      min_rest: "Descanso mínimo entre jogos (min)",
      changeover: "Intervalo entre jogos no espaço (min)",
      max_per_day: "Máximo de jogos por equipe por dia",
      referees: "Árbitros por partida",
      keep_placed: "Manter os jogos já programados nessas áreas",
      propose: "Propor",
    },
    board: {
      summary: "{{placed}} de {{total}} jogos e baterias programados.",
      unplaced: "{{count}} não couberam: amplie os dias ou as áreas de jogo.",
      empty: "Nada a programar: todos os jogos já foram disputados ou não há jogos gerados.",
      time: "Horário",
      day: "Programação de {{day}}",
      closed_day: "Nenhuma das áreas de jogo abre neste dia.",
      keyboard_help:
        "Para mover um jogo pelo teclado, foque o cartão e use as setas: para cima e para baixo mudam o horário em 15 minutos; para os lados, a área de jogo.",
      card_label: "{{title}}, {{round}}, {{competition}}, {{when}} em {{space}}",
    },
    violations: {
      none: "Nenhuma restrição quebrada.",
      title_one: "{{count}} restrição quebrada",
      title_other: "{{count}} restrições quebradas",
      hard_count_one: "{{count}} é obrigatória: corrija ou aceite ao aplicar.",
      hard_count_other: "{{count}} são obrigatórias: corrija ou aceite ao aplicar.",
      soft_only: "São apenas recomendações: a programação pode ser aplicada.",
      list: "Restrições quebradas",
      hard: "Obrigatória",
      soft: "Recomendação",
    },
    apply: {
      button: "Aplicar",
      accept: "Aplicar mesmo com restrições obrigatórias quebradas",
      done_one: "Programação aplicada: {{count}} item gravado.",
      done_other: "Programação aplicada: {{count}} itens gravados.",
      see_duels: "Ver as partidas",
    },
  },
};

type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export const schedulesEn: Translation<typeof schedulesPtBR> = {
  schedules: {
    link: "Build the schedule",
    title_of: "Schedule: {{name}}",
    description:
      "Choose the playing areas, the days and the rules; propose; drag the games (or use the arrows) and apply when ready.",
    back_competition: "Back to the competition",
    back_olympics: "Back to the games",
    setup: {
      title: "Schedule setup",
      spaces: "Playing areas",
      spaces_help: "Courts, pools and tracks that may host the games.",
      competition_spaces: "Areas of each competition",
      competition_spaces_help: "Left empty: uses the playing areas above.",
      from: "First day",
      until: "Last day",
      day_starts: "Day starts (optional)",
      day_ends: "Day ends (optional)",
      duel_minutes: "Match length (min)",
      heat_minutes: "Heat length (min)",
      min_rest: "Minimum rest between games (min)",
      changeover: "Changeover in a space (min)",
      max_per_day: "Most games per team a day",
      referees: "Referees per match",
      keep_placed: "Keep the games already scheduled on these areas",
      propose: "Propose",
    },
    board: {
      summary: "{{placed}} of {{total}} matches and heats scheduled.",
      unplaced: "{{count}} did not fit: add days or playing areas.",
      empty: "Nothing to schedule: every match was played or none was generated.",
      time: "Time",
      day: "Schedule of {{day}}",
      closed_day: "None of the playing areas opens on this day.",
      keyboard_help:
        "To move a game with the keyboard, focus its card and use the arrows: up and down change the time by 15 minutes; left and right, the playing area.",
      card_label: "{{title}}, {{round}}, {{competition}}, {{when}} at {{space}}",
    },
    violations: {
      none: "No constraint broken.",
      title_one: "{{count}} constraint broken",
      title_other: "{{count}} constraints broken",
      hard_count_one: "{{count}} is mandatory: fix it or accept it when applying.",
      hard_count_other: "{{count}} are mandatory: fix them or accept them when applying.",
      soft_only: "Only recommendations: the schedule can be applied.",
      list: "Broken constraints",
      hard: "Mandatory",
      soft: "Recommendation",
    },
    apply: {
      button: "Apply",
      accept: "Apply even with mandatory constraints broken",
      done_one: "Schedule applied: {{count}} item written.",
      done_other: "Schedule applied: {{count}} items written.",
      see_duels: "See the matches",
    },
  },
};
