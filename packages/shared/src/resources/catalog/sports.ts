import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

const sportsBase = { permission: "sports", menu: "admin_tools" } as const;
const ofSport = { ...sportsBase, parent: { resource: "sports", field: "sport_id" } } as const;
const sportRef = () => f.ref("Modalidade", "Sport", "sports", { required: true });
const order = () => f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, span: 4 });
const active = () => f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 4 });

export const SPORT_KINDS = [
  o("individual", "Individual", "Individual"),
  o("team", "Coletiva", "Team"),
  o("both", "Individual e coletiva", "Individual and team"),
] as const;

export const SCORING_TYPES = [
  o("points", "Placar (gols, pontos)", "Score (goals, points)"),
  o("sets", "Sets e games", "Sets and games"),
  o("time", "Tempo", "Time"),
  o("distance", "Distância ou marca", "Distance or mark"),
  o("judges", "Notas de arbitragem", "Judges' scores"),
  o("placement", "Colocação", "Placement"),
] as const;

export const RESULT_ORDERS = [
  o("higher", "Maior vence", "Higher wins"),
  o("lower", "Menor vence", "Lower wins"),
] as const;

export const GENDER_DIVISIONS = [
  o("male", "Masculino", "Men"),
  o("female", "Feminino", "Women"),
  o("mixed", "Misto", "Mixed"),
] as const;

/** A sport (modalidade) the federation runs, with its governing confederation. */
export const sports = defineResource({
  ...sportsBase,
  name: "sports",
  icon: "ball-football",
  label: { one: l("Modalidade", "Sport"), many: l("Modalidades", "Sports") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    abbreviation: f.text("Sigla", "Abbreviation", { max: 10, list: true, search: true, span: 4 }),
    icon: f.image("Ícone", "Icon", { span: 6 }),
    kind: f.select("Tipo", "Kind", SPORT_KINDS, {
      required: true,
      default: "individual",
      list: true,
      filter: true,
      span: 6,
    }),
    gender_divisions: f.multiselect("Naipes", "Divisions", GENDER_DIVISIONS, { filter: true, span: 6 }),
    olympic: f.bool("Modalidade olímpica", "Olympic sport", { filter: true, span: 3 }),
    paralympic: f.bool("Modalidade paralímpica", "Paralympic sport", { filter: true, span: 3 }),
    scoring: f.select("Tipo de resultado", "Scoring", SCORING_TYPES, {
      required: true,
      default: "points",
      list: true,
      filter: true,
      span: 6,
    }),
    result_order: f.select("Melhor resultado", "Best result", RESULT_ORDERS, {
      required: true,
      default: "higher",
      span: 6,
      help: l("Em provas de tempo, menor vence.", "In timed events, lower wins."),
    }),
    players_on_field: f.int("Atletas em jogo por equipe", "Players in play per team", {
      min: 1,
      max: 100,
      span: 6,
    }),
    max_roster: f.int("Máximo de inscritos por equipe", "Largest roster", { min: 1, max: 500, span: 6 }),
    governing_body: f.text("Confederação", "Governing body", { max: 200, search: true, span: 8 }),
    governing_body_acronym: f.text("Sigla da confederação", "Governing body acronym", {
      max: 20,
      list: true,
      search: true,
      span: 4,
    }),
    governing_body_cnpj: f.cnpj("CNPJ da confederação", "Governing body CNPJ", { span: 6 }),
    governing_body_url: f.url("Site da confederação", "Governing body website", { span: 6 }),
    description: f.textarea("Descrição", "Description", { max: 5_000 }),
    order: order(),
    active: active(),
  },
  sections: [
    {
      title: l("Modalidade", "Sport"),
      fields: ["name", "abbreviation", "icon", "kind", "gender_divisions", "olympic", "paralympic"],
    },
    {
      title: l("Resultados", "Results"),
      fields: ["scoring", "result_order", "players_on_field", "max_roster"],
    },
    {
      title: l("Confederação", "Governing body"),
      fields: ["governing_body", "governing_body_acronym", "governing_body_cnpj", "governing_body_url"],
    },
    { title: l("Outros", "Other"), fields: ["description", "order", "active"] },
  ],
  publicRead: { statusField: "active", publishedValue: true },
});

export const SPORT_ROLE_TYPES = [
  o("athlete", "Atleta (posição)", "Athlete (position)"),
  o("captain", "Capitão", "Captain"),
  o("staff", "Comissão técnica", "Staff"),
  o("official", "Oficial de partida", "Match official"),
] as const;

/** Positions and roles of a sport (goleiro, levantador, capitão…), used in rosters and match sheets. */
export const sportroles = defineResource({
  ...ofSport,
  name: "sportroles",
  label: {
    one: l("Função da modalidade", "Sport role"),
    many: l("Funções da modalidade", "Sport roles"),
  },
  titleField: "name",
  defaultSort: "order",
  fields: {
    sport_id: sportRef(),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    abbreviation: f.text("Sigla", "Abbreviation", { max: 10, list: true, span: 4 }),
    type: f.select("Tipo", "Type", SPORT_ROLE_TYPES, {
      default: "athlete",
      list: true,
      filter: true,
      span: 6,
    }),
    max_per_team: f.int("Máximo por equipe", "Most per team", { min: 0, max: 500, span: 6 }),
    order: order(),
    active: active(),
  },
});

export const MOMENT_KINDS = [
  o("regular", "Tempo regulamentar", "Regular time"),
  o("break", "Intervalo", "Break"),
  o("extra", "Prorrogação", "Extra time"),
  o("shootout", "Desempate (pênaltis, tie-break)", "Shoot-out or tie-break"),
] as const;

/** Periods of a match (1º tempo, intervalo, prorrogação, pênaltis), in order, for the match sheet. */
export const sportmoments = defineResource({
  ...ofSport,
  name: "sportmoments",
  label: {
    one: l("Momento da partida", "Match period"),
    many: l("Momentos da partida", "Match periods"),
  },
  titleField: "name",
  defaultSort: "order",
  fields: {
    sport_id: sportRef(),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    abbreviation: f.text("Sigla", "Abbreviation", { max: 10, list: true, span: 4 }),
    kind: f.select("Tipo", "Kind", MOMENT_KINDS, { default: "regular", list: true, filter: true, span: 6 }),
    duration_minutes: f.int("Duração (minutos)", "Length (minutes)", {
      min: 0,
      max: 600,
      list: true,
      span: 6,
    }),
    counts_for_result: f.bool("Conta para o placar", "Counts towards the score", { default: true, span: 4 }),
    order: order(),
    active: active(),
  },
});

export const PAPER_TYPES = [
  o("scoresheet", "Súmula", "Score sheet"),
  o("registration", "Ficha de inscrição", "Entry form"),
  o("medical", "Atestado médico", "Medical certificate"),
  o("authorization", "Autorização de responsável", "Guardian's consent"),
  o("report", "Relatório", "Report"),
  o("other", "Outro", "Other"),
] as const;

export const PAPER_SUBJECTS = [
  o("athlete", "Atleta", "Athlete"),
  o("team", "Equipe", "Team"),
  o("match", "Partida", "Match"),
  o("official", "Oficial ou árbitro", "Official or referee"),
] as const;

/** Forms and documents of a sport (súmula, ficha, atestado), with the model to download. */
export const sportpapers = defineResource({
  ...ofSport,
  name: "sportpapers",
  label: {
    one: l("Documento da modalidade", "Sport form"),
    many: l("Documentos da modalidade", "Sport forms"),
  },
  titleField: "name",
  defaultSort: "order",
  fields: {
    sport_id: sportRef(),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 160,
      span: 8,
    }),
    type: f.select("Tipo", "Type", PAPER_TYPES, { required: true, list: true, filter: true, span: 4 }),
    applies_to: f.select("Refere-se a", "Concerns", PAPER_SUBJECTS, {
      default: "athlete",
      list: true,
      filter: true,
      span: 4,
    }),
    mandatory: f.bool("Obrigatório", "Mandatory", { list: true, filter: true, span: 4 }),
    validity_months: f.int("Validade (meses)", "Valid for (months)", {
      min: 1,
      max: 120,
      span: 4,
      help: l("Em branco: não vence.", "Empty: never expires."),
    }),
    template: f.file("Modelo (arquivo)", "Template (file)", { span: 12 }),
    description: f.textarea("Instruções", "Instructions", { max: 3_000 }),
    order: order(),
    active: active(),
  },
});

export const FIX_TRIGGERS = [
  o("result", "Ao lançar o resultado", "When a result is entered"),
  o("walkover", "Em W.O. (ausência)", "On a walkover"),
  o("punishment", "Em punição", "On a punishment"),
  o("standings", "Ao calcular a classificação", "When standings are computed"),
] as const;

export const MATCH_MODES = [
  o("all", "Todas as condições", "All conditions"),
  o("any", "Qualquer condição", "Any condition"),
] as const;

/** A rule applied to results (W.O., perda de pontos…): its conditions and actions are children. */
export const sportfixes = defineResource({
  ...ofSport,
  name: "sportfixes",
  label: {
    one: l("Regra de resultado", "Result rule"),
    many: l("Regras de resultado", "Result rules"),
  },
  titleField: "name",
  defaultSort: "priority",
  fields: {
    sport_id: sportRef(),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 160,
      span: 8,
    }),
    priority: f.int("Prioridade", "Priority", {
      default: 0,
      min: 0,
      max: 10_000,
      list: true,
      span: 4,
      help: l("Menor número aplica primeiro.", "Lower numbers apply first."),
    }),
    trigger: f.select("Quando aplicar", "When", FIX_TRIGGERS, {
      required: true,
      default: "result",
      list: true,
      filter: true,
      span: 6,
    }),
    match_mode: f.select("Aplicar quando atender", "Apply when matching", MATCH_MODES, {
      required: true,
      default: "all",
      span: 6,
    }),
    stop_after: f.bool("Não aplicar as regras seguintes", "Stop after this rule", { span: 6 }),
    active: f.bool("Ativa", "Active", { default: true, list: true, filter: true, span: 6 }),
    description: f.textarea("Descrição", "Description", { max: 3_000, search: true }),
  },
});

export const CONDITION_SUBJECTS = [
  o("score", "Placar da equipe", "Team score"),
  o("opponent_score", "Placar do adversário", "Opponent score"),
  o("score_difference", "Saldo do placar", "Score difference"),
  o("sets_won", "Sets vencidos", "Sets won"),
  o("players_present", "Atletas presentes", "Players present"),
  o("absent", "Equipe ausente (1 = sim)", "Team absent (1 = yes)"),
  o("cards", "Cartões ou faltas", "Cards or fouls"),
  o("time", "Tempo (segundos)", "Time (seconds)"),
] as const;

export const OPERATORS = [
  o("eq", "Igual a", "Equals"),
  o("ne", "Diferente de", "Differs from"),
  o("gt", "Maior que", "Greater than"),
  o("gte", "Maior ou igual a", "At least"),
  o("lt", "Menor que", "Less than"),
  o("lte", "Menor ou igual a", "At most"),
  o("between", "Entre", "Between"),
] as const;

/** A condition of a result rule: `<subject> <operator> <value>`, optionally in one match period. */
export const sportfixconditions = defineResource({
  permission: "sports",
  menu: "admin_tools",
  parent: { resource: "sportfixes", field: "sportfix_id" },
  name: "sportfixconditions",
  label: { one: l("Condição", "Condition"), many: l("Condições", "Conditions") },
  titleField: "label",
  defaultSort: "order",
  fields: {
    sportfix_id: f.ref("Regra", "Rule", "sportfixes", { required: true }),
    label: f.text("Descrição", "Description", { required: true, list: true, search: true, max: 160 }),
    subject: f.select("O que testar", "Subject", CONDITION_SUBJECTS, {
      required: true,
      list: true,
      filter: true,
      span: 4,
    }),
    operator: f.select("Comparação", "Operator", OPERATORS, {
      required: true,
      default: "eq",
      list: true,
      span: 4,
    }),
    value: f.decimal("Valor", "Value", { required: true, list: true, span: 4 }),
    value_to: f.decimal("Até", "Up to", { span: 4, notBefore: "value" }),
    sportmoment_id: f.ref("Momento da partida", "Match period", "sportmoments", {
      span: 8,
      help: l("Em branco: a partida inteira.", "Empty: the whole match."),
    }),
    order: order(),
  },
  showWhen: { value_to: { field: "operator", equals: "between" } },
});

export const FIX_ACTIONS = [
  o("set_score", "Definir o placar", "Set the score"),
  o("add_points", "Somar pontos na classificação", "Add standings points"),
  o("subtract_points", "Tirar pontos da classificação", "Take standings points"),
  o("set_winner", "Declarar vencedor", "Declare the winner"),
  o("disqualify", "Desclassificar", "Disqualify"),
  o("notify", "Avisar a organização", "Tell the organizers"),
] as const;

export const FIX_TARGETS = [
  o("team", "A equipe", "The team"),
  o("opponent", "O adversário", "The opponent"),
  o("both", "As duas", "Both"),
] as const;

/** What a result rule does when its conditions hold (placar de W.O., perda de pontos…). */
export const sportfixactions = defineResource({
  permission: "sports",
  menu: "admin_tools",
  parent: { resource: "sportfixes", field: "sportfix_id" },
  name: "sportfixactions",
  label: { one: l("Ação", "Action"), many: l("Ações", "Actions") },
  titleField: "label",
  defaultSort: "order",
  fields: {
    sportfix_id: f.ref("Regra", "Rule", "sportfixes", { required: true }),
    label: f.text("Descrição", "Description", { required: true, list: true, search: true, max: 160 }),
    action: f.select("Ação", "Action", FIX_ACTIONS, { required: true, list: true, filter: true, span: 6 }),
    target: f.select("Sobre", "Applies to", FIX_TARGETS, {
      required: true,
      default: "team",
      list: true,
      span: 6,
    }),
    score_for: f.int("Placar a favor", "Score for", { min: 0, max: 10_000, span: 6 }),
    score_against: f.int("Placar contra", "Score against", { min: 0, max: 10_000, span: 6 }),
    points: f.decimal("Pontos", "Points", { min: 0, max: 10_000, span: 6 }),
    message: f.textarea("Mensagem", "Message", { max: 1_000 }),
    order: order(),
  },
  showWhen: {
    score_for: { field: "action", equals: "set_score" },
    score_against: { field: "action", equals: "set_score" },
    message: { field: "action", equals: "notify" },
  },
});

export const CHECK_GROUP_TYPES = [
  o("equipment", "Equipamentos e uniformes", "Equipment and kit"),
  o("medical", "Saúde", "Medical"),
  o("venue", "Local de competição", "Venue"),
  o("documents", "Documentos", "Documents"),
  o("safety", "Segurança", "Safety"),
  o("other", "Outro", "Other"),
] as const;

export const CHECK_SUBJECTS = [
  o("athlete", "Atleta", "Athlete"),
  o("team", "Equipe", "Team"),
  o("match", "Partida", "Match"),
  o("venue", "Local", "Venue"),
  o("official", "Oficial ou árbitro", "Official or referee"),
] as const;

export const CHECK_MOMENTS = [
  o("registration", "Na inscrição", "At entry"),
  o("before_match", "Antes da partida", "Before the match"),
  o("after_match", "Depois da partida", "After the match"),
  o("periodic", "Periodicamente", "Periodically"),
] as const;

/** A checklist of a sport (vistoria de equipamentos, checagem médica); its items are `sportchecks`. */
export const sportcheckgroups = defineResource({
  ...ofSport,
  name: "sportcheckgroups",
  label: { one: l("Lista de verificação", "Checklist"), many: l("Listas de verificação", "Checklists") },
  titleField: "name",
  defaultSort: "order",
  fields: {
    sport_id: sportRef(),
    name: f.text("Nome", "Name", { required: true, unique: true, list: true, search: true, max: 160 }),
    type: f.select("Tipo", "Type", CHECK_GROUP_TYPES, { required: true, list: true, filter: true, span: 4 }),
    applies_to: f.select("Verifica", "Checks", CHECK_SUBJECTS, {
      default: "athlete",
      list: true,
      filter: true,
      span: 4,
    }),
    moment: f.select("Quando", "When", CHECK_MOMENTS, { default: "before_match", list: true, span: 4 }),
    blocking: f.bool("Impede a participação se pendente", "Blocks taking part while pending", { span: 6 }),
    description: f.textarea("Instruções", "Instructions", { max: 3_000 }),
    order: order(),
    active: active(),
  },
});

export const CHECK_ANSWERS = [
  o("yes_no", "Sim ou não", "Yes or no"),
  o("number", "Número", "Number"),
  o("text", "Texto", "Text"),
  o("photo", "Foto", "Photo"),
] as const;

/** One item of a checklist, with the answer it expects. */
export const sportchecks = defineResource({
  permission: "sports",
  menu: "admin_tools",
  parent: { resource: "sportcheckgroups", field: "sportcheckgroup_id" },
  name: "sportchecks",
  label: { one: l("Item de verificação", "Check"), many: l("Itens de verificação", "Checks") },
  titleField: "label",
  defaultSort: "order",
  fields: {
    sportcheckgroup_id: f.ref("Lista de verificação", "Checklist", "sportcheckgroups", { required: true }),
    label: f.text("Item", "Item", { required: true, list: true, search: true, max: 200 }),
    answer_type: f.select("Tipo de resposta", "Answer", CHECK_ANSWERS, {
      required: true,
      default: "yes_no",
      list: true,
      span: 4,
    }),
    mandatory: f.bool("Obrigatório", "Mandatory", { default: true, list: true, span: 4 }),
    blocking: f.bool("Reprovação impede a participação", "A failure blocks taking part", { span: 4 }),
    min_value: f.decimal("Valor mínimo", "Lowest value", { span: 4 }),
    max_value: f.decimal("Valor máximo", "Highest value", { span: 4, notBefore: "min_value" }),
    unit: f.text("Unidade", "Unit", { max: 20, span: 4 }),
    description: f.textarea("Instruções", "Instructions", { max: 2_000 }),
    order: order(),
  },
  showWhen: {
    min_value: { field: "answer_type", equals: "number" },
    max_value: { field: "answer_type", equals: "number" },
    unit: { field: "answer_type", equals: "number" },
  },
});

export const ACTIVITY_METRICS = [
  o("athletes", "Atletas registrados", "Registered athletes"),
  o("teams", "Equipes inscritas", "Entered teams"),
  o("associations", "Entidades ativas", "Active associations"),
  o("competitions", "Competições realizadas", "Competitions held"),
  o("matches", "Partidas disputadas", "Matches played"),
  o("scores", "Pontos ou gols marcados", "Points or goals scored"),
  o("referees", "Árbitros atuantes", "Active referees"),
  o("manual", "Informado manualmente", "Entered by hand"),
] as const;

export const ACTIVITY_PERIODS = [
  o("season", "Temporada atual", "Current season"),
  o("year", "Ano corrente", "Current year"),
  o("month", "Mês corrente", "Current month"),
  o("all_time", "Desde o início", "All time"),
] as const;

/** An indicator of a sport's activity summary (atletas registrados, partidas disputadas…). */
export const sportactivitiessums = defineResource({
  ...ofSport,
  name: "sportactivitiessums",
  label: {
    one: l("Indicador de atividade", "Activity indicator"),
    many: l("Resumo de atividades", "Activity summary"),
  },
  titleField: "name",
  defaultSort: "order",
  fields: {
    sport_id: sportRef(),
    name: f.text("Nome", "Name", { required: true, unique: true, list: true, search: true, max: 160 }),
    metric: f.select("Indicador", "Metric", ACTIVITY_METRICS, {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    period: f.select("Período", "Period", ACTIVITY_PERIODS, { default: "season", list: true, span: 6 }),
    value: f.decimal("Valor", "Value", { min: 0, span: 4 }),
    unit: f.text("Unidade", "Unit", {
      max: 30,
      span: 4,
      help: l("Ex.: atletas, gols", "E.g. athletes, goals"),
    }),
    goal: f.decimal("Meta", "Goal", { min: 0, span: 4 }),
    public: f.bool("Exibir no portal público", "Show on the public portal", {
      list: true,
      filter: true,
      span: 4,
    }),
    order: order(),
    active: active(),
  },
  showWhen: { value: { field: "metric", equals: "manual" } },
  publicRead: { statusField: "public", publishedValue: true },
});

export const SPORT_RESOURCES = [
  sports,
  sportroles,
  sportmoments,
  sportpapers,
  sportfixes,
  sportfixconditions,
  sportfixactions,
  sportcheckgroups,
  sportchecks,
  sportactivitiessums,
];
