import { z } from "zod";
import {
  OLYMPICS_FIELD_LABELS,
  type OlympicsEventCompetition,
  type OlympicsOverview,
  type OlympicsResults,
  type PublicOlympics,
  ZOlympicsEventParams,
  ZOlympicsExportQuery,
} from "../contracts/olympics.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
/** The games' staff: `olympics` (own scope) or `olympics_full` (which implies it). */
const STAFF = { auth: "login", permissions: ["olympics"], modules: ["competitions"] } as const;
/** Anyone, logged in or not, while the tenant runs the competitions module. */
const PUBLIC = { auth: "public", modules: ["competitions"] } as const;

/**
 * A games edition (docs/gamesday.md): its show screen, the competition of an event created from
 * it, the results (final placings per event, medal and points tables by delegation) with their
 * exports and live stream; and its public page.
 */
export const olympicsOperations = defineOperations("olympics", {
  overview: {
    method: "GET",
    path: "olympics/:id/overview",
    summary: "Os jogos em uma resposta: delegações, provas com a competição de cada uma e sua situação",
    guard: STAFF,
    params: ZId,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returns<OlympicsOverview>(),
  },
  createEventCompetition: {
    method: "POST",
    path: "olympics/:id/events/:event_id/competition",
    summary: "Criar a competição de uma prova dos jogos (modalidade e categoria da prova)",
    guard: STAFF,
    params: ZOlympicsEventParams,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returns<OlympicsEventCompetition>(),
  },
  results: {
    method: "GET",
    path: "olympics/:id/results",
    summary: "Resultados dos jogos: colocações finais de cada prova, quadro de medalhas e de pontos",
    guard: STAFF,
    params: ZId,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returns<OlympicsResults>(),
  },
  resultsExport: {
    method: "GET",
    path: "olympics/:id/results/export",
    summary: "Exportar os quadros de medalhas e de pontos (xlsx ou pdf)",
    guard: STAFF,
    params: ZId,
    query: ZOlympicsExportQuery,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returnsFile(),
  },
  events: {
    method: "GET",
    path: "olympics/:id/events",
    summary: "Fluxo SSE das mudanças das competições dos jogos (resultados, sorteios)",
    guard: STAFF,
    params: ZId,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returnsFile(),
  },
  publicShow: {
    method: "GET",
    path: "public/olympics/:id",
    summary: "Jogos públicos: quadro de medalhas e de pontos, resultados das provas, boletins e arquivos",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returns<PublicOlympics>(),
  },
  publicEvents: {
    method: "GET",
    path: "public/olympics/:id/events",
    summary: "Fluxo SSE das mudanças das competições de jogos públicos",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returnsFile(),
  },
  publicDownload: {
    method: "GET",
    path: "public/olympics/downloads/:id/file",
    summary: "O arquivo público de jogos públicos",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: OLYMPICS_FIELD_LABELS,
    response: returnsFile(),
  },
});
