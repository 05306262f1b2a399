// Generated from packages/shared/src/operations/competitionRegistrations.ts by `npm run api:client`: do not edit.
import type { competitionRegistrationsOperations } from "@quadra/shared/operations/competitionRegistrations";
import { operationClient } from "../operationClient.ts";

export const competitionRegistrationsAddresses = {
  open: { method: "GET", path: "my/associations/:id/competitions/open" },
  register: { method: "POST", path: "my/associations/:id/competitions/:competition_id/teams" },
  pending: { method: "GET", path: "competitions/teams/pending" },
  approve: { method: "POST", path: "competitions/teams/:id/approve" },
  reject: { method: "POST", path: "competitions/teams/:id/reject" },
} as const;

export const competitionRegistrationsApi = operationClient<typeof competitionRegistrationsOperations>(competitionRegistrationsAddresses);
