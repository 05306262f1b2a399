import { z } from "zod";
import {
  ASSOCIATION_REGISTERS_LABELS,
  type AssociationContract,
  type AssociationContractDetail,
  type AssociationEntryOrMembership,
  type AssociationMembership,
  type AssociationMembershipRequest,
  type AssociationRegisterEntry,
  type AssociationRegisterRequest,
  type AssociationRegistersSummary,
  type AssociationRequestAthlete,
  type AssociationRequestType,
  ZAssociationAthletesQuery,
  ZAssociationContractsQuery,
  ZAssociationEntriesQuery,
  ZAssociationRequestsBody,
  ZAssociationRequestsQuery,
} from "../contracts/associationRegisters.ts";
import type { Page } from "../contracts/envelope.ts";
import { defineOperations, returns } from "./operation.ts";

const ZUuid = z.uuid("Identificador inválido.");
const ZId = z.object({ id: ZUuid });
/** An association's registers: its managers only (the handler checks the association is theirs). */
const MANAGER = { auth: "login", permissions: ["my_associations"], modules: ["registers"] } as const;
const LABELS = ASSOCIATION_REGISTERS_LABELS;

/**
 * The association's side of registers (spec §2 /my/associations/registers/:id): its contracts, its
 * people's register entries and memberships, the requests made through it, and the bulk request of
 * its athletes' affiliation. A manager reaches only an association they manage (404 otherwise).
 */
export const myAssociationRegistersOperations = defineOperations("myAssociationRegisters", {
  summary: {
    method: "GET",
    path: "my/associations/registers/:id",
    summary: "O resumo dos registros de uma entidade que a pessoa gerencia (pendências, ativos, contratos)",
    guard: MANAGER,
    params: ZId,
    response: returns<AssociationRegistersSummary>(),
  },
  contracts: {
    method: "GET",
    path: "my/associations/registers/:id/contracts",
    summary: "Os contratos da entidade (como contratante ou cedente), com busca e filtros",
    guard: MANAGER,
    params: ZId,
    query: ZAssociationContractsQuery,
    fieldLabels: LABELS,
    response: returns<Page<AssociationContract>>(),
  },
  contract: {
    method: "GET",
    path: "my/associations/registers/:id/contracts/:contract_id",
    summary: "Um contrato da entidade, com o código de verificação pública",
    guard: MANAGER,
    params: z.object({ id: ZUuid, contract_id: ZUuid }),
    fieldLabels: LABELS,
    response: returns<AssociationContractDetail>(),
  },
  requests: {
    method: "GET",
    path: "my/associations/registers/:id/requests",
    summary: "Os pedidos de registro feitos pela entidade ou por seus atletas, com busca e filtros",
    guard: MANAGER,
    params: ZId,
    query: ZAssociationRequestsQuery,
    fieldLabels: LABELS,
    response: returns<Page<AssociationRegisterRequest>>(),
  },
  request: {
    method: "GET",
    path: "my/associations/registers/:id/requests/:request_id",
    summary: "Um pedido de registro da entidade, com a situação e o motivo da decisão",
    guard: MANAGER,
    params: z.object({ id: ZUuid, request_id: ZUuid }),
    fieldLabels: LABELS,
    response: returns<AssociationRegisterRequest>(),
  },
  requestTypes: {
    method: "GET",
    path: "my/associations/registers/:id/requesttypes",
    summary: "Os tipos de registro que aceitam pedidos da entidade, com funções, modalidades e graduações",
    guard: MANAGER,
    params: ZId,
    response: returns<AssociationRequestType[]>(),
  },
  requestAthletes: {
    method: "GET",
    path: "my/associations/registers/:id/requestathletes",
    summary: "Os atletas ativos da entidade e a situação de cada um no tipo de registro escolhido",
    guard: MANAGER,
    params: ZId,
    query: ZAssociationAthletesQuery,
    fieldLabels: LABELS,
    response: returns<AssociationRequestAthlete[]>(),
  },
  createRequests: {
    method: "POST",
    path: "my/associations/registers/:id/requests",
    summary:
      "Pedir o registro de vários atletas ativos da entidade de uma vez (todos ou nenhum; aceita Idempotency-Key)",
    guard: MANAGER,
    params: ZId,
    body: ZAssociationRequestsBody,
    fieldLabels: LABELS,
    response: returns<AssociationRegisterRequest[]>(),
  },
  entries: {
    method: "GET",
    path: "my/associations/registers/:id/entries",
    summary: "Os registros (filiações) das pessoas da entidade, com busca e filtros",
    guard: MANAGER,
    params: ZId,
    query: ZAssociationEntriesQuery,
    fieldLabels: LABELS,
    response: returns<Page<AssociationRegisterEntry>>(),
  },
  memberships: {
    method: "GET",
    path: "my/associations/registers/:id/memberships",
    summary: "As associações (planos de sócio) das pessoas da entidade, com busca e filtros",
    guard: MANAGER,
    params: ZId,
    query: ZAssociationEntriesQuery,
    fieldLabels: LABELS,
    response: returns<Page<AssociationMembership>>(),
  },
  membership: {
    method: "GET",
    path: "my/associations/registers/:id/memberships/:memberships_id",
    summary:
      "Um registro (com o histórico de graduações) ou uma associação da entidade, com o débito que o ativa",
    guard: MANAGER,
    params: z.object({ id: ZUuid, memberships_id: ZUuid }),
    fieldLabels: LABELS,
    response: returns<AssociationEntryOrMembership>(),
  },
  membershipRequests: {
    method: "GET",
    path: "my/associations/registers/:id/membershiprequests",
    summary: "Os pedidos de associação feitos pela entidade ou por seus atletas, com busca e filtros",
    guard: MANAGER,
    params: ZId,
    query: ZAssociationRequestsQuery,
    fieldLabels: LABELS,
    response: returns<Page<AssociationMembershipRequest>>(),
  },
  membershipRequest: {
    method: "GET",
    path: "my/associations/registers/:id/membershiprequests/:membershiprequest_id",
    summary: "Um pedido de associação da entidade, com a situação e o motivo da decisão",
    guard: MANAGER,
    params: z.object({ id: ZUuid, membershiprequest_id: ZUuid }),
    fieldLabels: LABELS,
    response: returns<AssociationMembershipRequest>(),
  },
});
