// Generated from packages/shared/src/operations/whatsapp.ts by `npm run api:client`: do not edit.
import type { whatsappOperations } from "@quadra/shared/operations/whatsapp";
import { operationClient } from "../operationClient.ts";

export const whatsappAddresses = {
  settings: { method: "GET", path: "whatsapp/settings" },
  saveSettings: { method: "PATCH", path: "whatsapp/settings" },
  test: { method: "POST", path: "whatsapp/test" },
} as const;

export const whatsappApi = operationClient<typeof whatsappOperations>(whatsappAddresses);
