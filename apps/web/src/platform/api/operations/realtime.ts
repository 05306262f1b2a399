// Generated from packages/shared/src/operations/realtime.ts by `npm run api:client`: do not edit.
import type { realtimeOperations } from "@quadra/shared/operations/realtime";
import { operationClient } from "../operationClient.ts";

export const realtimeAddresses = {
  stream: { method: "GET", path: "realtime" },
} as const;

export const realtimeApi = operationClient<typeof realtimeOperations>(realtimeAddresses);
