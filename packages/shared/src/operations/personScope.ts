import { z } from "zod";
import {
  type AthleteDocuments,
  type AthleteImage,
  DOCUMENT_LABELS,
  type DocumentRecord,
  type DocumentStatus,
  ZCorrectDocument,
  ZSendDocument,
} from "../contracts/documents.ts";
import { PERSON_FIELD_LABELS, ZPersonImageBody } from "../contracts/people.ts";
import type { OperationGuard } from "./operation.ts";
import { returns } from "./operation.ts";

const ZPerson = z.object({
  id: z.uuid("Identificador inválido."),
  user_id: z.uuid("Identificador inválido."),
});
const ZPersonDocument = ZPerson.extend({ document_id: z.uuid("Identificador inválido.") });

/**
 * The operations on the people of one kind of group, under /my/<segment>/:id/users/:user_id/…:
 * an association's athletes, a team's members, a school's students. The three groups answer the
 * same operations with the same shapes; only the address, the guard and the words differ.
 */
export const personScopeOperations = <const Segment extends string, const Guard extends OperationGuard>({
  segment,
  guard,
  person,
  personLabel,
}: {
  segment: Segment;
  guard: Guard;
  /** The person as the summaries name them ("um atleta de uma entidade que a pessoa gerencia"). */
  person: string;
  /** The label of `user_id` in validation messages. */
  personLabel: string;
}) => {
  const base = `my/${segment}/:id/users/:user_id` as const;
  const labels = { ...DOCUMENT_LABELS, user_id: personLabel, document_id: "Documento" };
  return {
    documents: {
      method: "GET",
      path: `${base}/documents`,
      summary: `Os documentos de ${person}`,
      guard,
      params: ZPerson,
      fieldLabels: labels,
      response: returns<AthleteDocuments>(),
    },
    document: {
      method: "GET",
      path: `${base}/documents/:document_id`,
      summary: `Um documento de ${person}`,
      guard,
      params: ZPersonDocument,
      fieldLabels: labels,
      response: returns<DocumentRecord>(),
    },
    status: {
      method: "GET",
      path: `${base}/documentstatus`,
      summary: `Os documentos obrigatórios de ${person} e a situação de cada um`,
      guard,
      params: ZPerson,
      fieldLabels: labels,
      response: returns<DocumentStatus>(),
    },
    send: {
      method: "POST",
      path: `${base}/documents`,
      summary: `Enviar um documento de ${person} (ele aguarda análise)`,
      guard,
      params: ZPerson,
      body: ZSendDocument.omit({ user_id: true }),
      fieldLabels: labels,
      response: returns<DocumentRecord>(),
    },
    correct: {
      method: "PATCH",
      path: `${base}/documents/:document_id`,
      summary: `Corrigir um documento pendente ou recusado de ${person} (ele volta para análise)`,
      guard,
      params: ZPersonDocument,
      body: ZCorrectDocument,
      fieldLabels: labels,
      response: returns<DocumentRecord>(),
    },
    image: {
      method: "GET",
      path: `${base}/image`,
      summary: `Se ${person} tem foto, ou uma aguardando aprovação`,
      guard,
      params: ZPerson,
      response: returns<AthleteImage>(),
    },
    sendImage: {
      method: "PUT",
      path: `${base}/image`,
      summary: `Enviar a foto de ${person} (uma imagem enviada pela pessoa); ela aguarda a aprovação da secretaria`,
      guard,
      params: ZPerson,
      body: ZPersonImageBody,
      fieldLabels: { ...PERSON_FIELD_LABELS, user_id: personLabel },
      response: returns<AthleteImage>(),
    },
  } as const;
};
