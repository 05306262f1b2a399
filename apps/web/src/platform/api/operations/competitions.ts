// Generated from packages/shared/src/operations/competitions.ts by `npm run api:client`: do not edit.
import type { competitionsOperations } from "@quadra/shared/operations/competitions";
import { operationClient } from "../operationClient.ts";

export const competitionsAddresses = {
  cockpit: { method: "GET", path: "competitions/:id/cockpit" },
  events: { method: "GET", path: "competitions/:id/events" },
  entrants: { method: "GET", path: "phases/:id/entrants" },
  draw: { method: "POST", path: "phases/:id/draw" },
  draws: { method: "GET", path: "phases/:id/draws" },
  drawAudit: { method: "GET", path: "draws/:id/audit" },
  qualify: { method: "POST", path: "phases/:id/qualify" },
  fixtures: { method: "POST", path: "phases/:id/fixtures" },
  nextRound: { method: "POST", path: "phases/:id/rounds/next" },
  duels: { method: "GET", path: "competitions/:id/duels" },
  schedule: { method: "PATCH", path: "competitions/:id/duels/schedule" },
  sheet: { method: "GET", path: "duels/:id/sheet" },
  enterResult: { method: "PUT", path: "duels/:id/result" },
  clearResult: { method: "DELETE", path: "duels/:id/result" },
  confirmResult: { method: "POST", path: "duels/:id/confirm" },
  unlockResult: { method: "POST", path: "duels/:id/unlock" },
  correctResult: { method: "PUT", path: "duels/:id/correction" },
  standings: { method: "GET", path: "competitions/:id/standings" },
  bracket: { method: "GET", path: "phases/:id/bracket" },
  standingsExport: { method: "GET", path: "competitions/:id/standings/export" },
} as const;

export const competitionsApi = operationClient<typeof competitionsOperations>(competitionsAddresses);
