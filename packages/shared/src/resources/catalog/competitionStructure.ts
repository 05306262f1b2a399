import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { HEAT_MEASURES } from "./heats.ts";

/**
 * A competition's structure as the engine plays it (module `competitions`): its phases, each
 * phase's groups (a knockout phase has one, its bracket) with their participants and rounds, the
 * duels of each round with their results, the draws that filled the groups, and the points a
 * court deducted. Standings are never stored: they are computed from the duels by the engine on
 * every read, so a result and its table can never disagree.
 */

const base = { permission: "competitions", modules: ["competitions"] } as const;
const position = () =>
  f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, list: true, span: 3 });

export const PHASE_FORMATS = [
  o("round_robin", "Pontos corridos", "Round robin"),
  o("groups", "Grupos", "Groups"),
  o("knockout", "Mata-mata", "Knockout"),
  o("double_elimination", "Dupla eliminação", "Double elimination"),
  o("swiss", "Sistema suíço", "Swiss system"),
  o("heats", "Baterias e provas", "Heats"),
] as const;
export type PhaseFormat = (typeof PHASE_FORMATS)[number]["value"];

export const PHASE_ENTRIES = [
  o("all", "Todas as equipes aprovadas", "Every approved team"),
  o("qualifiers", "Classificados da fase anterior", "Qualifiers of the previous phase"),
  o("manual", "Escolha manual (cabeças de chave)", "Manual choice (seeds)"),
] as const;
export type PhaseEntry = (typeof PHASE_ENTRIES)[number]["value"];

export const PHASE_STATUSES = [
  o("pending", "Aguardando equipes", "Waiting for teams"),
  o("drawn", "Grupos definidos", "Groups set"),
  o("scheduled", "Tabela gerada", "Fixtures generated"),
  o("finished", "Encerrada", "Finished"),
] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number]["value"];

/** A phase of a competition: its format, its regulation and how teams enter it. */
export const phases = defineResource({
  ...base,
  name: "phases",
  parent: { resource: "competitions", field: "competition_id" },
  label: { one: l("Fase", "Phase"), many: l("Fases", "Phases") },
  titleField: "name",
  defaultSort: "position",
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", { required: true }),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      max: 120,
      list: true,
      search: true,
      span: 6,
      help: l("Ex.: Fase de grupos, Quartas de final", "E.g. Group stage, Quarter-finals"),
    }),
    position: position(),
    format: f.select("Formato", "Format", PHASE_FORMATS, {
      required: true,
      default: "groups",
      list: true,
      span: 3,
    }),
    groups_count: f.int("Número de grupos", "Number of groups", { min: 1, max: 64, default: 1, span: 3 }),
    legs: f.int("Turnos (jogos entre cada par)", "Legs (games between each pair)", {
      min: 1,
      max: 4,
      default: 1,
      span: 3,
    }),
    third_place: f.bool("Disputa de 3º lugar", "Third-place match", { span: 3 }),
    swiss_rounds: f.int("Rodadas do suíço", "Swiss rounds", { min: 1, max: 30, span: 3 }),
    entry: f.select("Entrada das equipes", "How teams enter", PHASE_ENTRIES, {
      required: true,
      default: "all",
      span: 6,
    }),
    qualifiers_per_group: f.int(
      "Classificados por grupo (fase anterior)",
      "Qualifiers per group (previous phase)",
      {
        min: 1,
        max: 64,
        span: 6,
      },
    ),
    best_placed: f.int("Melhores colocados extras (fase anterior)", "Extra best-placed (previous phase)", {
      min: 1,
      max: 64,
      span: 6,
      help: l(
        "Ex.: os 2 melhores terceiros entre os grupos.",
        "E.g. the 2 best third-placed teams across the groups.",
      ),
    }),
    regulation_id: f.ref("Regulamento", "Regulation", "regulations", {
      span: 6,
      help: l("Em branco: o da competição.", "Empty: the competition's."),
    }),
    classificationzone_id: f.ref("Zonas de classificação", "Classification zones", "classificationzones", {
      span: 6,
    }),
    measure: f.select("Marca", "Mark", HEAT_MEASURES, {
      default: "time",
      span: 4,
      help: l("Provas com baterias: o que se mede.", "Heat events: what is measured."),
    }),
    lanes: f.int("Raias por bateria", "Lanes per heat", { min: 1, max: 100, default: 8, span: 4 }),
    // Field events: attempts per athlete (usually 3; the best 8 get 3 more, entered as 6 here).
    attempts: f.int("Tentativas por atleta (provas de campo)", "Attempts per athlete (field events)", {
      min: 1,
      max: 6,
      default: 3,
      span: 4,
    }),
    qualify_by_place: f.int(
      "Classificam por colocação em cada bateria (Q)",
      "Qualify by place in each heat (Q)",
      {
        min: 0,
        max: 100,
        span: 4,
      },
    ),
    qualify_by_mark: f.int("Classificam pelas melhores marcas (q)", "Qualify by best marks (q)", {
      min: 0,
      max: 100,
      span: 4,
    }),
    status: f.select("Situação", "Status", PHASE_STATUSES, {
      default: "pending",
      readOnly: true,
      list: true,
      span: 3,
    }),
  },
  showWhen: {
    measure: { field: "format", equals: "heats" },
    lanes: { field: "format", equals: "heats" },
    attempts: { field: "format", equals: "heats" },
    qualify_by_place: { field: "format", equals: "heats" },
    qualify_by_mark: { field: "format", equals: "heats" },
  },
});

/** A group of a phase; a knockout phase has one group, its bracket. */
export const competitiongroups = defineResource({
  ...base,
  name: "competitiongroups",
  parent: { resource: "phases", field: "phase_id" },
  label: { one: l("Grupo", "Group"), many: l("Grupos", "Groups") },
  titleField: "name",
  defaultSort: "position",
  fields: {
    phase_id: f.ref("Fase", "Phase", "phases", { required: true }),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      max: 40,
      list: true,
      search: true,
      span: 6,
    }),
    position: position(),
  },
});

/** A team in a group, with the pot and seed it was drawn from. */
export const groupparticipants = defineResource({
  ...base,
  name: "groupparticipants",
  parent: { resource: "competitiongroups", field: "group_id" },
  label: {
    one: l("Participante do grupo", "Group participant"),
    many: l("Participantes do grupo", "Group participants"),
  },
  titleField: "team_id",
  defaultSort: "seed",
  fields: {
    group_id: f.ref("Grupo", "Group", "competitiongroups", { required: true }),
    team_id: f.ref("Equipe", "Team", "teams", { required: true, unique: true, list: true, span: 6 }),
    seed: f.int("Cabeça de chave (ordem)", "Seed", { min: 1, max: 512, list: true, sort: true, span: 3 }),
    pot: f.int("Pote", "Pot", { min: 1, max: 64, list: true, span: 3 }),
    // Why a team placed by hand is here (a place inherited, an invited team), shown beside it.
    notes: f.text("Observação", "Note", {
      max: 200,
      list: true,
      search: true,
      span: 12,
      help: l(
        "Ex.: vaga herdada da desistência do Clube X.",
        "E.g. place taken over from Club X, which withdrew.",
      ),
    }),
  },
});

/** A round of a group (Berger tables) or of a bracket. */
export const rounds = defineResource({
  ...base,
  name: "rounds",
  parent: { resource: "competitiongroups", field: "group_id" },
  actions: ["list", "get", "update", "export"],
  label: { one: l("Rodada", "Round"), many: l("Rodadas", "Rounds") },
  titleField: "name",
  defaultSort: "number",
  fields: {
    group_id: f.ref("Grupo", "Group", "competitiongroups", { required: true }),
    number: f.int("Número", "Number", {
      required: true,
      min: 1,
      max: 1_000,
      readOnly: true,
      list: true,
      sort: true,
      span: 3,
    }),
    name: f.text("Nome", "Name", { required: true, max: 80, list: true, search: true, span: 6 }),
    leg: f.int("Turno", "Leg", { min: 1, max: 4, default: 1, readOnly: true, list: true, span: 3 }),
    starts_on: f.date("Data", "Date", { list: true, span: 4 }),
  },
});

export const DUEL_STATUSES = [
  o("scheduled", "Agendada", "Scheduled"),
  o("played", "Resultado lançado", "Result entered"),
  o("confirmed", "Resultado confirmado", "Result confirmed"),
  o("cancelled", "Cancelada", "Cancelled"),
] as const;
export type DuelStatus = (typeof DUEL_STATUSES)[number]["value"];

export const DUEL_SIDES = [o("home", "Mandante", "Home"), o("away", "Visitante", "Away")] as const;

/**
 * A duel (partida) of a round. The schedule and the notes are edited on the generic form and in
 * bulk; the teams, the result and its status are written only by the competition's operations
 * (generation, result sheet, confirmation), which check them with the engine and recompute the
 * standings.
 */
export const duels = defineResource({
  ...base,
  name: "duels",
  parent: { resource: "rounds", field: "round_id" },
  actions: ["list", "get", "update", "export"],
  label: { one: l("Partida", "Match"), many: l("Partidas", "Matches") },
  titleField: "number",
  defaultSort: "number",
  fields: {
    round_id: f.ref("Rodada", "Round", "rounds", { required: true }),
    // The round gives the group and the phase; the competition is kept on the duel for the lists
    // of a whole competition (all_duels, the public page) without three joins.
    competition_id: f.ref("Competição", "Competition", "competitions", { readOnly: true }),
    number: f.int("Jogo nº", "Match no.", {
      min: 1,
      max: 100_000,
      readOnly: true,
      list: true,
      sort: true,
      span: 3,
    }),
    bracket_match: f.text("Posição na chave", "Bracket slot", { max: 40, readOnly: true }),
    home_team_id: f.ref("Mandante", "Home", "teams", { readOnly: true, list: true }),
    away_team_id: f.ref("Visitante", "Away", "teams", { readOnly: true, list: true }),
    scheduled_at: f.datetime("Data e hora", "Date and time", {
      list: true,
      sort: true,
      filter: true,
      span: 4,
    }),
    place: f.text("Local", "Place", { max: 200, list: true, search: true, span: 4 }),
    court: f.text("Quadra / campo", "Court / pitch", { max: 60, span: 4 }),
    // The space the scheduler placed it on; `court` keeps the shown name (filled from the space).
    space_id: f.ref("Área de jogo", "Playing area", "spaces", { clearOnDelete: true, filter: true, span: 4 }),
    home_score: f.int("Placar do mandante", "Home score", { min: 0, max: 999, readOnly: true, list: true }),
    away_score: f.int("Placar do visitante", "Away score", { min: 0, max: 999, readOnly: true, list: true }),
    sets: f.json("Sets ou períodos", "Sets or periods", { readOnly: true }),
    walkover: f.select("W.O. de", "Walkover by", DUEL_SIDES, { readOnly: true }),
    overtime: f.bool("Decidida na prorrogação", "Decided in overtime", { readOnly: true }),
    shootout_home: f.int("Pênaltis do mandante", "Home shoot-out", { min: 0, max: 99, readOnly: true }),
    shootout_away: f.int("Pênaltis do visitante", "Away shoot-out", { min: 0, max: 99, readOnly: true }),
    cards: f.json("Cartões e pontos disciplinares", "Cards and disciplinary points", { readOnly: true }),
    status: f.select("Situação", "Status", DUEL_STATUSES, {
      default: "scheduled",
      readOnly: true,
      list: true,
      filter: true,
      span: 4,
    }),
    result_by: f.ref("Resultado lançado por", "Result entered by", PEOPLE_REF, {
      readOnly: true,
      clearOnDelete: true,
    }),
    result_at: f.datetime("Resultado lançado em", "Result entered at", { readOnly: true }),
    confirmed_by: f.ref("Confirmado por", "Confirmed by", PEOPLE_REF, {
      readOnly: true,
      clearOnDelete: true,
    }),
    confirmed_at: f.datetime("Confirmado em", "Confirmed at", { readOnly: true }),
    notes: f.textarea("Observações da súmula", "Match sheet notes", { max: 5_000 }),
  },
});

/**
 * A draw of teams from pots into a phase's groups: the seed, the pots and the groups it gave, so
 * anyone can run the same draw again and get the same groups (the public "audit the draw").
 */
export const competitiondraws = defineResource({
  ...base,
  name: "competitiondraws",
  parent: { resource: "phases", field: "phase_id" },
  // Read through the competition's draw operations (the pots screen, the public audit).
  actions: ["get"],
  label: { one: l("Sorteio", "Draw"), many: l("Sorteios", "Draws") },
  titleField: "seed",
  defaultSort: "-created_at",
  fields: {
    phase_id: f.ref("Fase", "Phase", "phases", { required: true }),
    seed: f.text("Semente", "Seed", { required: true, max: 64, readOnly: true, list: true }),
    pots: f.json("Potes", "Pots", { readOnly: true }),
    groups: f.json("Grupos sorteados", "Drawn groups", { readOnly: true }),
    conflicts: f.int("Equipes da mesma entidade no grupo", "Same-association clashes", {
      min: 0,
      max: 10_000,
      readOnly: true,
      list: true,
    }),
    drawn_by: f.ref("Sorteado por", "Drawn by", PEOPLE_REF, {
      readOnly: true,
      clearOnDelete: true,
      list: true,
    }),
  },
});

/** Table points a court or the federation took from a team, with the reason the tables show. */
export const pointdeductions = defineResource({
  ...base,
  name: "pointdeductions",
  parent: { resource: "competitions", field: "competition_id" },
  label: { one: l("Perda de pontos", "Points deduction"), many: l("Perdas de pontos", "Points deductions") },
  titleField: "reason",
  defaultSort: "-decided_on",
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", { required: true }),
    team_id: f.ref("Equipe", "Team", "teams", { required: true, list: true, filter: true, span: 6 }),
    phase_id: f.ref("Fase", "Phase", "phases", {
      list: true,
      span: 6,
      help: l("Em branco: todas as fases de pontos.", "Empty: every points phase."),
    }),
    points: f.int("Pontos perdidos", "Points deducted", {
      required: true,
      min: 1,
      max: 100,
      list: true,
      span: 3,
    }),
    decided_on: f.date("Decidido em", "Decided on", { list: true, sort: true, span: 3 }),
    reason: f.textarea("Motivo", "Reason", { required: true, max: 500, list: true, search: true }),
  },
});

export const COMPETITION_STRUCTURE_RESOURCES = [
  phases,
  competitiongroups,
  groupparticipants,
  rounds,
  duels,
  competitiondraws,
  pointdeductions,
];
