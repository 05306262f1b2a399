import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { GENDER_DIVISIONS } from "./sports.ts";

/**
 * Multi-sport games (module `competitions`, permission `olympics`): school games, open games, para
 * games. An edition gathers delegations (of municipalities, schools or clubs) with their officials;
 * each event of the catalog is played as a competition of the edition, and the final placings of
 * those competitions make the medal table and the points table (engine `medalTable`,
 * `pointsTable`), with the points per place set on the edition.
 */

const games = { permission: "olympics", modules: ["competitions"] } as const;

export const EVENT_KINDS = [
  o("individual", "Individual", "Individual"),
  o("team", "Coletiva", "Team"),
] as const;

/** The catalog of events a games edition can hold (sport, division, category, individual or team). */
export const olympicsevents = defineResource({
  ...games,
  name: "olympicsevents",
  icon: "list-details",
  menu: "competitions",
  label: { one: l("Prova dos jogos", "Games event"), many: l("Provas dos jogos", "Games events") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      max: 160,
      list: true,
      search: true,
      span: 8,
      help: l("Ex.: Futsal feminino sub-15, 100 m rasos masculino", "E.g. Girls' futsal U15, Men's 100 m"),
    }),
    kind: f.select("Tipo", "Kind", EVENT_KINDS, {
      required: true,
      default: "team",
      list: true,
      filter: true,
      span: 4,
    }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { required: true, list: true, filter: true, span: 6 }),
    gender: f.select("Naipe", "Division", GENDER_DIVISIONS, { list: true, filter: true, span: 3 }),
    category_id: f.ref("Categoria", "Category", "competitionscategories", {
      list: true,
      filter: true,
      span: 3,
    }),
    active: f.bool("Ativa", "Active", { default: true, filter: true, span: 4 }),
  },
});

export const OLYMPICS_STATUSES = [
  o("planned", "Planejada", "Planned"),
  o("registration", "Inscrições abertas", "Registration open"),
  o("running", "Em andamento", "Running"),
  o("finished", "Encerrada", "Finished"),
  o("cancelled", "Cancelada", "Cancelled"),
] as const;

export const POINT_TIES = [
  o("share", "Empatados dividem os pontos das colocações", "Tied share the points of their places"),
  o("full", "Empatados recebem os pontos da colocação", "Tied each get the place's points"),
] as const;

/** A games edition (Jogos Escolares 2026, Jogos Abertos…). */
export const olympics = defineResource({
  ...games,
  name: "olympics",
  icon: "trophy",
  menu: "competitions",
  label: { one: l("Jogos (olimpíada)", "Games edition"), many: l("Olimpíadas e jogos", "Games") },
  titleField: "name",
  defaultSort: "-starts_on",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      max: 200,
      list: true,
      search: true,
      span: 8,
    }),
    edition: f.year("Edição / ano", "Edition / year", {
      min: 1900,
      max: 2200,
      list: true,
      filter: true,
      span: 4,
    }),
    city_id: f.ref("Cidade-sede", "Host city", "cities", { list: true, span: 6 }),
    starts_on: f.date("Início", "Starts on", { list: true, sort: true, span: 3 }),
    ends_on: f.date("Término", "Ends on", { notBefore: "starts_on", span: 3 }),
    status: f.select("Situação", "Status", OLYMPICS_STATUSES, {
      required: true,
      default: "planned",
      list: true,
      filter: true,
      span: 4,
    }),
    public: f.bool("Pública no portal", "Public on the portal", { default: true, filter: true, span: 4 }),
    point_ties: f.select("Empates no quadro de pontos", "Ties in the points table", POINT_TIES, {
      required: true,
      default: "share",
      span: 4,
    }),
    description: f.richtext("Apresentação", "Presentation", { max: 50_000 }),
  },
});

const child = (name: string) =>
  ({ ...games, name, parent: { resource: "olympics", field: "olympic_id" } }) as const;
const edition = () => f.ref("Jogos", "Games", "olympics", { required: true });

/** A delegation of the edition: an association (municipality, school, club) with its colours. */
export const olympicmembers = defineResource({
  ...child("olympicmembers"),
  label: { one: l("Delegação", "Delegation"), many: l("Delegações", "Delegations") },
  titleField: "name",
  defaultSort: "name",
  fields: {
    olympic_id: edition(),
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      max: 160,
      list: true,
      search: true,
      span: 6,
    }),
    // The delegation is an association of the tenant (the municipality, school or club as an
    // entity): its teams in the edition's competitions score for it.
    association_id: f.ref("Entidade", "Association", "associations", {
      required: true,
      unique: true,
      list: true,
      filter: true,
      span: 6,
    }),
    abbreviation: f.text("Sigla", "Abbreviation", { max: 10, list: true, span: 3 }),
    color: f.color("Cor", "Colour", { span: 3 }),
    head_id: f.ref("Chefe da delegação", "Head of delegation", PEOPLE_REF, {
      list: true,
      clearOnDelete: true,
      span: 6,
    }),
  },
});

/** An official of a delegation (chefe, técnico, médico…), in a role of the `crews` catalog. */
export const olympiccrews = defineResource({
  ...child("olympiccrews"),
  label: {
    one: l("Oficial de delegação", "Delegation official"),
    many: l("Oficiais das delegações", "Delegation officials"),
  },
  titleField: "user_id",
  defaultSort: "olympicmember_id",
  fields: {
    olympic_id: edition(),
    olympicmember_id: f.ref("Delegação", "Delegation", "olympicmembers", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    user_id: f.ref("Pessoa", "Person", PEOPLE_REF, {
      required: true,
      unique: true,
      uniqueWith: ["crew_id"],
      list: true,
      span: 6,
    }),
    crew_id: f.ref("Função", "Role", "crews", { required: true, list: true, filter: true, span: 6 }),
    license: f.text("Registro profissional", "Professional licence", { max: 40, search: true, span: 6 }),
  },
});

/** Points a place is worth in the edition's points table (1º 13, 2º 10, 3º 8…). */
export const olympicsscores = defineResource({
  ...child("olympicsscores"),
  label: {
    one: l("Pontos por colocação", "Points per place"),
    many: l("Pontuação dos jogos", "Games points"),
  },
  titleField: "place",
  defaultSort: "place",
  fields: {
    olympic_id: edition(),
    place: f.int("Colocação", "Place", {
      required: true,
      unique: true,
      min: 1,
      max: 100,
      list: true,
      sort: true,
      span: 6,
    }),
    points: f.decimal("Pontos", "Points", { required: true, min: 0, max: 10_000, list: true, span: 6 }),
  },
});

/** A bulletin of the edition (boletim oficial, nota da organização), public when published. */
export const olympicsnotes = defineResource({
  ...child("olympicsnotes"),
  label: { one: l("Boletim", "Bulletin"), many: l("Boletins", "Bulletins") },
  titleField: "title",
  defaultSort: "-published_at",
  publicRead: { statusField: "published", publishedValue: true },
  fields: {
    olympic_id: edition(),
    title: f.text("Título", "Title", { required: true, max: 200, list: true, search: true, span: 8 }),
    published_at: f.datetime("Publicado em", "Published at", { list: true, sort: true, span: 4 }),
    published: f.bool("Publicado", "Published", { default: false, list: true, filter: true, span: 4 }),
    body: f.richtext("Texto", "Text", { required: true, max: 100_000 }),
  },
});

/** A file of the edition (regulamento geral, tabela, fichas de inscrição). */
export const olympicsdownloads = defineResource({
  ...child("olympicsdownloads"),
  label: { one: l("Arquivo dos jogos", "Games file"), many: l("Arquivos dos jogos", "Games files") },
  titleField: "title",
  defaultSort: "title",
  publicRead: { statusField: "public", publishedValue: true },
  fields: {
    olympic_id: edition(),
    title: f.text("Título", "Title", { required: true, max: 200, list: true, search: true, span: 8 }),
    public: f.bool("Público", "Public", { default: true, list: true, filter: true, span: 4 }),
    file: f.file("Arquivo", "File", { required: true }),
  },
});

export const OLYMPICS_RESOURCES = [
  olympicsevents,
  olympics,
  olympicmembers,
  olympiccrews,
  olympicsscores,
  olympicsnotes,
  olympicsdownloads,
];
