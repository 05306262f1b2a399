// Generated from packages/shared/src/operations/regions.ts by `npm run api:client`: do not edit.
import type { regionsOperations } from "@quadra/shared/operations/regions";
import { operationClient } from "../operationClient.ts";

export const regionsAddresses = {
  cep: { method: "GET", path: "cep/:cep" },
} as const;

export const regionsApi = operationClient<typeof regionsOperations>(regionsAddresses);
