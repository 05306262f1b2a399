// Generated from packages/shared/src/operations/peopleImports.ts by `npm run api:client`: do not edit.
import type { peopleImportsOperations } from "@quadra/shared/operations/peopleImports";
import { operationClient } from "../operationClient.ts";

export const peopleImportsAddresses = {
  usersImages: { method: "POST", path: "users/images/import" },
  associationsImages: { method: "POST", path: "associations/images/import" },
  managedUpload: { method: "POST", path: "my/associations/:id/imports" },
  managedOne: { method: "GET", path: "my/associations/:id/imports/:importId" },
  managedPreview: { method: "POST", path: "my/associations/:id/imports/:importId/preview" },
  managedCommit: { method: "POST", path: "my/associations/:id/imports/:importId/commit" },
} as const;

export const peopleImportsApi = operationClient<typeof peopleImportsOperations>(peopleImportsAddresses);
