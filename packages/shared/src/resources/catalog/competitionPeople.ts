import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * Who takes part in a competition beyond its teams' rosters (module `competitions`): the teams'
 * officials, the players written on each match sheet with their cards, the documents the
 * competition requires, the ranking points its placings earn, and the history of every result.
 * The rosters themselves are the teams' `teammembers` (the competition's members screens read them).
 */

const base = { permission: "competitions", modules: ["competitions"] } as const;

/** A team's official in a competition (técnico, médico, massagista…), in a role of the `crews` catalog. */
export const competitioncrews = defineResource({
  ...base,
  name: "competitioncrews",
  parent: { resource: "competitions", field: "competition_id" },
  label: {
    one: l("Integrante da comissão técnica", "Team official"),
    many: l("Comissões técnicas", "Team officials"),
  },
  titleField: "user_id",
  defaultSort: "team_id",
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", { required: true }),
    team_id: f.ref("Equipe", "Team", "teams", { required: true, list: true, filter: true, span: 6 }),
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, {
      required: true,
      unique: true,
      uniqueWith: ["team_id", "crew_id"],
      list: true,
      filter: true,
      span: 6,
    }),
    crew_id: f.ref("Função", "Role", "crews", { required: true, list: true, filter: true, span: 6 }),
    license: f.text("Registro profissional", "Professional licence", {
      max: 40,
      list: true,
      search: true,
      span: 6,
      help: l("Ex.: CREF 012345-G/SP, CRM 123456", "E.g. CREF 012345-G/SP, CRM 123456"),
    }),
  },
});

/** Points a final placing in the competition earns towards its ranking (spec: competitionsscores). */
export const competitionsscores = defineResource({
  ...base,
  name: "competitionsscores",
  parent: { resource: "competitions", field: "competition_id" },
  label: {
    one: l("Pontuação por colocação", "Points per placing"),
    many: l("Pontuação para o ranking", "Ranking points"),
  },
  titleField: "place",
  defaultSort: "place",
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", { required: true }),
    place: f.int("Colocação", "Place", {
      required: true,
      unique: true,
      min: 1,
      max: 1_000,
      list: true,
      sort: true,
      span: 6,
    }),
    points: f.decimal("Pontos", "Points", { required: true, min: 0, max: 100_000, list: true, span: 6 }),
  },
});

export const DOCUMENT_SUBJECTS = [
  o("team", "Cada equipe", "Each team"),
  o("member", "Cada atleta inscrito", "Each registered athlete"),
  o("crew", "Cada integrante da comissão técnica", "Each team official"),
] as const;
export type DocumentSubject = (typeof DOCUMENT_SUBJECTS)[number]["value"];

/** A document the competition requires of its teams, athletes or officials (competitions/documents). */
export const competitiondocuments = defineResource({
  ...base,
  name: "competitiondocuments",
  parent: { resource: "competitions", field: "competition_id" },
  label: {
    one: l("Documento exigido", "Required document"),
    many: l("Documentos exigidos", "Required documents"),
  },
  titleField: "documenttype_id",
  defaultSort: "subject",
  fields: {
    competition_id: f.ref("Competição", "Competition", "competitions", { required: true }),
    documenttype_id: f.ref("Tipo de documento", "Document type", "documenttypes", {
      required: true,
      unique: true,
      uniqueWith: ["subject"],
      list: true,
      span: 6,
    }),
    subject: f.select("Exigido de", "Required of", DOCUMENT_SUBJECTS, {
      required: true,
      default: "member",
      list: true,
      filter: true,
      span: 6,
    }),
    blocks_sheet: f.bool("Impede a escalação na súmula", "Keeps off the match sheet", {
      list: true,
      span: 6,
      help: l(
        "Marcado: quem não tem o documento aprovado não entra na súmula.",
        "Checked: whoever lacks the approved document cannot be put on a match sheet.",
      ),
    }),
  },
});

/**
 * A player written on a match sheet (súmula) for a side, with the cards shown to them. The sheet is
 * where discipline holds: a suspended player or one missing a blocking document is refused here.
 */
export const duellineups = defineResource({
  ...base,
  name: "duellineups",
  parent: { resource: "duels", field: "duel_id" },
  label: { one: l("Atleta na súmula", "Player on the sheet"), many: l("Súmula: atletas", "Sheet: players") },
  titleField: "user_id",
  defaultSort: "number",
  fields: {
    duel_id: f.ref("Partida", "Match", "duels", { required: true }),
    team_id: f.ref("Equipe", "Team", "teams", { required: true, list: true, filter: true, span: 6 }),
    user_id: f.ref("Atleta", "Player", PEOPLE_REF, {
      required: true,
      unique: true,
      list: true,
      span: 6,
    }),
    number: f.int("Número", "Number", { min: 0, max: 999, list: true, sort: true, span: 3 }),
    starter: f.bool("Titular", "Starter", { default: true, list: true, span: 3 }),
    yellow_cards: f.int("Cartões amarelos", "Yellow cards", {
      min: 0,
      max: 2,
      default: 0,
      list: true,
      span: 3,
    }),
    red_card: f.bool("Cartão vermelho direto", "Straight red card", { list: true, span: 3 }),
    goals: f.int("Gols / pontos", "Goals / points", { min: 0, max: 999, default: 0, list: true, span: 3 }),
  },
});

export const DUEL_RESULT_ACTIONS = [
  o("entered", "Resultado lançado", "Result entered"),
  o("cleared", "Resultado apagado", "Result cleared"),
  o("confirmed", "Resultado confirmado", "Result confirmed"),
  o("unlocked", "Resultado desbloqueado", "Result unlocked"),
  o("corrected", "Resultado corrigido", "Result corrected"),
] as const;
export type DuelResultAction = (typeof DUEL_RESULT_ACTIONS)[number]["value"];

/**
 * The history of a match's result: every entry, clearing, confirmation, unlock and correction, with
 * the score it left, who did it and why (competitions/security). Written by the result operations
 * only, never by hand.
 */
export const duelresults = defineResource({
  ...base,
  name: "duelresults",
  parent: { resource: "duels", field: "duel_id" },
  actions: ["list", "get", "export"],
  label: {
    one: l("Histórico do resultado", "Result history entry"),
    many: l("Histórico dos resultados", "Result history"),
  },
  titleField: "action",
  defaultSort: "-created_at",
  fields: {
    duel_id: f.ref("Partida", "Match", "duels", { required: true }),
    competition_id: f.ref("Competição", "Competition", "competitions", { readOnly: true, filter: true }),
    action: f.select("O que houve", "What happened", DUEL_RESULT_ACTIONS, {
      required: true,
      readOnly: true,
      list: true,
      filter: true,
    }),
    home_score: f.int("Placar do mandante", "Home score", { min: 0, max: 999, readOnly: true, list: true }),
    away_score: f.int("Placar do visitante", "Away score", { min: 0, max: 999, readOnly: true, list: true }),
    result: f.json("Resultado completo", "Full result", { readOnly: true }),
    reason: f.textarea("Motivo", "Reason", { max: 1_000, readOnly: true, list: true, search: true }),
    user_id: f.ref("Por", "By", PEOPLE_REF, { readOnly: true, clearOnDelete: true, list: true }),
  },
});

export const COMPETITION_PEOPLE_RESOURCES = [
  competitioncrews,
  competitionsscores,
  competitiondocuments,
  duellineups,
  duelresults,
];
