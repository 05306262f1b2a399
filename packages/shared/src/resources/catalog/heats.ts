import { f, l, o, PEOPLE_REF } from "../fields.ts";
import { defineResource } from "../resourceDef.ts";

/**
 * Timed and measured events (module `competitions`): a phase whose format is `heats` is one round
 * of one event (100 m livre masculino – eliminatórias); its heats hold the entries with their lane
 * or order and their marks. How marks compare (lower or higher is better) and who goes through
 * (first N of each heat, Q; then the best N marks of the rest, q) are set on the phase.
 */

const base = { permission: "competitions", modules: ["competitions"] } as const;

export const HEAT_MEASURES = [
  o("time", "Tempo (menor é melhor)", "Time (lower is better)"),
  o("distance", "Distância (maior é melhor)", "Distance (higher is better)"),
  o("height", "Altura (maior é melhor)", "Height (higher is better)"),
  o("points", "Pontos (maior é melhor)", "Points (higher is better)"),
] as const;
export type HeatMeasure = (typeof HEAT_MEASURES)[number]["value"];

export const HEAT_STATUSES = [
  o("pending", "Aguardando sorteio", "Waiting for the draw"),
  o("drawn", "Raias sorteadas", "Lanes drawn"),
  o("official", "Resultado oficial", "Official result"),
] as const;
export type HeatStatus = (typeof HEAT_STATUSES)[number]["value"];

export const heats = defineResource({
  ...base,
  name: "heats",
  parent: { resource: "phases", field: "phase_id" },
  label: { one: l("Bateria", "Heat"), many: l("Baterias", "Heats") },
  titleField: "name",
  defaultSort: "number",
  fields: {
    phase_id: f.ref("Fase", "Phase", "phases", { required: true }),
    competition_id: f.ref("Competição", "Competition", "competitions", { readOnly: true, filter: true }),
    number: f.int("Nº", "No.", {
      required: true,
      unique: true,
      min: 1,
      max: 500,
      list: true,
      sort: true,
      span: 4,
    }),
    name: f.text("Nome", "Name", {
      required: true,
      max: 120,
      list: true,
      search: true,
      span: 8,
      help: l("Ex.: Série 1, Final A", "E.g. Heat 1, Final A"),
    }),
    scheduled_at: f.datetime("Data e hora", "Date and time", {
      list: true,
      sort: true,
      filter: true,
      span: 4,
    }),
    place: f.text("Local", "Place", { max: 200, list: true, search: true, span: 4 }),
    // The pool or track the games-day scheduler placed the heat on.
    space_id: f.ref("Área de jogo", "Playing area", "spaces", { clearOnDelete: true, filter: true, span: 4 }),
    status: f.select("Situação", "Status", HEAT_STATUSES, {
      default: "pending",
      readOnly: true,
      list: true,
      filter: true,
      span: 4,
    }),
  },
});

export const MARK_STATUSES = [
  o("DNS", "Não largou (DNS)", "Did not start (DNS)"),
  o("DNF", "Não completou (DNF)", "Did not finish (DNF)"),
  o("DQ", "Desclassificado(a) (DQ)", "Disqualified (DQ)"),
  o("NM", "Sem marca válida (NM)", "No valid mark (NM)"),
] as const;
export type MarkStatus = (typeof MARK_STATUSES)[number]["value"];

export const QUALIFICATIONS = [
  o("Q", "Classificado(a) pela colocação (Q)", "Qualified by place (Q)"),
  o("q", "Classificado(a) pela marca (q)", "Qualified by mark (q)"),
] as const;

/** An entry of a heat: the athlete (or the relay team), the lane or order, the mark and what it earned. */
export const heatentries = defineResource({
  ...base,
  name: "heatentries",
  parent: { resource: "heats", field: "heat_id" },
  label: { one: l("Inscrição na bateria", "Heat entry"), many: l("Inscrições na bateria", "Heat entries") },
  titleField: "user_id",
  defaultSort: "lane",
  fields: {
    heat_id: f.ref("Bateria", "Heat", "heats", { required: true }),
    team_id: f.ref("Equipe / delegação", "Team / delegation", "teams", {
      required: true,
      list: true,
      filter: true,
      span: 6,
    }),
    user_id: f.ref("Atleta", "Athlete", PEOPLE_REF, {
      unique: true,
      list: true,
      span: 6,
      help: l(
        "Em branco num revezamento: a equipe é a inscrita.",
        "Empty in a relay: the team is the entry.",
      ),
    }),
    lane: f.int("Raia / ordem", "Lane / order", { min: 1, max: 100, list: true, sort: true, span: 3 }),
    seed_mark: f.decimal("Marca de inscrição", "Entry mark", { min: 0, max: 1_000_000, span: 3 }),
    mark: f.decimal("Marca", "Mark", { min: 0, max: 1_000_000, list: true, sort: true, span: 3 }),
    mark_status: f.select("Ocorrência", "Status", MARK_STATUSES, { list: true, filter: true, span: 3 }),
    attempts: f.json("Tentativas (provas de campo)", "Attempts (field events)"),
    place: f.int("Colocação", "Place", { min: 1, max: 1_000, readOnly: true, list: true, sort: true }),
    qualified: f.select("Classificação", "Qualification", QUALIFICATIONS, {
      readOnly: true,
      list: true,
      filter: true,
    }),
    record: f.bool("Recorde da competição", "Competition record", { readOnly: true, list: true }),
  },
});

export const HEAT_RESOURCES = [heats, heatentries];
