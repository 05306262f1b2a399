// Generated from packages/shared/src/operations/teams.ts by `npm run api:client`: do not edit.
import type { teamsOperations } from "@quadra/shared/operations/teams";
import { operationClient } from "../operationClient.ts";

export const teamsAddresses = {
  mine: { method: "GET", path: "my/teams" },
  mineOne: { method: "GET", path: "my/teams/:id" },
  associationTeams: { method: "GET", path: "my/associations/:id/teams" },
  managed: { method: "GET", path: "my/associations/:id/teams/:team_id" },
  addMember: { method: "POST", path: "my/associations/:id/teams/:team_id/members" },
  updateMember: { method: "PATCH", path: "my/associations/:id/teams/:team_id/members/:member_id" },
  removeMember: { method: "DELETE", path: "my/associations/:id/teams/:team_id/members/:member_id" },
  setResponsible: { method: "PUT", path: "my/associations/:id/teams/:team_id/responsible" },
} as const;

export const teamsApi = operationClient<typeof teamsOperations>(teamsAddresses);
