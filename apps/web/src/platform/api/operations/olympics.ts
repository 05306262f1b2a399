// Generated from packages/shared/src/operations/olympics.ts by `npm run api:client`: do not edit.
import type { olympicsOperations } from "@quadra/shared/operations/olympics";
import { operationClient } from "../operationClient.ts";

export const olympicsAddresses = {
  overview: { method: "GET", path: "olympics/:id/overview" },
  createEventCompetition: { method: "POST", path: "olympics/:id/events/:event_id/competition" },
  results: { method: "GET", path: "olympics/:id/results" },
  resultsExport: { method: "GET", path: "olympics/:id/results/export" },
  events: { method: "GET", path: "olympics/:id/events" },
  publicShow: { method: "GET", path: "public/olympics/:id" },
  publicEvents: { method: "GET", path: "public/olympics/:id/events" },
  publicDownload: { method: "GET", path: "public/olympics/downloads/:id/file" },
} as const;

export const olympicsApi = operationClient<typeof olympicsOperations>(olympicsAddresses);
