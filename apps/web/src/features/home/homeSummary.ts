import type { HomeSummary } from "@quadra/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../platform/api/apiClient.ts";

export const HOME_SUMMARY_KEY = ["home", "summary"] as const;

/** The start page's one request (GET home/summary), read again when the person comes back to the tab. */
export const useHomeSummary = () =>
  useQuery({
    queryKey: HOME_SUMMARY_KEY,
    queryFn: () => apiRequest<HomeSummary>({ path: "home/summary", quiet: true }),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
