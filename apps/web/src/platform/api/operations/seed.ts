// Generated from packages/shared/src/operations/seed.ts by `npm run api:client`: do not edit.
import type { seedOperations } from "@quadra/shared/operations/seed";
import { operationClient } from "../operationClient.ts";

export const seedAddresses = {
  kinds: { method: "GET", path: "seed" },
  regions: { method: "POST", path: "seed/regions" },
  demo: { method: "POST", path: "seed/demo" },
} as const;

export const seedApi = operationClient<typeof seedOperations>(seedAddresses);
