import type { Principal } from "../auth/sessionInfo.ts";

/**
 * What a caller may see of a person's privacy record. The person sees everything of their own;
 * staff need `users` (spec's permission of people's records) and see health data (PAR-Q, documents
 * of health types) only when they also hold `parqs` (decision of issue 4, LGPD art. 11).
 */
export type PrivacyViewer = { self: boolean; staff: boolean; health: boolean; principal: Principal };

export const privacyViewerOf = (principal: Principal, personId: string): PrivacyViewer => {
  const self = principal.userId === personId;
  const staff = principal.master || principal.permissions.includes("users");
  return {
    self,
    staff,
    health: self || principal.master || principal.permissions.includes("parqs"),
    principal,
  };
};
