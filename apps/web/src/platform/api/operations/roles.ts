// Generated from packages/shared/src/operations/roles.ts by `npm run api:client`: do not edit.
import type { rolesOperations } from "@quadra/shared/operations/roles";
import { operationClient } from "../operationClient.ts";

export const rolesAddresses = {
  permissions: { method: "GET", path: "permissions" },
  list: { method: "GET", path: "roles" },
  one: { method: "GET", path: "roles/:id" },
  create: { method: "POST", path: "roles" },
  update: { method: "PATCH", path: "roles/:id" },
  remove: { method: "DELETE", path: "roles/:id" },
  userRoles: { method: "GET", path: "users/:id/roles" },
  setUserRoles: { method: "PUT", path: "users/:id/roles" },
} as const;

export const rolesApi = operationClient<typeof rolesOperations>(rolesAddresses);
