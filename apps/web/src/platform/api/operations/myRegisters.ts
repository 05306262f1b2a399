// Generated from packages/shared/src/operations/myRegisters.ts by `npm run api:client`: do not edit.
import type { myRegistersOperations } from "@quadra/shared/operations/myRegisters";
import { operationClient } from "../operationClient.ts";

export const myRegistersAddresses = {
  offer: { method: "GET", path: "my/registers/offer" },
  requests: { method: "GET", path: "my/registers/membershiprequests" },
  request: { method: "GET", path: "my/registers/membershiprequests/:membershiprequest_id" },
  create: { method: "POST", path: "my/registers/membershiprequests" },
  bill: { method: "POST", path: "my/registers/membershiprequests/:membershiprequest_id/bill" },
} as const;

export const myRegistersApi = operationClient<typeof myRegistersOperations>(myRegistersAddresses);
