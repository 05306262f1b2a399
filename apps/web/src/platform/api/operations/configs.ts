// Generated from packages/shared/src/operations/configs.ts by `npm run api:client`: do not edit.
import type { configsOperations } from "@quadra/shared/operations/configs";
import { operationClient } from "../operationClient.ts";

export const configsAddresses = {
  common: { method: "GET", path: "configs/common" },
  register: { method: "GET", path: "configs/register" },
  support: { method: "GET", path: "configs/support" },
  saveCommon: { method: "PATCH", path: "configs/common" },
  appearance: { method: "GET", path: "configs/appearance" },
  saveAppearance: { method: "PUT", path: "configs/appearance" },
} as const;

export const configsApi = operationClient<typeof configsOperations>(configsAddresses);
