// Generated from packages/shared/src/operations/home.ts by `npm run api:client`: do not edit.
import type { homeOperations } from "@quadra/shared/operations/home";
import { operationClient } from "../operationClient.ts";

export const homeAddresses = {
  summary: { method: "GET", path: "home/summary" },
} as const;

export const homeApi = operationClient<typeof homeOperations>(homeAddresses);
