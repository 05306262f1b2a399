import { disciplineApi } from "../../platform/api/operations/discipline.ts";

/**
 * Query keys of issue 14's people screens. A sheet's roster sits under its competition's keys
 * (`["competitions", id, …]`), so a result or a sheet write of that competition reads it again.
 */
export const DISCIPLINE_KEYS = {
  roster: (competitionId: string, duelId: string) =>
    ["competitions", competitionId, "roster", duelId] as const,
  members: (competitionId: string) => ["competitions", competitionId, "members"] as const,
  documents: (competitionId: string) => ["competitions", competitionId, "required-documents"] as const,
  ranking: (rankingId: string) => ["rankings", rankingId, "table"] as const,
};

export const fetchRoster = (duelId: string) => disciplineApi.sheetRoster({ params: { id: duelId } });
export const fetchMembers = (competitionId: string) =>
  disciplineApi.competitionMembers({ params: { id: competitionId } });
export const fetchCompetitionDocuments = (competitionId: string) =>
  disciplineApi.competitionDocuments({ params: { id: competitionId } });
export const fetchRanking = (rankingId: string) => disciplineApi.rankingTable({ params: { id: rankingId } });

/** The addresses of the screens these link to. */
const base = (competitionId: string) => `/competitions/competitions/${competitionId}`;
export const disciplineScreens = {
  members: (competitionId: string) => `${base(competitionId)}/competitionmembers`,
  teamRoster: (competitionId: string, teamId: string) => `${base(competitionId)}/members/${teamId}`,
  importPlayers: (competitionId: string, teamId: string) =>
    `${base(competitionId)}/members/${teamId}/import/players`,
  crews: (competitionId: string) => `${base(competitionId)}/competitioncrews`,
  scores: (competitionId: string) => `${base(competitionId)}/competitionsscores`,
  requiredDocuments: (competitionId: string) => `${base(competitionId)}/documents`,
  documentsStatus: (competitionId?: string) =>
    `/competitions/competitions/documents${competitionId ? `?competition=${competitionId}` : ""}`,
  punishments: "/competitions/punishments",
  externalPunishments: "/competitions/punishments/external",
  ranking: (rankingId?: string) => `/rankings/table${rankingId ? `/${rankingId}` : ""}`,
  personDocuments: (userId: string) => `/records/userdocuments/${userId}`,
  associationDocuments: (associationId: string) => `/records/associations/${associationId}/documents`,
};
