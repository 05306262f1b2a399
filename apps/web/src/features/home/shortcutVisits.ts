import { useEffect } from "react";

/**
 * The start page's "most used shortcuts": each screen a person opens is counted in this device's
 * local storage, per person (nothing is sent to the server). Screens with parameters (a record's
 * page) are not shortcuts; only their lists count.
 */
const storageKey = (userId: string) => `quadra:visits:${userId}`;
/** Counts kept per person: enough for every screen they use, small enough to never matter. */
const KEEP = 40;

export type Visits = Record<string, number>;

export const readVisits = (userId: string): Visits => {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(userId)) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Visits) : {};
  } catch {
    return {};
  }
};

export const rememberVisit = (userId: string, routeId: string) => {
  const visits = readVisits(userId);
  visits[routeId] = (visits[routeId] ?? 0) + 1;
  const kept = Object.entries(visits)
    .sort(([, a], [, b]) => b - a)
    .slice(0, KEEP);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or disabled (private mode): shortcuts fall back to the defaults.
  }
};

/** Counts a screen the person opened (called by the route screen once the guard let them in). */
export const useRememberVisit = ({
  userId,
  routeId,
  path,
  shown,
}: {
  userId: string | undefined;
  routeId: string;
  path: string;
  shown: boolean;
}) => {
  useEffect(() => {
    if (shown && userId && !path.includes(":")) rememberVisit(userId, routeId);
  }, [shown, userId, routeId, path]);
};

/**
 * Where the shortcuts start before a person has habits: the screens staff use daily, then the
 * personal ones. Only those the person may open are offered (the caller passes those).
 */
export const DEFAULT_SHORTCUTS = [
  "users_list",
  "associations_list",
  "competitions_competitions_list",
  "events_events_list",
  "userdocuments_list",
  "my_documents",
  "my_id",
  "my_teams",
  "my_data",
  "my_associations",
] as const;

/**
 * The shortcuts to show: the screens opened most (among those the person may open), then the
 * defaults, then the rest in menu order, `limit` in all.
 */
export const pickShortcuts = ({
  candidates,
  visits,
  limit = 6,
}: {
  candidates: readonly string[];
  visits: Visits;
  limit?: number;
}): string[] => {
  const open = new Set(candidates);
  const visited = candidates
    .filter((id) => (visits[id] ?? 0) > 0)
    .sort((a, b) => (visits[b] ?? 0) - (visits[a] ?? 0));
  const defaults = DEFAULT_SHORTCUTS.filter((id) => open.has(id));
  return [...new Set([...visited, ...defaults, ...candidates])].slice(0, limit);
};
