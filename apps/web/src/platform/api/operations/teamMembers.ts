// Generated from packages/shared/src/operations/teamMembers.ts by `npm run api:client`: do not edit.
import type { teamMembersOperations } from "@quadra/shared/operations/teamMembers";
import { operationClient } from "../operationClient.ts";

export const teamMembersAddresses = {
  documents: { method: "GET", path: "my/teams/:id/users/:user_id/documents" },
  document: { method: "GET", path: "my/teams/:id/users/:user_id/documents/:document_id" },
  status: { method: "GET", path: "my/teams/:id/users/:user_id/documentstatus" },
  send: { method: "POST", path: "my/teams/:id/users/:user_id/documents" },
  correct: { method: "PATCH", path: "my/teams/:id/users/:user_id/documents/:document_id" },
  image: { method: "GET", path: "my/teams/:id/users/:user_id/image" },
  sendImage: { method: "PUT", path: "my/teams/:id/users/:user_id/image" },
} as const;

export const teamMembersApi = operationClient<typeof teamMembersOperations>(teamMembersAddresses);
