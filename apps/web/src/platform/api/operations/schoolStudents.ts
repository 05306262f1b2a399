// Generated from packages/shared/src/operations/schoolStudents.ts by `npm run api:client`: do not edit.
import type { schoolStudentsOperations } from "@quadra/shared/operations/schoolStudents";
import { operationClient } from "../operationClient.ts";

export const schoolStudentsAddresses = {
  documents: { method: "GET", path: "my/schools/:id/users/:user_id/documents" },
  document: { method: "GET", path: "my/schools/:id/users/:user_id/documents/:document_id" },
  status: { method: "GET", path: "my/schools/:id/users/:user_id/documentstatus" },
  send: { method: "POST", path: "my/schools/:id/users/:user_id/documents" },
  correct: { method: "PATCH", path: "my/schools/:id/users/:user_id/documents/:document_id" },
  image: { method: "GET", path: "my/schools/:id/users/:user_id/image" },
  sendImage: { method: "PUT", path: "my/schools/:id/users/:user_id/image" },
} as const;

export const schoolStudentsApi = operationClient<typeof schoolStudentsOperations>(schoolStudentsAddresses);
