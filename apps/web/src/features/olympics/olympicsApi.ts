import { OLYMPICS_EVENT } from "@quadra/shared/contracts/olympics";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { olympicsAddresses, olympicsApi } from "../../platform/api/operations/olympics.ts";
import { openAuthorizedEventStream } from "../../platform/realtime/authorizedEventStream.ts";
import { liveSource } from "../publicCompetitions/publicCompetitionsApi.ts";

/** Every query of a games edition starts with it; the public page's with the public key. */
export const OLYMPICS_KEY = "olympics";
export const PUBLIC_OLYMPICS_KEY = "publicOlympics";

export const OLYMPICS_KEYS = {
  overview: (id: string) => [OLYMPICS_KEY, id, "overview"] as const,
  results: (id: string) => [OLYMPICS_KEY, id, "results"] as const,
  public: (id: string) => [PUBLIC_OLYMPICS_KEY, id] as const,
};

/** The games' addresses (spec §2 /competitions/olympics…; the public page under /public/open). */
export const olympicsScreens = {
  show: (id: string) => `/competitions/olympics/show/${id}`,
  results: (id: string) => `/competitions/olympics/results/${id}`,
  child: (id: string, child: string) => `/competitions/olympics/${id}/${child}`,
  public: (id: string) => `/public/open/olympics/show/${id}`,
};

export const fetchOverview = (id: string) => olympicsApi.overview({ params: { id } });
export const fetchResults = (id: string) => olympicsApi.results({ params: { id } });
export const fetchPublicOlympics = (id: string, signal?: AbortSignal) =>
  olympicsApi.publicShow({ params: { id }, ...(signal ? { signal } : {}) });
export const createEventCompetition = (id: string, eventId: string) =>
  olympicsApi.createEventCompetition({ params: { id, event_id: eventId } });
export const resultsExportUrl = (id: string, format: "pdf" | "xlsx") =>
  operationUrl(olympicsAddresses.resultsExport, { params: { id }, query: { format } });
export const publicDownloadUrl = (id: string) =>
  operationUrl(olympicsAddresses.publicDownload, { params: { id } });

/** Reads the edition again: its show screen and its results. */
export const refreshOlympics = (queryClient: QueryClient, id: string) =>
  queryClient.invalidateQueries({ queryKey: [OLYMPICS_KEY, id] });

/** What opens the staff's live stream: replaced in tests, which send the events themselves. */
export const olympicsLiveSource = {
  open: (url: string, onChange: () => void) => openAuthorizedEventStream(url, OLYMPICS_EVENT, onChange),
};

/**
 * Keeps the staff's screens of an edition live: a result, a draw or the fixtures of any of its
 * competitions makes the show screen and the results read again.
 */
export const useOlympicsLive = (id: string | undefined) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id) return;
    return olympicsLiveSource.open(operationUrl(olympicsAddresses.events, { params: { id } }), () => {
      void refreshOlympics(queryClient, id);
    });
  }, [id, queryClient]);
};

/** Keeps the public page live through the browser's EventSource (reconnecting by itself). */
export const usePublicOlympicsLive = (id: string | undefined) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id) return;
    const source = liveSource.create(operationUrl(olympicsAddresses.publicEvents, { params: { id } }));
    if (!source) return;
    source.addEventListener(OLYMPICS_EVENT, () => {
      void queryClient.invalidateQueries({ queryKey: OLYMPICS_KEYS.public(id) });
    });
    return () => source.close();
  }, [id, queryClient]);
};
