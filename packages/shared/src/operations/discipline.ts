import { z } from "zod";
import type {
  CompetitionDocumentsStatus,
  CompetitionMembers,
  RankingTable,
  SheetRoster,
} from "../contracts/discipline.ts";
import { ZCompetitionMembersQuery } from "../contracts/discipline.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });

const LABELS = { id: "Identificador", team_id: "Equipe" };

/**
 * Who may play and who is registered (issue 14): a match's rosters with each player's eligibility
 * (suspensions from cards and punishments, blocking documents), a competition's registered players
 * and the documents its teams, athletes and officials still lack, and a ranking's table.
 */
export const disciplineOperations = defineOperations("discipline", {
  sheetRoster: {
    method: "GET",
    path: "duels/:id/roster",
    summary:
      "Os elencos das duas equipes para a súmula da partida, com quem já está na súmula e quem está impedido (e por quê)",
    guard: { auth: "login", permissions: ["competitions"], modules: ["competitions"] },
    params: ZId,
    fieldLabels: LABELS,
    response: returns<SheetRoster>(),
  },
  competitionMembers: {
    method: "GET",
    path: "competitions/:id/members",
    summary: "Os inscritos de todas as equipes da competição, com número e posição (filtro por equipe)",
    guard: { auth: "login", permissions: ["competitions"], modules: ["competitions"] },
    params: ZId,
    query: ZCompetitionMembersQuery,
    fieldLabels: LABELS,
    response: returns<CompetitionMembers>(),
  },
  competitionDocuments: {
    method: "GET",
    path: "competitions/:id/required-documents",
    summary:
      "Os documentos que a competição exige das equipes, atletas e comissões técnicas, e quem ainda não os tem em ordem",
    guard: { auth: "login", permissions: ["teamdocuments"], modules: ["competitions"] },
    params: ZId,
    fieldLabels: LABELS,
    response: returns<CompetitionDocumentsStatus>(),
  },
  rankingTable: {
    method: "GET",
    path: "rankings/:id/table",
    summary:
      "A classificação do ranking: a soma dos pontos por colocação final em cada competição da temporada, com a origem de cada total",
    guard: { auth: "login", permissions: ["rankings"] },
    params: ZId,
    fieldLabels: LABELS,
    response: returns<RankingTable>(),
  },
});
