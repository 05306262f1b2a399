// Generated from packages/shared/src/operations/associations.ts by `npm run api:client`: do not edit.
import type { associationsOperations } from "@quadra/shared/operations/associations";
import { operationClient } from "../operationClient.ts";

export const associationsAddresses = {
  approve: { method: "POST", path: "associations/:id/approve" },
  reject: { method: "POST", path: "associations/:id/reject" },
  setShield: { method: "PUT", path: "associations/:id/shield" },
  pendingShields: { method: "GET", path: "associations/shields/pending" },
  approveShield: { method: "POST", path: "associations/:id/shield/approve" },
  rejectShield: { method: "POST", path: "associations/:id/shield/reject" },
  approveClaim: { method: "POST", path: "associationclaims/:id/approve" },
  rejectClaim: { method: "POST", path: "associationclaims/:id/reject" },
} as const;

export const associationsApi = operationClient<typeof associationsOperations>(associationsAddresses);
