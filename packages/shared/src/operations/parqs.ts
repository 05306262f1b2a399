import { z } from "zod";
import {
  type MyParq,
  type StaffParq,
  ZMyParqInput,
  ZMyParqUpdate,
  ZParqApproval,
  ZParqRejection,
} from "../contracts/parqs.ts";
import { PARQ_KEYS } from "../resources/catalog/people.ts";
import { defineOperations, returns, returnsShape } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const LOGIN = { auth: "login" } as const;
const PARQS = { auth: "login", permissions: ["parqs"] } as const;

/** The names a PAR-Q's 400 messages give its fields. */
export const PARQ_LABELS: Record<string, string> = {
  ...Object.fromEntries(PARQ_KEYS.map((key, index) => [key, `Pergunta ${index + 1}`])),
  user_id: "Pessoa",
  clearance_file: "Atestado médico de liberação",
  declaration: "Declaração",
  reason: "Motivo",
  version: "Versão",
};

/**
 * PAR-Q: the person's questionnaires and their dependents' (spec /my/forms/parq), and the staff's
 * decisions on the pending ones (spec /parqs/pending).
 */
export const parqsOperations = defineOperations("parqs", {
  mine: {
    method: "GET",
    path: "my/parqs",
    summary: "Os questionários PAR-Q da pessoa e de seus dependentes",
    guard: LOGIN,
    response: returns<MyParq[]>(),
  },
  people: {
    method: "GET",
    path: "my/parqs/people",
    summary: "Por quem a pessoa pode responder um PAR-Q: ela mesma e seus dependentes",
    guard: LOGIN,
    response: returnsShape(z.array(z.object({ id: z.string(), name: z.string(), self: z.boolean() }))),
  },
  one: {
    method: "GET",
    path: "my/parqs/:id",
    summary: "Um dos PAR-Qs da pessoa",
    guard: LOGIN,
    params: ZId,
    response: returns<MyParq>(),
  },
  sign: {
    method: "POST",
    path: "my/parqs",
    summary: "Responder e assinar um PAR-Q (para si ou para um dependente)",
    guard: LOGIN,
    body: ZMyParqInput,
    fieldLabels: PARQ_LABELS,
    response: returns<MyParq>(),
  },
  resign: {
    method: "PATCH",
    path: "my/parqs/:id",
    summary: "Alterar e assinar de novo um PAR-Q pendente ou recusado",
    guard: LOGIN,
    params: ZId,
    body: ZMyParqUpdate,
    fieldLabels: PARQ_LABELS,
    response: returns<MyParq>(),
  },
  approve: {
    method: "POST",
    path: "parqs/:id/approve",
    summary: "Aprovar um PAR-Q pendente",
    guard: PARQS,
    params: ZId,
    body: ZParqApproval.optional(),
    fieldLabels: PARQ_LABELS,
    response: returns<StaffParq>(),
  },
  reject: {
    method: "POST",
    path: "parqs/:id/reject",
    summary: "Recusar um PAR-Q pendente, com o motivo",
    guard: PARQS,
    params: ZId,
    body: ZParqRejection,
    fieldLabels: PARQ_LABELS,
    response: returns<StaffParq>(),
  },
});
