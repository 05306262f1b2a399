// Generated from packages/shared/src/operations/heats.ts by `npm run api:client`: do not edit.
import type { heatsOperations } from "@quadra/shared/operations/heats";
import { operationClient } from "../operationClient.ts";

export const heatsAddresses = {
  competitionHeats: { method: "GET", path: "competitions/:id/heats" },
  phase: { method: "GET", path: "phases/:id/heats/view" },
  entrants: { method: "GET", path: "phases/:id/heats/entrants" },
  draw: { method: "POST", path: "phases/:id/heats/draw" },
  qualify: { method: "POST", path: "phases/:id/heats/qualify" },
  sheet: { method: "GET", path: "heats/:id/sheet" },
  marks: { method: "PUT", path: "heats/:id/marks" },
  importEntries: { method: "POST", path: "heats/:id/import" },
  publicHeats: { method: "GET", path: "public/competitions/:id/heats" },
} as const;

export const heatsApi = operationClient<typeof heatsOperations>(heatsAddresses);
