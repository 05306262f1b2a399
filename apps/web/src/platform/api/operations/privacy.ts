// Generated from packages/shared/src/operations/privacy.ts by `npm run api:client`: do not edit.
import type { privacyOperations } from "@quadra/shared/operations/privacy";
import { operationClient } from "../operationClient.ts";

export const privacyAddresses = {
  mine: { method: "GET", path: "my/privacy" },
  ofPerson: { method: "GET", path: "users/:id/privacy" },
  exportMine: { method: "GET", path: "my/privacy/export" },
  exportOfPerson: { method: "GET", path: "users/:id/privacy/export" },
  consent: { method: "POST", path: "my/consents" },
  revokeConsent: { method: "POST", path: "my/consents/:id/revoke" },
  request: { method: "POST", path: "my/privacy/requests" },
  anonymize: { method: "POST", path: "users/:id/anonymize" },
} as const;

export const privacyApi = operationClient<typeof privacyOperations>(privacyAddresses);
