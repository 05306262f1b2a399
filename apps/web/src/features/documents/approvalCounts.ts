import { useQuery } from "@tanstack/react-query";
import { approvalsApi } from "../../platform/api/operations/approvals.ts";

export const APPROVAL_COUNTS_KEY = ["approvals", "counts"] as const;

/**
 * How many records wait in each approval queue the person may decide (the menu's badges): read
 * again when the window regains focus, every minute, and after each decision (DecisionButtons).
 */
export const useApprovalCounts = (enabled: boolean) =>
  useQuery({
    queryKey: APPROVAL_COUNTS_KEY,
    queryFn: () => approvalsApi.counts({ quiet: true }),
    enabled,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
    staleTime: 10_000,
  });
