// Generated from packages/shared/src/operations/schedules.ts by `npm run api:client`: do not edit.
import type { schedulesOperations } from "@quadra/shared/operations/schedules";
import { operationClient } from "../operationClient.ts";

export const schedulesAddresses = {
  competitionPropose: { method: "POST", path: "competitions/:id/schedule/propose" },
  competitionCheck: { method: "POST", path: "competitions/:id/schedule/check" },
  competitionApply: { method: "POST", path: "competitions/:id/schedule/apply" },
  olympicsPropose: { method: "POST", path: "olympics/:id/schedule/propose" },
  olympicsCheck: { method: "POST", path: "olympics/:id/schedule/check" },
  olympicsApply: { method: "POST", path: "olympics/:id/schedule/apply" },
} as const;

export const schedulesApi = operationClient<typeof schedulesOperations>(schedulesAddresses);
