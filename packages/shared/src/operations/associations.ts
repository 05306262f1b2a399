import { z } from "zod";
import {
  type Association,
  type AssociationClaim,
  DECISION_LABELS,
  SHIELD_LABELS,
  ZReviewApproval,
  ZReviewRejection,
  ZShieldBody,
} from "../contracts/associations.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
/** Staff holding the `associations` permission, like the generic screens of the resource. */
const STAFF = { auth: "login", permissions: ["associations"] } as const;

/**
 * Staff decisions on associations: the self-registered associations, the shields managers send and
 * the claims of people who ask to manage one.
 */
export const associationsOperations = defineOperations("associations", {
  approve: {
    method: "POST",
    path: "associations/:id/approve",
    summary: "Aprovar o cadastro de uma entidade pendente",
    guard: STAFF,
    params: ZId,
    body: ZReviewApproval,
    fieldLabels: DECISION_LABELS,
    response: returns<Association>(),
  },
  reject: {
    method: "POST",
    path: "associations/:id/reject",
    summary: "Recusar o cadastro de uma entidade pendente, com o motivo",
    guard: STAFF,
    params: ZId,
    body: ZReviewRejection,
    fieldLabels: DECISION_LABELS,
    response: returns<Association>(),
  },
  setShield: {
    method: "PUT",
    path: "associations/:id/shield",
    summary: "Definir o escudo de uma entidade (uma imagem enviada)",
    guard: STAFF,
    params: ZId,
    body: ZShieldBody,
    fieldLabels: SHIELD_LABELS,
    response: returns<Association>(),
  },
  pendingShields: {
    method: "GET",
    path: "associations/shields/pending",
    summary: "Entidades com escudo enviado pelos gestores aguardando aprovação",
    guard: STAFF,
    fieldLabels: DECISION_LABELS,
    response: returns<Association[]>(),
  },
  approveShield: {
    method: "POST",
    path: "associations/:id/shield/approve",
    summary: "Aprovar o escudo enviado por um gestor",
    guard: STAFF,
    params: ZId,
    body: ZReviewApproval,
    fieldLabels: DECISION_LABELS,
    response: returns<Association>(),
  },
  rejectShield: {
    method: "POST",
    path: "associations/:id/shield/reject",
    summary: "Recusar o escudo enviado por um gestor, com o motivo",
    guard: STAFF,
    params: ZId,
    body: ZReviewRejection,
    fieldLabels: DECISION_LABELS,
    response: returns<Association>(),
  },
  approveClaim: {
    method: "POST",
    path: "associationclaims/:id/approve",
    summary: "Aprovar um pedido de gestão: a pessoa passa a gerenciar a entidade",
    guard: STAFF,
    params: ZId,
    body: ZReviewApproval,
    fieldLabels: DECISION_LABELS,
    response: returns<AssociationClaim>(),
  },
  rejectClaim: {
    method: "POST",
    path: "associationclaims/:id/reject",
    summary: "Recusar um pedido de gestão, com o motivo",
    guard: STAFF,
    params: ZId,
    body: ZReviewRejection,
    fieldLabels: DECISION_LABELS,
    response: returns<AssociationClaim>(),
  },
});
