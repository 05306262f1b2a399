// Generated from packages/shared/src/operations/uploads.ts by `npm run api:client`: do not edit.
import type { uploadsOperations } from "@quadra/shared/operations/uploads";
import { operationClient } from "../operationClient.ts";

export const uploadsAddresses = {
  upload: { method: "POST", path: "uploads" },
  file: { method: "GET", path: "uploads/:id" },
  remove: { method: "DELETE", path: "uploads/:id" },
} as const;

export const uploadsApi = operationClient<typeof uploadsOperations>(uploadsAddresses);
