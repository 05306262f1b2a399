// Generated from packages/shared/src/operations/oauthProviders.ts by `npm run api:client`: do not edit.
import type { oauthProvidersOperations } from "@quadra/shared/operations/oauthProviders";
import { operationClient } from "../operationClient.ts";

export const oauthProvidersAddresses = {
  list: { method: "GET", path: "oauth/providers" },
  one: { method: "GET", path: "oauth/providers/:key" },
  create: { method: "POST", path: "oauth/providers" },
  update: { method: "PATCH", path: "oauth/providers/:key" },
  remove: { method: "DELETE", path: "oauth/providers/:key" },
} as const;

export const oauthProvidersApi = operationClient<typeof oauthProvidersOperations>(oauthProvidersAddresses);
