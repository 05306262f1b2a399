import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * Discipline (module `competitions`, permission `punishments`): what a disciplinary court (the
 * TJD, a games' disciplinary committee) or another body decided. Cards shown on match sheets
 * (`duellineups`) suspend by themselves through the engine's accumulation rules; a punishment adds
 * suspensions by matches or by days, a fine, a warning, or a deduction of table points, which the
 * standings show with its reason. A suspended player cannot be put on a match sheet.
 */

export const PUNISHMENT_KINDS = [
  o("suspension_matches", "Suspensão por partidas", "Suspension for matches"),
  o("suspension_days", "Suspensão por prazo", "Suspension for a period"),
  o("points", "Perda de pontos", "Points deduction"),
  o("fine", "Multa", "Fine"),
  o("warning", "Advertência", "Warning"),
  o("exclusion", "Exclusão da competição", "Exclusion from the competition"),
] as const;
export type PunishmentKind = (typeof PUNISHMENT_KINDS)[number]["value"];

export const PUNISHMENT_STATUSES = [
  o("in_force", "Em vigor", "In force"),
  o("suspended", "Efeito suspenso (recurso)", "Stayed (appeal)"),
  o("revoked", "Revogada", "Revoked"),
] as const;
export type PunishmentStatus = (typeof PUNISHMENT_STATUSES)[number]["value"];

export const punishments = defineResource({
  name: "punishments",
  icon: "gavel",
  permission: "punishments",
  modules: ["competitions"],
  menu: "competitions",
  label: { one: l("Punição", "Punishment"), many: l("Punições", "Punishments") },
  titleField: "reason",
  defaultSort: "-decided_on",
  softDelete: true,
  fields: {
    kind: f.select("Tipo", "Kind", PUNISHMENT_KINDS, { required: true, list: true, filter: true, span: 6 }),
    status: f.select("Situação", "Status", PUNISHMENT_STATUSES, {
      required: true,
      default: "in_force",
      list: true,
      filter: true,
      span: 6,
    }),
    user_id: f.ref("Punido(a)", "Person punished", PEOPLE_REF, {
      list: true,
      filter: true,
      span: 6,
      help: l(
        "A pessoa punida; em branco quando a punição é da equipe.",
        "The person; empty when the team is punished.",
      ),
    }),
    team_id: f.ref("Equipe", "Team", "teams", { list: true, filter: true, span: 6 }),
    competition_id: f.ref("Competição", "Competition", "competitions", {
      list: true,
      filter: true,
      span: 6,
      help: l(
        "Em branco: a suspensão por prazo vale para todas as competições.",
        "Empty: a suspension for a period applies to every competition.",
      ),
    }),
    duel_id: f.ref("Partida de origem", "Match it comes from", "duels", { span: 6 }),
    matches: f.int("Partidas de suspensão", "Matches suspended", { min: 1, max: 100, list: true, span: 4 }),
    starts_on: f.date("Vale de", "From", { span: 4 }),
    ends_on: f.date("Vale até", "Until", { notBefore: "starts_on", span: 4 }),
    points: f.int("Pontos perdidos", "Points deducted", { min: 1, max: 100, span: 4 }),
    fine: f.money("Multa", "Fine", { span: 4 }),
    decided_on: f.date("Decidida em", "Decided on", {
      required: true,
      list: true,
      sort: true,
      filter: true,
      span: 4,
    }),
    external: f.bool("Aplicada por outra entidade", "Decided by another body", { filter: true, span: 6 }),
    issuer: f.text("Órgão que decidiu", "Deciding body", {
      max: 200,
      search: true,
      span: 6,
      help: l(
        "Ex.: TJD-SP, STJD, Comissão Disciplinar dos Jogos",
        "E.g. a state sports court, the games' committee",
      ),
    }),
    case_number: f.text("Nº do processo", "Case number", { max: 60, search: true, span: 6 }),
    reason: f.textarea("Motivo", "Reason", { required: true, max: 2_000, list: true, search: true }),
    // The deduction a `points` punishment wrote into the standings, kept in step by its rules.
    pointdeduction_id: f.ref("Perda de pontos na tabela", "Table deduction", "pointdeductions", {
      readOnly: true,
    }),
  },
  showWhen: {
    matches: { field: "kind", equals: "suspension_matches" },
    points: { field: "kind", equals: "points" },
    fine: { field: "kind", equals: "fine" },
    issuer: { field: "external", equals: true },
    case_number: { field: "external", equals: true },
  },
});

export const DISCIPLINE_RESOURCES = [punishments];
