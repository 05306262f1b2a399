// Generated from packages/shared/src/operations/parqs.ts by `npm run api:client`: do not edit.
import type { parqsOperations } from "@quadra/shared/operations/parqs";
import { operationClient } from "../operationClient.ts";

export const parqsAddresses = {
  mine: { method: "GET", path: "my/parqs" },
  people: { method: "GET", path: "my/parqs/people" },
  one: { method: "GET", path: "my/parqs/:id" },
  sign: { method: "POST", path: "my/parqs" },
  resign: { method: "PATCH", path: "my/parqs/:id" },
  approve: { method: "POST", path: "parqs/:id/approve" },
  reject: { method: "POST", path: "parqs/:id/reject" },
} as const;

export const parqsApi = operationClient<typeof parqsOperations>(parqsAddresses);
