// Generated from packages/shared/src/operations/associationAthletes.ts by `npm run api:client`: do not edit.
import type { associationAthletesOperations } from "@quadra/shared/operations/associationAthletes";
import { operationClient } from "../operationClient.ts";

export const associationAthletesAddresses = {
  documents: { method: "GET", path: "my/associations/:id/users/:user_id/documents" },
  document: { method: "GET", path: "my/associations/:id/users/:user_id/documents/:document_id" },
  status: { method: "GET", path: "my/associations/:id/users/:user_id/documentstatus" },
  send: { method: "POST", path: "my/associations/:id/users/:user_id/documents" },
  correct: { method: "PATCH", path: "my/associations/:id/users/:user_id/documents/:document_id" },
  image: { method: "GET", path: "my/associations/:id/users/:user_id/image" },
  sendImage: { method: "PUT", path: "my/associations/:id/users/:user_id/image" },
} as const;

export const associationAthletesApi = operationClient<typeof associationAthletesOperations>(associationAthletesAddresses);
