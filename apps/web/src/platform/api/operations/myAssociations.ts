// Generated from packages/shared/src/operations/myAssociations.ts by `npm run api:client`: do not edit.
import type { myAssociationsOperations } from "@quadra/shared/operations/myAssociations";
import { operationClient } from "../operationClient.ts";

export const myAssociationsAddresses = {
  search: { method: "GET", path: "my/associations/search" },
  claim: { method: "POST", path: "my/associationclaims" },
  claims: { method: "GET", path: "my/associationclaims" },
  oneClaim: { method: "GET", path: "my/associationclaims/:id" },
  register: { method: "POST", path: "my/register_associations" },
  managed: { method: "GET", path: "my/associations" },
  one: { method: "GET", path: "my/associations/:id" },
  update: { method: "PATCH", path: "my/associations/:id" },
  newToken: { method: "POST", path: "my/associations/:id/token" },
  sendShield: { method: "PUT", path: "my/associations/:id/shield" },
  join: { method: "POST", path: "my/affiliations" },
  affiliations: { method: "GET", path: "my/affiliations" },
  athletes: { method: "GET", path: "my/associations/:id/users" },
  acceptAthlete: { method: "POST", path: "my/associations/:id/users/:affiliation_id/accept" },
  endAthlete: { method: "POST", path: "my/associations/:id/users/:affiliation_id/end" },
  registerAthlete: { method: "POST", path: "my/associations/:id/users" },
} as const;

export const myAssociationsApi = operationClient<typeof myAssociationsOperations>(myAssociationsAddresses);
