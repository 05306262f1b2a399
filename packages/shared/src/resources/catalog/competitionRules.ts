import { f, l, o } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";
import { GENDER_DIVISIONS } from "./sports.ts";

/**
 * The catalogs a competition is built from (module `competitions`): series, categories, stages,
 * regulations (how a table is computed) and classification zones (what each position leads to).
 * They come before `competitions` in the registry because a competition points at them.
 */

const competitionsMenu = { modules: ["competitions"], menu: "competitions" } as const;
const active = () => f.bool("Ativo", "Active", { default: true, list: true, filter: true, span: 4 });
const order = () =>
  f.int("Ordem", "Order", { default: 0, min: 0, max: 10_000, sort: true, list: true, span: 4 });

/** A series (Série A, Série B, Divisão de acesso…): the level a competition is played at. */
export const competitionsseries = defineResource({
  ...competitionsMenu,
  name: "competitionsseries",
  icon: "list-details",
  permission: "competitionsseries",
  label: { one: l("Série", "Series"), many: l("Séries de competições", "Competition series") },
  titleField: "name",
  defaultSort: "position",
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    position: order(),
    active: active(),
    description: f.textarea("Descrição", "Description", { max: 2_000, search: true }),
  },
});

/** An age and gender division (Sub-15 feminino, Adulto masculino, Master 40+ misto). */
export const competitionscategories = defineResource({
  ...competitionsMenu,
  name: "competitionscategories",
  icon: "category-2",
  permission: "competitionscategories",
  label: { one: l("Categoria", "Category"), many: l("Categorias de competições", "Competition categories") },
  titleField: "name",
  defaultSort: "position",
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
      help: l("Ex.: Sub-15 feminino", "E.g. Under-15 women"),
    }),
    gender: f.select("Naipe", "Gender division", GENDER_DIVISIONS, { list: true, filter: true, span: 4 }),
    // Ages as the federations count them: the age the athlete turns in the season's year.
    min_age: f.int("Idade mínima (no ano)", "Minimum age (in the year)", {
      min: 0,
      max: 120,
      list: true,
      span: 3,
    }),
    max_age: f.int("Idade máxima (no ano)", "Maximum age (in the year)", {
      min: 0,
      max: 120,
      notBefore: "min_age",
      list: true,
      span: 3,
    }),
    position: order(),
    active: active(),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

/** A stage of a circuit or of the games (Etapa regional, Etapa estadual, Final). */
export const competitionsstages = defineResource({
  ...competitionsMenu,
  name: "competitionsstages",
  icon: "road",
  permission: "competitionsstages",
  label: { one: l("Etapa", "Stage"), many: l("Etapas de competições", "Competition stages") },
  titleField: "name",
  defaultSort: "position",
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 120,
      span: 8,
    }),
    position: order(),
    active: active(),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

/** How a duel's result is written: a score, or sets with their points (volleyball, tennis). */
export const REGULATION_SCORINGS = [
  o("goals", "Placar (gols ou pontos)", "Score (goals or points)"),
  o("sets", "Sets", "Sets"),
] as const;
export type RegulationScoring = (typeof REGULATION_SCORINGS)[number]["value"];

/**
 * The engine's presets a regulation can start from (the server's REGULATION_PRESETS, which a test
 * keeps in step), by id with the name people know them by: the list shows the name, not the id.
 */
export const REGULATION_PRESET_NAMES = [
  o("fifaWorldCup", "FIFA World Cup – fase de grupos", "FIFA World Cup – group stage"),
  o("brasileiraoSerieA", "Campeonato Brasileiro Série A", "Brazilian Championship Série A"),
  o(
    "uefaClubGroupStage",
    "UEFA competições de clubes – fase de grupos",
    "UEFA club competitions – group stage",
  ),
  o("uefaEuro2024", "UEFA EURO 2024 – fase de grupos", "UEFA EURO 2024 – group stage"),
  o("fivbVolleyball", "FIVB – voleibol", "FIVB – volleyball"),
  o("cbvSuperliga", "CBV Superliga", "CBV Superliga"),
  o("fibaBasketball", "FIBA – basquete", "FIBA – basketball"),
  o("ihfHandball", "IHF – handebol", "IHF – handball"),
] as const;

/**
 * A regulation: the points each result is worth and the ordered tie-break criteria (general,
 * between two and among three or more), the engine's `Regulation`. The points and the three lists
 * are written by their own screens (regulations/points/:id, …/sequences/:id) through operations
 * that check them with the engine, so they are read-only to the generic form; a new regulation
 * starts from the usual football table or from a preset.
 */
export const regulations = defineResource({
  ...competitionsMenu,
  name: "regulations",
  icon: "gavel",
  permission: "regulations",
  label: { one: l("Regulamento", "Regulation"), many: l("Regulamentos", "Regulations") },
  titleField: "name",
  defaultSort: "name",
  softDelete: true,
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 160,
      span: 8,
    }),
    sport_id: f.ref("Modalidade", "Sport", "sports", { list: true, filter: true, span: 4 }),
    scoring: f.select("Forma de placar", "Scoring", REGULATION_SCORINGS, {
      required: true,
      default: "goals",
      list: true,
      span: 4,
    }),
    walkover_winner_score: f.int("Placar do W.O. (vencedor)", "Walkover score (winner)", {
      min: 0,
      max: 999,
      default: 3,
      span: 4,
    }),
    walkover_loser_score: f.int("Placar do W.O. (perdedor)", "Walkover score (loser)", {
      min: 0,
      max: 999,
      default: 0,
      span: 4,
    }),
    preset: f.select("Modelo de origem", "Started from preset", REGULATION_PRESET_NAMES, {
      readOnly: true,
      list: true,
      span: 6,
    }),
    points: f.json("Pontuação por resultado", "Points per result", { readOnly: true }),
    sequences: f.json("Critérios de desempate (geral)", "Tie-break criteria (general)", { readOnly: true }),
    doublesequences: f.json("Critérios entre duas equipes", "Criteria between two teams", { readOnly: true }),
    multiplesequences: f.json("Critérios entre três ou mais equipes", "Criteria among three or more", {
      readOnly: true,
    }),
    fair_play: f.json("Pesos do fair play", "Fair-play weights", { readOnly: true }),
    description: f.textarea("Descrição", "Description", { max: 5_000, search: true }),
  },
});

/** A set of classification zones (e.g. "Brasileirão Série A 2026": Libertadores, Sul-Americana, rebaixamento). */
export const classificationzones = defineResource({
  ...competitionsMenu,
  name: "classificationzones",
  icon: "layout-grid",
  permission: "regulations",
  label: {
    one: l("Zona de classificação", "Classification zones"),
    many: l("Zonas de classificação", "Classification zones"),
  },
  titleField: "name",
  defaultSort: "name",
  fields: {
    name: f.text("Nome", "Name", {
      required: true,
      unique: true,
      list: true,
      search: true,
      max: 160,
      span: 8,
    }),
    description: f.textarea("Descrição", "Description", { max: 2_000 }),
  },
});

export const ZONE_KINDS = [
  o("promotion", "Acesso", "Promotion"),
  o("qualification", "Classificação", "Qualification"),
  o("playoff", "Repescagem", "Play-off"),
  o("relegation", "Rebaixamento", "Relegation"),
  o("other", "Outra", "Other"),
] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number]["value"];

/**
 * One position of a zone set and what it leads to, with the colour the tables paint it. With
 * `best_placed`, only the best N teams at this position across the groups go (the best thirds).
 */
export const classificationzonepositions = defineResource({
  modules: ["competitions"],
  name: "classificationzonepositions",
  permission: "regulations",
  parent: { resource: "classificationzones", field: "zone_id" },
  label: { one: l("Posição da zona", "Zone position"), many: l("Posições das zonas", "Zone positions") },
  titleField: "label",
  defaultSort: "position",
  fields: {
    zone_id: f.ref("Zonas", "Zones", "classificationzones", { required: true }),
    position: f.int("Posição", "Position", {
      required: true,
      unique: true,
      min: 1,
      max: 200,
      list: true,
      sort: true,
      span: 3,
    }),
    kind: f.select("Tipo", "Kind", ZONE_KINDS, {
      required: true,
      default: "qualification",
      list: true,
      span: 3,
    }),
    label: f.text("Rótulo", "Label", {
      required: true,
      max: 80,
      list: true,
      search: true,
      span: 6,
      help: l("Ex.: Classificado às quartas de final", "E.g. Qualified to the quarter-finals"),
    }),
    color: f.color("Cor", "Colour", { required: true, default: "#2f9e44", list: true, span: 4 }),
    best_placed: f.int("Só os melhores entre os grupos", "Only the best across groups", {
      min: 1,
      max: 64,
      span: 4,
      help: l(
        "Ex.: 2 para os dois melhores terceiros colocados. Em branco: todos desta posição.",
        "E.g. 2 for the two best third-placed teams. Empty: every team at this position.",
      ),
    }),
  },
});

export const COMPETITION_RULE_RESOURCES = [
  competitionsseries,
  competitionscategories,
  competitionsstages,
  regulations,
  classificationzones,
  classificationzonepositions,
];
