// Generated from packages/shared/src/operations/schools.ts by `npm run api:client`: do not edit.
import type { schoolsOperations } from "@quadra/shared/operations/schools";
import { operationClient } from "../operationClient.ts";

export const schoolsAddresses = {
  mine: { method: "GET", path: "my/schools" },
  students: { method: "GET", path: "my/schools/:id/students" },
  associationSchools: { method: "GET", path: "my/associations/:id/schools" },
  occurrenceStudents: { method: "GET", path: "my/associations/:id/schools/:school_id/students" },
  occurrences: { method: "GET", path: "my/associations/:id/educationaloccurrences" },
  recordOccurrence: { method: "POST", path: "my/associations/:id/educationaloccurrences" },
  followUpOccurrence: { method: "PATCH", path: "my/associations/:id/educationaloccurrences/:occurrence_id" },
  dependentOccurrences: { method: "GET", path: "my/students/:id/educationaloccurrences" },
} as const;

export const schoolsApi = operationClient<typeof schoolsOperations>(schoolsAddresses);
