// Generated from packages/shared/src/operations/publicCompetitions.ts by `npm run api:client`: do not edit.
import type { publicCompetitionsOperations } from "@quadra/shared/operations/publicCompetitions";
import { operationClient } from "../operationClient.ts";

export const publicCompetitionsAddresses = {
  list: { method: "GET", path: "public/competitions" },
  show: { method: "GET", path: "public/competitions/:id" },
  teams: { method: "GET", path: "public/teams" },
  team: { method: "GET", path: "public/teams/:id" },
  events: { method: "GET", path: "public/competitions/:id/events" },
  drawAudit: { method: "GET", path: "public/draws/:id/audit" },
} as const;

export const publicCompetitionsApi = operationClient<typeof publicCompetitionsOperations>(publicCompetitionsAddresses);
