import type { RegisterConfig, ReviewStatus } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../platform/api/apiClient.ts";

/** An association as the API answers it (generic record plus, in the manager area, `my_role`). */
export type Association = {
  id: string;
  name: string;
  short_name: string | null;
  cnpj: string | null;
  email: string | null;
  phone: string | null;
  site: string | null;
  founded_at: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city_id: string | null;
  shield: string | null;
  pending_shield: string | null;
  status: "pending" | "approved" | "rejected" | "suspended";
  review_reason: string | null;
  token: string | null;
  version: number;
  created_at: string;
  my_role?: string;
};

export type AssociationClaim = {
  id: string;
  association_id: string;
  user_id: string;
  role: string;
  file: string | null;
  message: string | null;
  status: ReviewStatus;
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  version: number;
  association_name?: string | null;
  _titles?: { association_id?: string | null; user_id?: string | null };
};

export type AssociationFound = { id: string; name: string; short_name: string | null; cnpj: string | null };

export type Affiliation = {
  id: string;
  user_id: string;
  registration: string | null;
  status: "pending" | "active" | "inactive";
  since: string | null;
  until: string | null;
  name: string;
  cpf_masked: string | null;
  birthdate: string | null;
  registration_number: number | null;
};

/** The three staff queues of this feature and where each one's decisions go. */
export type QueueKind = "associations" | "shields" | "associationclaims";

export const decisionPath = (kind: QueueKind, id: string, approve: boolean) => {
  const verb = approve ? "approve" : "reject";
  if (kind === "shields") return `associations/${id}/shield/${verb}`;
  return `${kind}/${id}/${verb}`;
};

export const decide = ({
  kind,
  id,
  approve,
  reason,
}: {
  kind: QueueKind;
  id: string;
  approve: boolean;
  reason?: string;
}) =>
  apiRequest<unknown>({
    path: decisionPath(kind, id, approve),
    method: "POST",
    body: reason ? { reason } : {},
  });

/** Everything a list of the generic API answers: `{data, total}`. */
export type Page<T> = { data: T[]; total: number };

export const fileUrl = (backend: string | null, value: string | null) =>
  value && backend && value.startsWith("uploads/") ? `${backend}/api/v1/${value}` : value;

/** An affiliation as the athlete sees it (GET my/affiliations). */
export type MyAffiliation = {
  id: string;
  association_id: string;
  status: Affiliation["status"];
  since: string | null;
  until: string | null;
  registration: string | null;
  created_at: string;
  association_name: string;
};

/** The query keys of this feature: every change invalidates ["associations"] and refreshes them all. */
export const ASSOCIATIONS_KEY = "associations";

export const fetchManaged = (id: string, signal?: AbortSignal) =>
  apiRequest<Association>({ path: `my/associations/${id}`, signal });

export const registerAssociation = (body: Record<string, unknown>) =>
  apiRequest<Association>({ path: "my/register_associations", method: "POST", body });

export const updateManaged = (id: string, body: Record<string, unknown>, version: number) =>
  apiRequest<Association>({ path: `my/associations/${id}`, method: "PATCH", body: { ...body, version } });

export const drawNewToken = (id: string) =>
  apiRequest<Association>({ path: `my/associations/${id}/token`, method: "POST" });

/** The manager's shield waits for approval; staff set theirs directly. */
export const sendShield = ({ id, shield, staff }: { id: string; shield: string; staff: boolean }) =>
  apiRequest<Association>({
    path: staff ? `associations/${id}/shield` : `my/associations/${id}/shield`,
    method: "PUT",
    body: { shield },
  });

export const fetchMyAffiliations = (signal?: AbortSignal) =>
  apiRequest<MyAffiliation[]>({ path: "my/affiliations", signal });

export const joinWithToken = (token: string) =>
  apiRequest<MyAffiliation>({ path: "my/affiliations", method: "POST", body: { token } });

export const fetchAthletes = (id: string, signal?: AbortSignal) =>
  apiRequest<Affiliation[]>({ path: `my/associations/${id}/users`, signal });

export const decideAffiliation = ({
  associationId,
  affiliationId,
  action,
}: {
  associationId: string;
  affiliationId: string;
  action: "accept" | "end";
}) =>
  apiRequest<Affiliation>({
    path: `my/associations/${associationId}/users/${affiliationId}/${action}`,
    method: "POST",
  });

/** Registers a new athlete (the person's fields) or links a registered one (`{mode: "link", cpf}`). */
export const registerAthlete = (associationId: string, body: Record<string, unknown>) =>
  apiRequest<Affiliation>({ path: `my/associations/${associationId}/users`, method: "POST", body });

/** The tenant's registration rules (configs/register): `register_associations` drives these forms. */
export const useRegisterRules = () =>
  useQuery({
    queryKey: ["configs", "register"],
    queryFn: ({ signal }) => apiRequest<RegisterConfig>({ path: "configs/register", signal }),
    staleTime: 60_000,
  });
