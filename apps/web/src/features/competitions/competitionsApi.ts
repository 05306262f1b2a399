import type { QueryClient } from "@tanstack/react-query";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { competitionsAddresses, competitionsApi } from "../../platform/api/operations/competitions.ts";
import { readWithSnapshot } from "../../platform/offline/snapshots.ts";

/**
 * Query keys of the director's screens. Every key of one competition starts with
 * `["competitions", id]`, so a write (a result, a draw, fixtures, a schedule) invalidates the
 * cockpit, the duels and the tables of that competition at once.
 */
export const COMPETITION_KEYS = {
  all: (competitionId: string) => ["competitions", competitionId] as const,
  cockpit: (competitionId: string) => ["competitions", competitionId, "cockpit"] as const,
  standings: (competitionId: string) => ["competitions", competitionId, "standings"] as const,
  duels: (competitionId: string, filters: Record<string, string | undefined>) =>
    ["competitions", competitionId, "duels", filters] as const,
  sheet: (competitionId: string, duelId: string) => ["competitions", competitionId, "sheet", duelId] as const,
  bracket: (competitionId: string, phaseId: string) =>
    ["competitions", competitionId, "bracket", phaseId] as const,
  entrants: (competitionId: string, phaseId: string) =>
    ["competitions", competitionId, "entrants", phaseId] as const,
  draws: (competitionId: string, phaseId: string) =>
    ["competitions", competitionId, "draws", phaseId] as const,
  drawAudit: (competitionId: string, drawId: string) =>
    ["competitions", competitionId, "drawAudit", drawId] as const,
};

/** After a write: everything shown of the competition is read again (tables are computed on read). */
export const refreshCompetition = (client: QueryClient, competitionId: string) =>
  client.invalidateQueries({ queryKey: COMPETITION_KEYS.all(competitionId) });

/** The director's screens (spec §2, all under /competitions/competitions). */
const base = (competitionId: string) => `/competitions/competitions/${competitionId}`;
export const competitionScreens = {
  cockpit: (competitionId: string) => `/competitions/competitions/show/${competitionId}`,
  edit: (competitionId: string) => `/competitions/competitions/edit/${competitionId}`,
  teams: (competitionId: string) => `${base(competitionId)}/teams`,
  pendingTeams: "/competitions/competitions/teams/pending/list",
  phases: (competitionId: string) => `${base(competitionId)}/phases`,
  /** The pots and draw of one phase (the optional segment chooses it). */
  pots: (competitionId: string, phaseId?: string) =>
    `${base(competitionId)}/pots${phaseId ? `/${phaseId}` : ""}`,
  phaseGroups: (competitionId: string, phaseId: string) => `${base(competitionId)}/groups/${phaseId}`,
  group: (competitionId: string, groupId: string, all = false) =>
    `${base(competitionId)}/groups/show/${groupId}${all ? "/all" : ""}`,
  groupParticipants: (competitionId: string, groupId: string) =>
    `${base(competitionId)}/groups/participants/${groupId}`,
  groupRounds: (competitionId: string, groupId: string) => `${base(competitionId)}/groups/rounds/${groupId}`,
  round: (competitionId: string, roundId: string) => `${base(competitionId)}/rounds/${roundId}`,
  phaseDuels: (competitionId: string, phaseId: string) => `${base(competitionId)}/duels/${phaseId}`,
  duel: (competitionId: string, duelId: string) => `${base(competitionId)}/duels/show/${duelId}`,
  allDuels: (competitionId: string) => `${base(competitionId)}/all_duels`,
  finalResults: (competitionId: string) => `${base(competitionId)}/final_results_duels`,
  classifications: (competitionId: string) => `${base(competitionId)}/classifications`,
  deductions: (competitionId: string) => `${base(competitionId)}/deductions`,
};

export type DuelFilters = {
  phase_id?: string;
  group_id?: string;
  round_id?: string;
  team_id?: string;
  status?: "scheduled" | "played" | "confirmed" | "cancelled";
  from?: string;
  to?: string;
};

export const fetchCockpit = (competitionId: string) =>
  competitionsApi.cockpit({ params: { id: competitionId } });
export const fetchStandings = (competitionId: string) =>
  competitionsApi.standings({ params: { id: competitionId } });
export const fetchDuels = (competitionId: string, filters: DuelFilters = {}) =>
  competitionsApi.duels({ params: { id: competitionId }, query: filters });
/** The duel sheet, also without signal: the last one read on this device answers then (a court's tablet). */
export const fetchSheet = (duelId: string) =>
  readWithSnapshot(`duelSheet:${duelId}`, () =>
    competitionsApi.sheet({ params: { id: duelId }, quiet: true }),
  );
export const fetchBracket = (phaseId: string) => competitionsApi.bracket({ params: { id: phaseId } });
export const fetchEntrants = (phaseId: string) => competitionsApi.entrants({ params: { id: phaseId } });
export const fetchDraws = (phaseId: string) => competitionsApi.draws({ params: { id: phaseId } });
export const fetchDrawAudit = (drawId: string) => competitionsApi.drawAudit({ params: { id: drawId } });

/** The address of the standings export (a file read with the session's token). */
export const standingsExportUrl = (competitionId: string, format: "pdf" | "xlsx" | "csv") =>
  operationUrl(competitionsAddresses.standingsExport, { params: { id: competitionId }, query: { format } });
