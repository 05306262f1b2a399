// Generated from packages/shared/src/operations/tenants.ts by `npm run api:client`: do not edit.
import type { tenantsOperations } from "@quadra/shared/operations/tenants";
import { operationClient } from "../operationClient.ts";

export const tenantsAddresses = {
  list: { method: "GET", path: "platform/tenants" },
  one: { method: "GET", path: "platform/tenants/:id" },
  create: { method: "POST", path: "platform/tenants" },
  update: { method: "PATCH", path: "platform/tenants/:id" },
  remove: { method: "DELETE", path: "platform/tenants/:id" },
} as const;

export const tenantsApi = operationClient<typeof tenantsOperations>(tenantsAddresses);
