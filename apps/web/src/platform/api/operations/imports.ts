// Generated from packages/shared/src/operations/imports.ts by `npm run api:client`: do not edit.
import type { importsOperations } from "@quadra/shared/operations/imports";
import { operationClient } from "../operationClient.ts";

export const importsAddresses = {
  upload: { method: "POST", path: "imports" },
  one: { method: "GET", path: "imports/:id" },
  preview: { method: "POST", path: "imports/:id/preview" },
  commit: { method: "POST", path: "imports/:id/commit" },
} as const;

export const importsApi = operationClient<typeof importsOperations>(importsAddresses);
