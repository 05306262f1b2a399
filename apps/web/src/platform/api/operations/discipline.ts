// Generated from packages/shared/src/operations/discipline.ts by `npm run api:client`: do not edit.
import type { disciplineOperations } from "@quadra/shared/operations/discipline";
import { operationClient } from "../operationClient.ts";

export const disciplineAddresses = {
  sheetRoster: { method: "GET", path: "duels/:id/roster" },
  competitionMembers: { method: "GET", path: "competitions/:id/members" },
  competitionDocuments: { method: "GET", path: "competitions/:id/required-documents" },
  rankingTable: { method: "GET", path: "rankings/:id/table" },
} as const;

export const disciplineApi = operationClient<typeof disciplineOperations>(disciplineAddresses);
