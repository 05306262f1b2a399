import type { ApprovalCounts } from "../approvals.ts";
import type { CompetitionStatus } from "../resources/catalog/teams.ts";

/** A required document a person still has to send: none yet, refused, or the approved one expired. */
export type HomeDocumentToSend = {
  documenttype_id: string;
  name: string;
  status: "missing" | "rejected" | "expired";
  /** Why it was refused, for a refused one. */
  review_reason: string | null;
};

export type HomeCompetition = {
  id: string;
  name: string;
  starts_on: string | null;
  ends_on: string | null;
  status: CompetitionStatus;
};

export type HomeEvent = { id: string; title: string; starts_at: string; place: string | null };

export type HomeTeam = { id: string; name: string; competition: string; is_responsible: boolean };

/**
 * GET home/summary: the start page in one answer, each part only for who may see it (null when the
 * viewer may not; an empty list when they may and there is nothing).
 */
export type HomeSummary = {
  /** What waits for staff: the approval queues they decide (the menu's counts)… */
  approvals: ApprovalCounts;
  /** …and the teams associations entered that wait for approval, per competition (`competitions`). */
  pending_teams: { competition_id: string; competition: string; count: number }[] | null;
  /** Competitions not over yet, the nearest first (`competitions`). */
  competitions: HomeCompetition[] | null;
  /** The calendar's next events: public ones, or all for holders of `events`. */
  events: HomeEvent[];
  /** The caller's and their dependents' required documents still to send; only people with some. */
  documents: { user_id: string; name: string; self: boolean; items: HomeDocumentToSend[] }[];
  /** The caller's teams in competitions still on (`my_teams`, module competitions). */
  teams: HomeTeam[] | null;
};
