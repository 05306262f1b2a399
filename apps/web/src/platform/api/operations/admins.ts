// Generated from packages/shared/src/operations/admins.ts by `npm run api:client`: do not edit.
import type { adminsOperations } from "@quadra/shared/operations/admins";
import { operationClient } from "../operationClient.ts";

export const adminsAddresses = {
  list: { method: "GET", path: "admins" },
  candidates: { method: "GET", path: "admins/candidates" },
} as const;

export const adminsApi = operationClient<typeof adminsOperations>(adminsAddresses);
