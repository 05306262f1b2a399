// Generated from packages/shared/src/operations/my.ts by `npm run api:client`: do not edit.
import type { myOperations } from "@quadra/shared/operations/my";
import { operationClient } from "../operationClient.ts";

export const myAddresses = {
  data: { method: "GET", path: "my/data" },
  saveData: { method: "PATCH", path: "my/data" },
  setImage: { method: "PUT", path: "my/image" },
  removeImage: { method: "DELETE", path: "my/image" },
  card: { method: "GET", path: "my/card" },
  newCardToken: { method: "POST", path: "my/card/token" },
  verifyCard: { method: "GET", path: "public/cards/:token" },
  cardPhoto: { method: "GET", path: "public/cards/:token/photo" },
  students: { method: "GET", path: "my/students" },
  addStudent: { method: "POST", path: "my/students" },
  student: { method: "GET", path: "my/students/:id" },
  saveStudent: { method: "PATCH", path: "my/students/:id" },
  endStudent: { method: "DELETE", path: "my/students/:id" },
  report: { method: "GET", path: "my/reports" },
  documentsCsv: { method: "GET", path: "my/exporters/documents.csv" },
} as const;

export const myApi = operationClient<typeof myOperations>(myAddresses);
