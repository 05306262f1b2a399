import { PUBLIC_COMPETITION_EVENT } from "@quadra/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { operationUrl } from "../../platform/api/operationClient.ts";
import { publicCompetitionsAddresses } from "../../platform/api/operations/publicCompetitions.ts";
import { calendarDay } from "../competitionRegistrations/registrationsApi.ts";

/** Every query of the public pages starts with it. */
export const PUBLIC_COMPETITIONS_KEY = "publicCompetitions";

/** The public pages' addresses (spec §2, /public/open/competitions…). */
export const publicScreens = {
  list: "/public/open/competitions",
  show: (id: string) => `/public/open/competitions/show/${id}`,
  teams: "/public/open/competitions/openteams",
  team: (id: string) => `/public/open/competitions/openteams/${id}`,
};

/** What opens the live stream: the browser's EventSource, replaced in tests. */
export type LiveSource = {
  addEventListener: (type: string, listener: () => void) => void;
  close: () => void;
};
export const liveSource = {
  create: (url: string): LiveSource | null =>
    typeof EventSource === "undefined" ? null : new EventSource(url),
};

/**
 * Keeps the public pages of a competition live: each change the server announces on its stream
 * (a result, a draw, the fixtures) makes every public query read again, without a reload. The
 * browser reconnects a dropped stream by itself.
 */
export const useCompetitionLive = (competitionId: string | undefined) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!competitionId) return;
    const source = liveSource.create(
      operationUrl(publicCompetitionsAddresses.events, { params: { id: competitionId } }),
    );
    if (!source) return;
    source.addEventListener(PUBLIC_COMPETITION_EVENT, () => {
      void queryClient.invalidateQueries({ queryKey: [PUBLIC_COMPETITIONS_KEY] });
    });
    return () => source.close();
  }, [competitionId, queryClient]);
};

/** A competition's dates in words: both ends, the start alone, or nothing (the teams' texts). */
export const usePeriod = () => {
  const { t, i18n } = useTranslation();
  return ({ starts_on, ends_on }: { starts_on: string | null; ends_on: string | null }) => {
    const from = starts_on ? calendarDay(starts_on, i18n.language) : "";
    const to = ends_on ? calendarDay(ends_on, i18n.language) : "";
    if (from && to) return t("teams.dates", { from, to });
    return from ? t("teams.date_from", { from }) : "";
  };
};
