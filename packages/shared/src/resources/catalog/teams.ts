import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { REVIEW_STATUSES } from "./people.ts";

/**
 * The first slice of competitions (module `competitions`): a competition, the teams associations
 * enter in it and each team's members. It is what the people register needs of competitions — who
 * plays for whom, so a team's responsible and the association's managers can keep the members'
 * documents and photos in order (/my/teams/…, /my/associations/teams/…). Phases, groups, duels and
 * results extend these tables with the competitions work.
 */

export const COMPETITION_STATUSES = [
  o("planned", "Planejada", "Planned"),
  o("registration", "Inscrições abertas", "Registration open"),
  o("running", "Em andamento", "Running"),
  o("finished", "Encerrada", "Finished"),
  o("cancelled", "Cancelada", "Cancelled"),
] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number]["value"];

export const competitions = defineResource({
  name: "competitions",
  icon: "trophy",
  permission: "competitions",
  modules: ["competitions"],
  menu: "competitions",
  label: { one: l("Competição", "Competition"), many: l("Competições", "Competitions") },
  titleField: "name",
  defaultSort: "-starts_on",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", { required: true, list: true, search: true, max: 200, span: 8 }),
    season: f.year("Temporada", "Season", { min: 1900, max: 2200, list: true, filter: true, span: 4 }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { list: true, filter: true, span: 6 }),
    category: f.text("Categoria", "Category", {
      max: 60,
      list: true,
      search: true,
      span: 6,
      help: l("Ex.: Sub-17 masculino", "E.g. Under-17 men"),
    }),
    category_id: f.ref("Categoria do catálogo", "Catalog category", "competitionscategories", {
      filter: true,
      span: 4,
    }),
    series_id: f.ref("Série", "Series", "competitionsseries", { filter: true, span: 4 }),
    stage_id: f.ref("Etapa", "Stage", "competitionsstages", { filter: true, span: 4 }),
    regulation_id: f.ref("Regulamento", "Regulation", "regulations", {
      span: 6,
      help: l("O das fases que não escolhem outro.", "Used by the phases that do not choose another."),
    }),
    venue: f.text("Local", "Venue", { max: 200, search: true, span: 6 }),
    ranking_id: f.ref("Ranking", "Ranking", "rankings", {
      filter: true,
      span: 6,
      help: l("As colocações somam pontos neste ranking.", "Its placings add points to this ranking."),
    }),
    olympic_id: f.ref("Jogos", "Games", "olympics", { filter: true, span: 6 }),
    olympicsevent_id: f.ref("Prova dos jogos", "Games event", "olympicsevents", { filter: true, span: 6 }),
    referee_category_id: f.ref(
      "Categoria mínima de arbitragem",
      "Lowest referee category",
      "refereecategories",
      {
        span: 6,
      },
    ),
    public: f.bool("Pública no portal", "Public on the portal", { default: true, filter: true, span: 4 }),
    starts_on: f.date("Início", "Starts on", { list: true, sort: true, filter: true, span: 3 }),
    ends_on: f.date("Término", "Ends on", { notBefore: "starts_on", span: 3 }),
    registration_starts_on: f.date("Inscrições de", "Registration from", { span: 3 }),
    registration_ends_on: f.date("Inscrições até", "Registration until", {
      notBefore: "registration_starts_on",
      span: 3,
    }),
    status: f.select("Situação", "Status", COMPETITION_STATUSES, {
      required: true,
      default: "planned",
      list: true,
      filter: true,
      span: 4,
    }),
    max_members: f.int("Máximo de integrantes por equipe", "Maximum members per team", {
      min: 1,
      max: 500,
      span: 4,
      help: l("Em branco: sem limite.", "Empty: no limit."),
    }),
    description: f.textarea("Descrição", "Description", { max: 5_000, search: true }),
  },
});

/** An association's team in a competition; one the association registers waits for staff approval. */
export const teams = defineResource({
  name: "teams",
  permission: "competitions",
  modules: ["competitions"],
  menu: "competitions",
  parent: { resource: "competitions", field: "competition_id" },
  label: { one: l("Equipe", "Team"), many: l("Equipes", "Teams") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", { required: true }),
    name: f.text("Nome da equipe", "Team name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 6,
    }),
    association_id: f.ref("Entidade", "Association", "associations", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    responsible_id: f.ref("Responsável pela equipe", "Team responsible", PEOPLE_REF, {
      clearOnDelete: true,
      list: true,
      span: 6,
      help: l(
        "Cuida dos documentos e fotos dos integrantes em Minhas equipes.",
        "Keeps the members' documents and photos in My teams.",
      ),
    }),
    // Staff enter approved teams; a team an association registers waits (competitions/teams/pending).
    status: f.select("Situação", "Status", REVIEW_STATUSES, {
      default: "approved",
      readOnly: true,
      list: true,
      filter: true,
      span: 6,
    }),
    review_reason: f.textarea("Motivo da decisão", "Reason for the decision", { max: 1_000, readOnly: true }),
    notes: f.textarea("Observações", "Notes", { max: 2_000, search: true }),
  },
});

export const TEAM_MEMBER_ROLES = [
  o("athlete", "Atleta", "Athlete"),
  o("captain", "Capitão(ã)", "Captain"),
  o("coach", "Técnico(a)", "Coach"),
  o("assistant", "Auxiliar técnico(a)", "Assistant coach"),
  o("physio", "Fisioterapeuta", "Physiotherapist"),
  o("doctor", "Médico(a)", "Doctor"),
  o("official", "Dirigente", "Official"),
] as const;

/** Who is on a team (inscritos): athletes with their number and the technical staff. */
export const teammembers = defineResource({
  name: "teammembers",
  permission: "competitions",
  modules: ["competitions"],
  menu: "competitions",
  parent: { resource: "teams", field: "team_id" },
  label: { one: l("Integrante da equipe", "Team member"), many: l("Integrantes da equipe", "Team members") },
  titleField: "user_id",
  defaultSort: "-created_at",
  fields: {
    team_id: f.ref("Equipe", "Team", "teams", { required: true }),
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, {
      required: true,
      unique: true,
      list: true,
      filter: true,
      span: 6,
    }),
    role: f.select("Função", "Role", TEAM_MEMBER_ROLES, {
      required: true,
      default: "athlete",
      list: true,
      filter: true,
      span: 3,
    }),
    number: f.int("Número", "Number", { min: 0, max: 999, list: true, span: 3 }),
    position: f.text("Posição", "Position", { max: 60, list: true, search: true, span: 6 }),
  },
});

export const TEAM_RESOURCES = [competitions, teams, teammembers];
