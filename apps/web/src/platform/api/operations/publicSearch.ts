// Generated from packages/shared/src/operations/publicSearch.ts by `npm run api:client`: do not edit.
import type { publicSearchOperations } from "@quadra/shared/operations/publicSearch";
import { operationClient } from "../operationClient.ts";

export const publicSearchAddresses = {
  users: { method: "GET", path: "public/search/users" },
  userImage: { method: "GET", path: "public/search/users/:id/image" },
  associations: { method: "GET", path: "public/search/associations" },
  associationShield: { method: "GET", path: "public/search/associations/:id/shield" },
  documents: { method: "GET", path: "public/search/documents" },
  documentFile: { method: "GET", path: "public/search/documents/:id/file" },
} as const;

export const publicSearchApi = operationClient<typeof publicSearchOperations>(publicSearchAddresses);
