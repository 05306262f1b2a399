// Generated from packages/shared/src/operations/documents.ts by `npm run api:client`: do not edit.
import type { documentsOperations } from "@quadra/shared/operations/documents";
import { operationClient } from "../operationClient.ts";

export const documentsAddresses = {
  approveUserDocument: { method: "POST", path: "userdocuments/:id/approve" },
  rejectUserDocument: { method: "POST", path: "userdocuments/:id/reject" },
  approveAssociationDocument: { method: "POST", path: "associationdocuments/:id/approve" },
  rejectAssociationDocument: { method: "POST", path: "associationdocuments/:id/reject" },
  associationQueue: { method: "GET", path: "associationdocuments/pending" },
  personStatus: { method: "GET", path: "users/:id/documentstatus" },
} as const;

export const documentsApi = operationClient<typeof documentsOperations>(documentsAddresses);
