// Generated from packages/shared/src/operations/regulations.ts by `npm run api:client`: do not edit.
import type { regulationsOperations } from "@quadra/shared/operations/regulations";
import { operationClient } from "../operationClient.ts";

export const regulationsAddresses = {
  presets: { method: "GET", path: "regulations/presets" },
  fromPreset: { method: "POST", path: "regulations/presets/:preset" },
  criteria: { method: "GET", path: "regulations/criteria" },
  savePoints: { method: "PUT", path: "regulations/:id/points" },
  saveSequences: { method: "PUT", path: "regulations/:id/sequences" },
  validate: { method: "POST", path: "regulations/:id/validate" },
} as const;

export const regulationsApi = operationClient<typeof regulationsOperations>(regulationsAddresses);
