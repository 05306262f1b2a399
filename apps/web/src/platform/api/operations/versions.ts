// Generated from packages/shared/src/operations/versions.ts by `npm run api:client`: do not edit.
import type { versionsOperations } from "@quadra/shared/operations/versions";
import { operationClient } from "../operationClient.ts";

export const versionsAddresses = {
  read: { method: "GET", path: "versions" },
} as const;

export const versionsApi = operationClient<typeof versionsOperations>(versionsAddresses);
