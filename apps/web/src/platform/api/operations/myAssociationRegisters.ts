// Generated from packages/shared/src/operations/myAssociationRegisters.ts by `npm run api:client`: do not edit.
import type { myAssociationRegistersOperations } from "@quadra/shared/operations/myAssociationRegisters";
import { operationClient } from "../operationClient.ts";

export const myAssociationRegistersAddresses = {
  summary: { method: "GET", path: "my/associations/registers/:id" },
  contracts: { method: "GET", path: "my/associations/registers/:id/contracts" },
  contract: { method: "GET", path: "my/associations/registers/:id/contracts/:contract_id" },
  requests: { method: "GET", path: "my/associations/registers/:id/requests" },
  request: { method: "GET", path: "my/associations/registers/:id/requests/:request_id" },
  requestTypes: { method: "GET", path: "my/associations/registers/:id/requesttypes" },
  requestAthletes: { method: "GET", path: "my/associations/registers/:id/requestathletes" },
  createRequests: { method: "POST", path: "my/associations/registers/:id/requests" },
  entries: { method: "GET", path: "my/associations/registers/:id/entries" },
  memberships: { method: "GET", path: "my/associations/registers/:id/memberships" },
  membership: { method: "GET", path: "my/associations/registers/:id/memberships/:memberships_id" },
  membershipRequests: { method: "GET", path: "my/associations/registers/:id/membershiprequests" },
  membershipRequest: { method: "GET", path: "my/associations/registers/:id/membershiprequests/:membershiprequest_id" },
} as const;

export const myAssociationRegistersApi = operationClient<typeof myAssociationRegistersOperations>(myAssociationRegistersAddresses);
