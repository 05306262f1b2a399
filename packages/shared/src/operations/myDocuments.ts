import { z } from "zod";
import {
  DOCUMENT_LABELS,
  type DocumentRecord,
  type DocumentStatus,
  type DocumentType,
  type MyDocuments,
  ZCorrectDocument,
  ZSendDocument,
} from "../contracts/documents.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const ZUser = z.object({ user_id: z.uuid("Identificador inválido.").optional() });
const LOGIN = { auth: "login" } as const;

/**
 * The person's side of documents (spec /my/documents): their own and their dependents' documents,
 * the types they may send, sending one and correcting one while it waits or after a refusal.
 */
export const myDocumentsOperations = defineOperations("myDocuments", {
  types: {
    method: "GET",
    path: "my/documenttypes",
    summary: "Os tipos de documento que uma pessoa pode enviar",
    guard: LOGIN,
    fieldLabels: DOCUMENT_LABELS,
    response: returns<DocumentType[]>(),
  },
  list: {
    method: "GET",
    path: "my/documents",
    summary: "Os documentos da pessoa e de seus dependentes",
    guard: LOGIN,
    query: ZUser,
    fieldLabels: DOCUMENT_LABELS,
    response: returns<MyDocuments>(),
  },
  one: {
    method: "GET",
    path: "my/documents/:id",
    summary: "Um documento da pessoa ou de um dependente",
    guard: LOGIN,
    params: ZId,
    fieldLabels: DOCUMENT_LABELS,
    response: returns<DocumentRecord>(),
  },
  send: {
    method: "POST",
    path: "my/documents",
    summary: "Enviar um documento da pessoa ou de um dependente (ele aguarda análise)",
    guard: LOGIN,
    body: ZSendDocument,
    fieldLabels: DOCUMENT_LABELS,
    response: returns<DocumentRecord>(),
  },
  correct: {
    method: "PATCH",
    path: "my/documents/:id",
    summary: "Corrigir um documento pendente ou recusado (ele volta para análise)",
    guard: LOGIN,
    params: ZId,
    body: ZCorrectDocument,
    fieldLabels: DOCUMENT_LABELS,
    response: returns<DocumentRecord>(),
  },
  status: {
    method: "GET",
    path: "my/documentstatus",
    summary: "Os documentos obrigatórios da pessoa ou de um dependente e a situação de cada um",
    guard: LOGIN,
    query: ZUser,
    response: returns<DocumentStatus>(),
  },
});
