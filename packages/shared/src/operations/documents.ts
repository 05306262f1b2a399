import { z } from "zod";
import {
  type DocumentQueue,
  type DocumentRecord,
  type DocumentStatus,
  ZDocumentApproval,
  ZDocumentRejection,
} from "../contracts/documents.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const PEOPLE = { auth: "login", permissions: ["userdocuments"] } as const;
const ASSOCIATIONS = { auth: "login", permissions: ["associationdocuments"] } as const;
const REASON = { reason: "Motivo" };

/**
 * Staff review of documents: the decision on a pending person's or association's document (the
 * e-mail goes after the commit), the association documents' queue and a person's required ones.
 */
export const documentsOperations = defineOperations("documents", {
  approveUserDocument: {
    method: "POST",
    path: "userdocuments/:id/approve",
    summary: "Aprovar um documento de pessoa pendente",
    guard: PEOPLE,
    params: ZId,
    body: ZDocumentApproval,
    fieldLabels: REASON,
    response: returns<DocumentRecord>(),
  },
  rejectUserDocument: {
    method: "POST",
    path: "userdocuments/:id/reject",
    summary: "Recusar um documento de pessoa pendente, com o motivo",
    guard: PEOPLE,
    params: ZId,
    body: ZDocumentRejection,
    fieldLabels: REASON,
    response: returns<DocumentRecord>(),
  },
  approveAssociationDocument: {
    method: "POST",
    path: "associationdocuments/:id/approve",
    summary: "Aprovar um documento de entidade pendente",
    guard: ASSOCIATIONS,
    params: ZId,
    body: ZDocumentApproval,
    fieldLabels: REASON,
    response: returns<DocumentRecord>(),
  },
  rejectAssociationDocument: {
    method: "POST",
    path: "associationdocuments/:id/reject",
    summary: "Recusar um documento de entidade pendente, com o motivo",
    guard: ASSOCIATIONS,
    params: ZId,
    body: ZDocumentRejection,
    fieldLabels: REASON,
    response: returns<DocumentRecord>(),
  },
  associationQueue: {
    method: "GET",
    path: "associationdocuments/pending",
    summary: "Documentos de entidades aguardando análise, de todas as entidades",
    guard: ASSOCIATIONS,
    query: z.object({ documenttype_id: z.uuid("Identificador inválido.").optional() }),
    response: returns<DocumentQueue>(),
  },
  personStatus: {
    method: "GET",
    path: "users/:id/documentstatus",
    summary: "Os documentos obrigatórios de uma pessoa e a situação de cada um",
    guard: PEOPLE,
    params: ZId,
    response: returns<DocumentStatus>(),
  },
});
