import { z } from "zod";
import {
  type AnonymizeSummary,
  PRIVACY_LABELS,
  type PrivacyRecord,
  ZAnonymizeBody,
  ZConsentBody,
  ZPrivacyOverview,
  ZPrivacyRequestBody,
} from "../contracts/privacy.ts";
import { defineOperations, returns, returnsFile, returnsShape } from "./operation.ts";

// Spec §6: the privacy screens need only login; the server lets a person see their own record and
// staff holding `users` anyone's.
const LOGIN = { auth: "login" } as const;
const ZId = z.object({ id: z.uuid("Identificador inválido.") });

/**
 * LGPD (spec /my/privacy, /records/users/privacy/:id): what is held about a person and who it is
 * shared with, their consents, the export of all their data, their requests and anonymization.
 */
export const privacyOperations = defineOperations("privacy", {
  mine: {
    method: "GET",
    path: "my/privacy",
    summary: "O que o portal guarda sobre a pessoa, com quem compartilha, consentimentos e pedidos",
    guard: LOGIN,
    response: returnsShape(ZPrivacyOverview),
  },
  ofPerson: {
    method: "GET",
    path: "users/:id/privacy",
    summary: "O registro de privacidade de uma pessoa (a própria pessoa, ou a equipe com users)",
    guard: LOGIN,
    params: ZId,
    response: returnsShape(ZPrivacyOverview),
  },
  exportMine: {
    method: "GET",
    path: "my/privacy/export",
    summary: "Todos os dados da pessoa em um arquivo JSON",
    guard: LOGIN,
    response: returnsFile(),
  },
  exportOfPerson: {
    method: "GET",
    path: "users/:id/privacy/export",
    summary: "Todos os dados de uma pessoa em um arquivo JSON (a própria pessoa, ou a equipe com users)",
    guard: LOGIN,
    params: ZId,
    response: returnsFile(),
  },
  consent: {
    method: "POST",
    path: "my/consents",
    summary: "Dar um consentimento",
    guard: LOGIN,
    body: ZConsentBody,
    fieldLabels: PRIVACY_LABELS,
    response: returns<PrivacyRecord>(),
  },
  revokeConsent: {
    method: "POST",
    path: "my/consents/:id/revoke",
    summary: "Revogar um consentimento",
    guard: LOGIN,
    params: ZId,
    response: returns<PrivacyRecord>(),
  },
  request: {
    method: "POST",
    path: "my/privacy/requests",
    summary: "Pedir uma cópia, a correção ou a exclusão dos próprios dados",
    guard: LOGIN,
    body: ZPrivacyRequestBody,
    fieldLabels: PRIVACY_LABELS,
    response: returns<PrivacyRecord>(),
  },
  anonymize: {
    method: "POST",
    path: "users/:id/anonymize",
    summary: "Anonimizar uma pessoa (exclusão LGPD): apaga o que a lei não obriga a guardar",
    guard: { auth: "login", permissions: ["users"] },
    params: ZId,
    body: ZAnonymizeBody,
    fieldLabels: PRIVACY_LABELS,
    response: returns<AnonymizeSummary>(),
  },
});
