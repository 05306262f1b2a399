// Generated from packages/shared/src/operations/registerReviews.ts by `npm run api:client`: do not edit.
import type { registerReviewsOperations } from "@quadra/shared/operations/registerReviews";
import { operationClient } from "../operationClient.ts";

export const registerReviewsAddresses = {
  pendingRequests: { method: "GET", path: "registerrequests/pending" },
  pendingMembershipRequests: { method: "GET", path: "registermembershiprequests/pending" },
  request: { method: "GET", path: "registerrequests/:id/review" },
  approveRequest: { method: "POST", path: "registerrequests/:id/approve" },
  rejectRequest: { method: "POST", path: "registerrequests/:id/reject" },
  membershipRequest: { method: "GET", path: "registermembershiprequests/:id/review" },
  approveMembershipRequest: { method: "POST", path: "registermembershiprequests/:id/approve" },
  rejectMembershipRequest: { method: "POST", path: "registermembershiprequests/:id/reject" },
  typeSummary: { method: "GET", path: "registertypes/:id/summary" },
  entryPayment: { method: "GET", path: "registers/:id/payment" },
  membershipPayment: { method: "GET", path: "registermemberships/:id/payment" },
} as const;

export const registerReviewsApi = operationClient<typeof registerReviewsOperations>(registerReviewsAddresses);
