import { type RegisterRequestReview, resourceOf } from "@quadra/shared";
import { registerReviewsApi } from "../../platform/api/operations/registerReviews.ts";
import { resourceClient } from "../../platform/api/resourceClient.ts";

/** Which track a staff request screen shows: affiliation (registerrequests) or membership. */
export type RequestKind = RegisterRequestReview["kind"];

/** Query keys of the staff's registers screens: a decision refreshes the request, its queue and the type. */
export const STAFF_REGISTER_KEYS = {
  review: (kind: RequestKind, id: string) => ["registers", "review", kind, id] as const,
  pending: (kind: RequestKind) => ["registers", "pending", kind] as const,
  summary: (typeId: string) => ["registers", "summary", typeId] as const,
  record: (resource: string, id: string) => ["registers", "record", resource, id] as const,
  payment: (resource: string, id: string) => ["registers", "payment", resource, id] as const,
  promotions: (entryId: string) => ["registers", "promotions", entryId] as const,
  graduations: (typeId: string) => ["registers", "graduations", typeId] as const,
};

/** The request's resource by track. */
export const REQUEST_RESOURCE = {
  register: "registerrequests",
  membership: "registermembershiprequests",
} as const;

export const fetchReview = (kind: RequestKind, id: string) =>
  kind === "register"
    ? registerReviewsApi.request({ params: { id } })
    : registerReviewsApi.membershipRequest({ params: { id } });

export const decideRequest = ({
  kind,
  id,
  approve,
  reason,
}: {
  kind: RequestKind;
  id: string;
  approve: boolean;
  reason?: string;
}) => {
  if (kind === "register")
    return approve
      ? registerReviewsApi.approveRequest({ params: { id }, body: {} })
      : registerReviewsApi.rejectRequest({ params: { id }, body: { reason: reason ?? "" } });
  return approve
    ? registerReviewsApi.approveMembershipRequest({ params: { id }, body: {} })
    : registerReviewsApi.rejectMembershipRequest({ params: { id }, body: { reason: reason ?? "" } });
};

/** The pending requests of every type, oldest first (the approval queue's screen). */
export const fetchPendingRequests = (kind: RequestKind, page: number) =>
  kind === "register"
    ? registerReviewsApi.pendingRequests({ query: { page, per_page: 20 } })
    : registerReviewsApi.pendingMembershipRequests({ query: { page, per_page: 20 } });

export const fetchTypeSummary = (id: string) => registerReviewsApi.typeSummary({ params: { id } });

export const fetchEntryPayment = (resource: "registers" | "registermemberships", id: string) =>
  resource === "registers"
    ? registerReviewsApi.entryPayment({ params: { id } })
    : registerReviewsApi.membershipPayment({ params: { id } });

/** A record of one of the registers' resources (generic get, with `_titles`). */
export type RegisterRecord = Record<string, unknown> & {
  id: string;
  version: number;
  _titles?: Record<string, string>;
};

export const fetchRecord = (resource: string, id: string) => resourceClient<RegisterRecord>(resource).get(id);

export const fetchPromotions = (entryId: string) =>
  resourceClient<RegisterRecord>(resourceOf("registerpromotions")).list(
    { sort: "-promoted_on", per_page: 100 },
    { parentId: entryId },
  );

export const fetchGraduations = (typeId: string) =>
  resourceClient<RegisterRecord>(resourceOf("registergraduations")).list(
    { sort: "position", per_page: 100 },
    { parentId: typeId },
  );

export type PromotionInput = {
  registergraduation_id: string;
  promoted_on: string;
  examiner: string;
  notes?: string;
};

/** A promotion through the generic create: the rule (registerpromotions' rules) answers a refusal. */
export const createPromotion = (entryId: string, body: PromotionInput) =>
  resourceClient<RegisterRecord>(resourceOf("registerpromotions")).create(body, { parentId: entryId });
