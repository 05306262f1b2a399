import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { REFEREE_ROLE_KINDS } from "./records.ts";

/**
 * The referee department (module `competitions`): the referees (people with a category and the
 * kinds of role they may take), when they cannot work, and their appointments to matches and heats,
 * which they confirm or decline from /my/referees/scales. The roles and categories catalogs (with
 * their fees) are `refereeroles` and `refereecategories`.
 */

const referee = { permission: "referees", modules: ["competitions"], menu: "refereeing" } as const;

export const referees = defineResource({
  ...referee,
  name: "referees",
  icon: "user-pin",
  label: { one: l("Árbitro(a)", "Referee"), many: l("Árbitros", "Referees") },
  titleField: "user_id",
  defaultSort: "-created_at",
  softDelete: true,
  fields: {
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, { required: true, unique: true, list: true, span: 6 }),
    category_id: f.ref("Categoria", "Category", "refereecategories", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    kinds: f.multiselect("Funções que exerce", "Roles taken", REFEREE_ROLE_KINDS, { list: true, span: 12 }),
    license: f.text("Registro na federação", "Federation licence", {
      max: 40,
      list: true,
      search: true,
      span: 4,
    }),
    association_id: f.ref("Entidade de origem", "Home association", "associations", {
      span: 4,
      help: l(
        "Não é escalado(a) em partidas de equipes desta entidade.",
        "Never appointed to matches of this association's teams.",
      ),
    }),
    max_per_day: f.int("Máximo de partidas por dia", "Most matches a day", {
      default: 3,
      min: 1,
      max: 20,
      span: 4,
    }),
    active: f.bool("Ativo(a)", "Active", { default: true, list: true, filter: true, span: 4 }),
    notes: f.textarea("Observações", "Notes", { max: 2_000 }),
  },
});

/** A period a referee cannot work (the scheduler and the board keep them off it). */
export const refereeabsences = defineResource({
  ...referee,
  name: "refereeabsences",
  parent: { resource: "referees", field: "referee_id" },
  label: { one: l("Indisponibilidade", "Unavailability"), many: l("Indisponibilidades", "Unavailabilities") },
  titleField: "starts_at",
  defaultSort: "starts_at",
  fields: {
    referee_id: f.ref("Árbitro(a)", "Referee", "referees", { required: true }),
    starts_at: f.datetime("De", "From", { required: true, list: true, sort: true, span: 6 }),
    ends_at: f.datetime("Até", "Until", { required: true, notBefore: "starts_at", list: true, span: 6 }),
    reason: f.text("Motivo", "Reason", { max: 200, list: true, search: true }),
  },
});

export const APPOINTMENT_STATUSES = [
  o("appointed", "Escalado(a), aguardando resposta", "Appointed, awaiting answer"),
  o("confirmed", "Confirmado(a)", "Confirmed"),
  o("declined", "Recusou", "Declined"),
  o("cancelled", "Escala cancelada", "Cancelled"),
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]["value"];

/**
 * A referee appointed to a match or a heat in a role. Conflicts (two places at overlapping times, a
 * referee of a playing association, a category below the competition's, too many matches in a day)
 * are refused or warned by its rules; the fee comes from the role and the category.
 */
export const refereeappointments = defineResource({
  name: "refereeappointments",
  icon: "calendar-event",
  permission: "refereeschedules",
  modules: ["competitions"],
  menu: "refereeing",
  label: {
    one: l("Escala de arbitragem", "Referee appointment"),
    many: l("Escalas de arbitragem", "Referee appointments"),
  },
  titleField: "referee_id",
  defaultSort: "-created_at",
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", {
      readOnly: true,
      list: true,
      filter: true,
    }),
    duel_id: f.ref("Partida", "Match", "duels", { list: true, span: 6 }),
    heat_id: f.ref("Bateria", "Heat", "heats", { list: true, span: 6 }),
    referee_id: f.ref("Árbitro(a)", "Referee", "referees", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    role_id: f.ref("Função", "Role", "refereeroles", { required: true, list: true, filter: true, span: 6 }),
    status: f.select("Situação", "Status", APPOINTMENT_STATUSES, {
      default: "appointed",
      readOnly: true,
      list: true,
      filter: true,
    }),
    respond_by: f.datetime("Responder até", "Answer by", { span: 6 }),
    responded_at: f.datetime("Respondeu em", "Answered at", { readOnly: true }),
    decline_reason: f.text("Motivo da recusa", "Reason for declining", { max: 500, readOnly: true }),
    fee: f.money("Taxa", "Fee", { readOnly: true, list: true }),
    warnings_accepted: f.text("Alertas aceitos", "Warnings accepted", {
      max: 1_000,
      span: 12,
      help: l(
        "Por que a escala vale apesar dos alertas (ex.: falta de árbitros na região).",
        "Why the appointment stands despite its warnings (e.g. no other referee nearby).",
      ),
    }),
    notified_at: f.datetime("Avisado(a) em", "Notified at", { readOnly: true }),
  },
});

export const REFEREEING_RESOURCES = [referees, refereeabsences, refereeappointments];
