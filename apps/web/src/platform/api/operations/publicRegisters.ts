// Generated from packages/shared/src/operations/publicRegisters.ts by `npm run api:client`: do not edit.
import type { publicRegistersOperations } from "@quadra/shared/operations/publicRegisters";
import { operationClient } from "../operationClient.ts";

export const publicRegistersAddresses = {
  offer: { method: "GET", path: "public/registers/offer" },
  requestMembership: { method: "POST", path: "public/registers/membershiprequests" },
  contract: { method: "GET", path: "public/registers/contracts/:code" },
} as const;

export const publicRegistersApi = operationClient<typeof publicRegistersOperations>(publicRegistersAddresses);
