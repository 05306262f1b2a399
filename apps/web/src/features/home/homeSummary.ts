import type { HomeSummary } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { takeEarlyResultFor } from "../../platform/api/apiClient.ts";
import { homeAddresses, homeApi } from "../../platform/api/operations/home.ts";

export const HOME_SUMMARY_KEY = ["home", "summary"] as const;

/**
 * The start page's one request (GET home/summary), read again when the person comes back to the tab.
 * A signed-in visit to / asked it before the code ran (early-requests.js): when that answer is in, the
 * query starts from it (and the page draws its cards in its first frame, where index.html's copy of
 * them was); when it is still on its way, the request takes it (apiClient.ts) instead of asking again.
 */
export const useHomeSummary = () =>
  useQuery({
    queryKey: HOME_SUMMARY_KEY,
    queryFn: () => homeApi.summary({ quiet: true }),
    initialData: () => earlySummary()?.result,
    initialDataUpdatedAt: () => early?.at,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

// TanStack Query asks initialData and then initialDataUpdatedAt once, when it creates the query: the
// taken answer is kept between the two calls.
let early: { result: HomeSummary; at: number } | null = null;
const earlySummary = () => {
  early = takeEarlyResultFor<HomeSummary>(homeAddresses.summary.path);
  return early;
};
