// Generated from packages/shared/src/operations/referees.ts by `npm run api:client`: do not edit.
import type { refereesOperations } from "@quadra/shared/operations/referees";
import { operationClient } from "../operationClient.ts";

export const refereesAddresses = {
  board: { method: "GET", path: "referees/board" },
  check: { method: "POST", path: "referees/check" },
  cancel: { method: "POST", path: "refereeappointments/:id/cancel" },
  costs: { method: "GET", path: "referees/costs" },
  notify: { method: "POST", path: "referees/notify" },
  mine: { method: "GET", path: "my/referees/scales" },
  confirm: { method: "POST", path: "my/referees/scales/:id/confirm" },
  decline: { method: "POST", path: "my/referees/scales/:id/decline" },
  feed: { method: "GET", path: "my/referees/calendar" },
  calendar: { method: "GET", path: "referees/calendar/:token" },
} as const;

export const refereesApi = operationClient<typeof refereesOperations>(refereesAddresses);
