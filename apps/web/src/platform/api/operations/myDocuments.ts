// Generated from packages/shared/src/operations/myDocuments.ts by `npm run api:client`: do not edit.
import type { myDocumentsOperations } from "@quadra/shared/operations/myDocuments";
import { operationClient } from "../operationClient.ts";

export const myDocumentsAddresses = {
  types: { method: "GET", path: "my/documenttypes" },
  list: { method: "GET", path: "my/documents" },
  one: { method: "GET", path: "my/documents/:id" },
  send: { method: "POST", path: "my/documents" },
  correct: { method: "PATCH", path: "my/documents/:id" },
  status: { method: "GET", path: "my/documentstatus" },
} as const;

export const myDocumentsApi = operationClient<typeof myDocumentsOperations>(myDocumentsAddresses);
