import type { ReviewStatus } from "@quadra/shared";
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
