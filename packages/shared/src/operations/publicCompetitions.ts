import { z } from "zod";
import type { DrawAudit } from "../contracts/competitions.ts";
import type { Page } from "../contracts/envelope.ts";
import {
  PUBLIC_COMPETITION_LABELS,
  type PublicCompetitionDetail,
  type PublicCompetitionsPage,
  type PublicTeam,
  type PublicTeamCard,
  ZPublicCompetitionsQuery,
  ZPublicTeamsQuery,
} from "../contracts/publicCompetitions.ts";
import { defineOperations, returns, returnsFile } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
/** Anyone, logged in or not, while the tenant runs the competitions module. */
const PUBLIC = { auth: "public", modules: ["competitions"] } as const;

/**
 * The public pages of competitions (/public/open/competitions…): only the tenant's `public`
 * competitions taking registrations, running or finished; approved teams; members by the name they
 * go by and their number, nothing personal. A live stream tells the page when a table changed.
 */
export const publicCompetitionsOperations = defineOperations("publicCompetitions", {
  list: {
    method: "GET",
    path: "public/competitions",
    summary: "As competições públicas (inscrições abertas, em andamento ou encerradas), com filtros",
    guard: PUBLIC,
    query: ZPublicCompetitionsQuery,
    fieldLabels: PUBLIC_COMPETITION_LABELS,
    response: returns<PublicCompetitionsPage>(),
  },
  show: {
    method: "GET",
    path: "public/competitions/:id",
    summary:
      "Uma competição pública em uma resposta: fases, classificações com as explicações e zonas, jogos e resultados, chaves e equipes",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: PUBLIC_COMPETITION_LABELS,
    response: returns<PublicCompetitionDetail>(),
  },
  teams: {
    method: "GET",
    path: "public/teams",
    summary: "As equipes aprovadas das competições públicas",
    guard: PUBLIC,
    query: ZPublicTeamsQuery,
    fieldLabels: PUBLIC_COMPETITION_LABELS,
    response: returns<Page<PublicTeamCard>>(),
  },
  team: {
    method: "GET",
    path: "public/teams/:id",
    summary: "Uma equipe de uma competição pública: entidade, integrantes (nome e número) e jogos",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: PUBLIC_COMPETITION_LABELS,
    response: returns<PublicTeam>(),
  },
  events: {
    method: "GET",
    path: "public/competitions/:id/events",
    summary: "Fluxo SSE das mudanças de uma competição pública (resultados, sorteios, tabela de jogos)",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: PUBLIC_COMPETITION_LABELS,
    response: returnsFile(),
  },
  drawAudit: {
    method: "GET",
    path: "public/draws/:id/audit",
    summary:
      "Auditar um sorteio de uma competição pública: os grupos guardados e os que a mesma semente dá agora",
    guard: PUBLIC,
    params: ZId,
    fieldLabels: PUBLIC_COMPETITION_LABELS,
    response: returns<DrawAudit>(),
  },
});
