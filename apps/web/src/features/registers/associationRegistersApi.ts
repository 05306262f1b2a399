import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  DEBT_STATUSES,
  type FieldOption,
  REGISTER_STATUSES,
  REQUEST_SOURCES,
  REVIEW_STATUSES,
} from "@quadra/shared";
import type {
  AssociationContractsQuery,
  AssociationEntriesQuery,
  AssociationRequestsInput,
  AssociationRequestsQuery,
} from "@quadra/shared/contracts/associationRegisters";
import { myAssociationRegistersApi as api } from "../../platform/api/operations/myAssociationRegisters.ts";
import { IDEMPOTENCY_HEADER } from "../../platform/offline/idempotencyHeader.ts";

/** Query keys of the association's register screens: all under ["association-registers", id]. */
export const ASSOCIATION_REGISTERS_KEYS = {
  all: (id: string) => ["association-registers", id] as const,
  summary: (id: string) => ["association-registers", id, "summary"] as const,
  list: (id: string, list: string, filters: object) => ["association-registers", id, list, filters] as const,
  one: (id: string, kind: string, recordId: string) => ["association-registers", id, kind, recordId] as const,
  requestTypes: (id: string) => ["association-registers", id, "requesttypes"] as const,
  athletes: (id: string, typeId: string) => ["association-registers", id, "athletes", typeId] as const,
};

export const associationRegistersPath = (id: string, screen = "") =>
  screen ? `/my/associations/registers/${screen}/${id}` : `/my/associations/registers/${id}`;

export const fetchSummary = (id: string, signal?: AbortSignal) => api.summary({ params: { id }, signal });
export const fetchContracts = (id: string, query: AssociationContractsQuery, signal?: AbortSignal) =>
  api.contracts({ params: { id }, query, signal });
export const fetchContract = (id: string, contractId: string, signal?: AbortSignal) =>
  api.contract({ params: { id, contract_id: contractId }, signal });
export const fetchRequests = (id: string, query: AssociationRequestsQuery, signal?: AbortSignal) =>
  api.requests({ params: { id }, query, signal });
export const fetchRequest = (id: string, requestId: string, signal?: AbortSignal) =>
  api.request({ params: { id, request_id: requestId }, signal });
export const fetchRequestTypes = (id: string, signal?: AbortSignal) =>
  api.requestTypes({ params: { id }, signal });
export const fetchRequestAthletes = (id: string, typeId: string, signal?: AbortSignal) =>
  api.requestAthletes({ params: { id }, query: { registertype_id: typeId }, signal });
export const fetchEntries = (id: string, query: AssociationEntriesQuery, signal?: AbortSignal) =>
  api.entries({ params: { id }, query, signal });
export const fetchMemberships = (id: string, query: AssociationEntriesQuery, signal?: AbortSignal) =>
  api.memberships({ params: { id }, query, signal });
export const fetchEntryOrMembership = (id: string, recordId: string, signal?: AbortSignal) =>
  api.membership({ params: { id, memberships_id: recordId }, signal });
export const fetchMembershipRequests = (id: string, query: AssociationRequestsQuery, signal?: AbortSignal) =>
  api.membershipRequests({ params: { id }, query, signal });
export const fetchMembershipRequest = (id: string, requestId: string, signal?: AbortSignal) =>
  api.membershipRequest({ params: { id, membershiprequest_id: requestId }, signal });

/**
 * The bulk request, with the key of this attempt: a retry of the same attempt (a lost answer, a
 * double click) is answered by the server without making the requests twice.
 */
export const createRequests = (id: string, body: AssociationRequestsInput, key: string) =>
  api.createRequests({
    params: { id },
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
    quiet: true,
  });

/** An option's label in the current language (the options are defined once, in the catalog). */
const labelOf = (options: readonly FieldOption[], value: string, language: string) => {
  const option = options.find((candidate) => candidate.value === value);
  if (!option) return value;
  return language.startsWith("en") ? option.label.en : option.label["pt-BR"];
};
const optionsOf = (options: readonly FieldOption[], language: string) =>
  options.map((option) => ({ value: option.value, label: labelOf(options, option.value, language) }));

export const LABELS = {
  entryStatus: REGISTER_STATUSES,
  reviewStatus: REVIEW_STATUSES,
  contractKind: CONTRACT_KINDS,
  contractStatus: CONTRACT_STATUSES,
  source: REQUEST_SOURCES,
  debtStatus: DEBT_STATUSES,
} as const;
export const optionLabel = (list: keyof typeof LABELS, value: string, language: string) =>
  labelOf(LABELS[list], value, language);
export const optionList = (list: keyof typeof LABELS, language: string) => optionsOf(LABELS[list], language);

/** The colour of a status badge: green when it holds, yellow while it waits, red or grey when it stopped. */
export const statusColor = (status: string) =>
  ({
    active: "teal",
    approved: "teal",
    pending: "yellow",
    pending_payment: "yellow",
    rejected: "red",
    terminated: "red",
    suspended: "orange",
    expired: "gray",
    cancelled: "gray",
    ended: "gray",
  })[status] ?? "gray";
