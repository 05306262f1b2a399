import { z } from "zod";
import {
  type PendingRequestsPage,
  type RegisterEntryPayment,
  type RegisterRequestReview,
  type RegisterTypeSummary,
  ZPendingRequestsQuery,
  ZRegisterApproval,
  ZRegisterRejection,
} from "../contracts/registers.ts";
import { defineOperations, returns } from "./operation.ts";

const ZId = z.object({ id: z.uuid("Identificador inválido.") });
const STAFF = { auth: "login", permissions: ["registertypes"], modules: ["registers"] } as const;
const LABELS = { id: "Registro", reason: "Motivo" };
const PAGE_LABELS = { page: "Página", per_page: "Pedidos por página" };

/**
 * The staff's side of registers (spec §2 /registers): the review of affiliation and membership
 * requests (approve makes the entry and its debt; reject with a reason), a type's cockpit counts and
 * an entry's payment. The generic CRUD of every registers resource comes from the catalog.
 */
export const registerReviewsOperations = defineOperations("registerReviews", {
  pendingRequests: {
    method: "GET",
    path: "registerrequests/pending",
    summary: "Os pedidos de registro aguardando análise, de todos os tipos, dos mais antigos aos mais novos",
    guard: STAFF,
    query: ZPendingRequestsQuery,
    fieldLabels: PAGE_LABELS,
    response: returns<PendingRequestsPage>(),
  },
  pendingMembershipRequests: {
    method: "GET",
    path: "registermembershiprequests/pending",
    summary:
      "Os pedidos de associação aguardando análise, de todos os tipos, dos mais antigos aos mais novos",
    guard: STAFF,
    query: ZPendingRequestsQuery,
    fieldLabels: PAGE_LABELS,
    response: returns<PendingRequestsPage>(),
  },
  request: {
    method: "GET",
    path: "registerrequests/:id/review",
    summary: "Um pedido de registro para análise: a pessoa, documentos, PAR-Q e o valor a cobrar",
    guard: STAFF,
    params: ZId,
    fieldLabels: LABELS,
    response: returns<RegisterRequestReview>(),
  },
  approveRequest: {
    method: "POST",
    path: "registerrequests/:id/approve",
    summary: "Aprovar um pedido de registro: cria o registro e o débito da filiação",
    guard: STAFF,
    params: ZId,
    body: ZRegisterApproval.optional(),
    fieldLabels: LABELS,
    response: returns<RegisterRequestReview>(),
  },
  rejectRequest: {
    method: "POST",
    path: "registerrequests/:id/reject",
    summary: "Recusar um pedido de registro, com o motivo",
    guard: STAFF,
    params: ZId,
    body: ZRegisterRejection,
    fieldLabels: LABELS,
    response: returns<RegisterRequestReview>(),
  },
  membershipRequest: {
    method: "GET",
    path: "registermembershiprequests/:id/review",
    summary: "Um pedido de associação para análise: a pessoa, documentos, PAR-Q e o valor a cobrar",
    guard: STAFF,
    params: ZId,
    fieldLabels: LABELS,
    response: returns<RegisterRequestReview>(),
  },
  approveMembershipRequest: {
    method: "POST",
    path: "registermembershiprequests/:id/approve",
    summary: "Aprovar um pedido de associação: cria a associação e o débito do plano",
    guard: STAFF,
    params: ZId,
    body: ZRegisterApproval.optional(),
    fieldLabels: LABELS,
    response: returns<RegisterRequestReview>(),
  },
  rejectMembershipRequest: {
    method: "POST",
    path: "registermembershiprequests/:id/reject",
    summary: "Recusar um pedido de associação, com o motivo",
    guard: STAFF,
    params: ZId,
    body: ZRegisterRejection,
    fieldLabels: LABELS,
    response: returns<RegisterRequestReview>(),
  },
  typeSummary: {
    method: "GET",
    path: "registertypes/:id/summary",
    summary: "Os números de um tipo de registro: pedidos pendentes, registros ativos, a vencer",
    guard: STAFF,
    params: ZId,
    fieldLabels: { id: "Tipo de registro" },
    response: returns<RegisterTypeSummary>(),
  },
  entryPayment: {
    method: "GET",
    path: "registers/:id/payment",
    summary: "A situação de um registro e do débito que o ativa",
    guard: STAFF,
    params: ZId,
    fieldLabels: LABELS,
    response: returns<RegisterEntryPayment>(),
  },
  membershipPayment: {
    method: "GET",
    path: "registermemberships/:id/payment",
    summary: "A situação de uma associação e do débito que a ativa",
    guard: STAFF,
    params: ZId,
    fieldLabels: { id: "Associação" },
    response: returns<RegisterEntryPayment>(),
  },
});
