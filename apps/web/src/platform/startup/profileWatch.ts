import { appStore } from "../state/appStore.ts";
import { refreshProfile } from "./session.ts";

export const PROFILE_REFRESH_MIN_INTERVAL_MS = 60_000;

/**
 * Roles change on the server while a tab stays open: re-read auth/me when the tab becomes visible
 * again or the connection returns, at most once a minute, so menus and the guard follow.
 */
export const watchProfile = ({
  refresh = refreshProfile,
  now = () => Date.now(),
}: {
  refresh?: () => Promise<void>;
  now?: () => number;
} = {}) => {
  let last = now();
  const maybeRefresh = () => {
    if (document.visibilityState !== "visible" || !appStore.get().token) return;
    if (now() - last < PROFILE_REFRESH_MIN_INTERVAL_MS) return;
    last = now();
    void refresh();
  };
  document.addEventListener("visibilitychange", maybeRefresh);
  window.addEventListener("online", maybeRefresh);
  return () => {
    document.removeEventListener("visibilitychange", maybeRefresh);
    window.removeEventListener("online", maybeRefresh);
  };
};
