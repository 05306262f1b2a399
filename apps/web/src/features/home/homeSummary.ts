import { useQuery } from "@tanstack/react-query";
import { homeApi } from "../../platform/api/operations/home.ts";

export const HOME_SUMMARY_KEY = ["home", "summary"] as const;

/** The start page's one request (GET home/summary), read again when the person comes back to the tab. */
export const useHomeSummary = () =>
  useQuery({
    queryKey: HOME_SUMMARY_KEY,
    queryFn: () => homeApi.summary({ quiet: true }),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
