import { z } from "zod";
import {
  HEAT_FIELD_LABELS,
  type HeatEntrants,
  type HeatImportAnswer,
  type HeatListItem,
  type HeatMarksAnswer,
  type HeatQualifyAnswer,
  type HeatSheet,
  type HeatsPhaseView,
  type PublicHeats,
  ZHeatDrawInput,
  ZHeatImportInput,
  ZHeatMarksInput,
  ZHeatQualifyInput,
} from "../contracts/heats.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });

/** The competition director's side: staff with the `competitions` permission, module on. */
/** Anyone, logged in or not, while the tenant runs the competitions module (public competitions only). */
const PUBLIC = { auth: "public", modules: ["competitions"] } as const;
const DIRECTOR = { auth: "login", permissions: ["competitions"], modules: ["competitions"] } as const;

/**
 * Timed and measured events (docs/gamesday.md): the entries of a heats round, the seeded draw of
 * heats and lanes (or a field event's order), the marks of a heat in one write with places, records
 * and qualification computed by the engine, and the import of entries and marks from a spreadsheet.
 */
export const heatsOperations = defineOperations("heats", {
  competitionHeats: {
    method: "GET",
    path: "competitions/:id/heats",
    summary: "Todas as baterias da competição, por data e hora",
    guard: DIRECTOR,
    params: ZId,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatListItem[]>(),
  },
  phase: {
    method: "GET",
    path: "phases/:id/heats/view",
    summary: "As baterias de uma fase de baterias, com inscrições, marcas, sorteio e recorde",
    guard: DIRECTOR,
    params: ZId,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatsPhaseView>(),
  },
  entrants: {
    method: "GET",
    path: "phases/:id/heats/entrants",
    summary: "Quem pode entrar na fase: atletas das equipes aprovadas ou os classificados da fase anterior",
    guard: DIRECTOR,
    params: ZId,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatEntrants>(),
  },
  draw: {
    method: "POST",
    path: "phases/:id/heats/draw",
    summary:
      "Sortear as baterias e raias da fase pelas marcas de inscrição (ou a ordem de uma prova de campo); semente guardada",
    guard: DIRECTOR,
    params: ZId,
    body: ZHeatDrawInput,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatsPhaseView>(),
  },
  qualify: {
    method: "POST",
    path: "phases/:id/heats/qualify",
    summary:
      "Classificar pela colocação (Q) e pelas melhores marcas (q) e sortear a próxima fase com os classificados",
    guard: DIRECTOR,
    params: ZId,
    body: ZHeatQualifyInput,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatQualifyAnswer>(),
  },
  sheet: {
    method: "GET",
    path: "heats/:id/sheet",
    summary: "Uma bateria com suas inscrições e marcas, para lançar os resultados",
    guard: DIRECTOR,
    params: ZId,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatSheet>(),
  },
  marks: {
    method: "PUT",
    path: "heats/:id/marks",
    summary: "Lançar as marcas de uma bateria de uma vez (tempo, distância, pontos ou DNS/DNF/DQ/NM)",
    guard: DIRECTOR,
    params: ZId,
    body: ZHeatMarksInput,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatMarksAnswer>(),
  },
  importEntries: {
    method: "POST",
    path: "heats/:id/import",
    summary: "Importar inscrições e marcas de uma planilha CSV (nada é gravado se uma linha falhar)",
    guard: DIRECTOR,
    params: ZId,
    body: ZHeatImportInput,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<HeatImportAnswer>(),
  },
  publicHeats: {
    method: "GET",
    path: "public/competitions/:id/heats",
    summary: "Os resultados das baterias de uma competição pública: marcas, colocações, Q/q e recorde",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: HEAT_FIELD_LABELS,
    response: returns<PublicHeats>(),
  },
});
