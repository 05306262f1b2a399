import type { QueryClient } from "@tanstack/react-query";
import { heatsApi } from "../../platform/api/operations/heats.ts";
import { readWithSnapshot } from "../../platform/offline/snapshots.ts";
import { COMPETITION_KEYS } from "../competitions/competitionsApi.ts";

/**
 * Query keys of the heats screens, under the competition's (`["competitions", id]`), so the
 * director's live stream and any write of the competition read them again.
 */
export const HEAT_KEYS = {
  all: (competitionId: string) => [...COMPETITION_KEYS.all(competitionId), "heats"] as const,
  phase: (competitionId: string, phaseId: string) =>
    [...COMPETITION_KEYS.all(competitionId), "heats", "phase", phaseId] as const,
  entrants: (competitionId: string, phaseId: string) =>
    [...COMPETITION_KEYS.all(competitionId), "heats", "entrants", phaseId] as const,
  sheet: (competitionId: string, heatId: string) =>
    [...COMPETITION_KEYS.all(competitionId), "heats", "sheet", heatId] as const,
};

export const refreshHeats = (client: QueryClient, competitionId: string) =>
  client.invalidateQueries({ queryKey: COMPETITION_KEYS.all(competitionId) });

const base = (competitionId: string) => `/competitions/competitions/${competitionId}`;
/** The heats screens (spec §2: all_heats, heats/{id}, heats/show/{id}, heats/show/{id}/imports/teams). */
export const heatScreens = {
  all: (competitionId: string) => `${base(competitionId)}/all_heats`,
  phase: (competitionId: string, phaseId: string) => `${base(competitionId)}/heats/${phaseId}`,
  sheet: (competitionId: string, heatId: string) => `${base(competitionId)}/heats/show/${heatId}`,
  import: (competitionId: string, heatId: string) =>
    `${base(competitionId)}/heats/show/${heatId}/imports/teams`,
};

export const fetchCompetitionHeats = (competitionId: string) =>
  heatsApi.competitionHeats({ params: { id: competitionId } });
export const fetchPhaseHeats = (phaseId: string) => heatsApi.phase({ params: { id: phaseId } });
export const fetchHeatEntrants = (phaseId: string) => heatsApi.entrants({ params: { id: phaseId } });
/** A heat's marks screen, also without signal: the last one read on this device answers then (a track's tablet). */
export const fetchHeatSheet = (heatId: string) =>
  readWithSnapshot(`heatSheet:${heatId}`, () => heatsApi.sheet({ params: { id: heatId }, quiet: true }));
