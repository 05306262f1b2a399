/**
 * A request index.html's start-up script (platform/startup/early-requests.js) made before the app's
 * code ran; `result` and `at` once the script has read an answer it keeps for a screen after start-up
 * (the home's summary, which it also draws into index.html's static home): the envelope's result and
 * when it came.
 */
export type EarlyRequest = {
  url: string;
  token: string | null;
  response: Promise<Response>;
  result?: unknown;
  at?: number;
};

declare global {
  interface Window {
    __quadraEarly?: EarlyRequest[];
  }
}

/**
 * The one early answer start-up leaves for later: the home's summary. The home asks it once its own
 * code has come, after start-up; the person would otherwise wait one more round trip for the cards.
 */
export const KEPT_EARLY_PATH = "/api/v1/home/summary";

const indexOf = ({ url, token }: { url: string; token: string | null }) => {
  if (typeof window === "undefined" || !window.__quadraEarly) return -1;
  const href = new URL(url, window.location.href).href;
  return window.__quadraEarly.findIndex((early) => early.url === href && early.token === token);
};

/**
 * The answer to a GET that index.html's early script already asked, for the same URL and the same
 * token, taken once; null when there is none (the caller then fetches as usual).
 */
export const takeEarlyResponse = (request: { url: string; token: string | null }) => {
  const index = indexOf(request);
  if (index < 0) return null;
  const [early] = window.__quadraEarly!.splice(index, 1);
  return early?.response ?? null;
};

/**
 * The result of an early answer that is already in and read (early-requests.js keeps the home's
 * summary's), with the time it came, taken once: a query starts from it (TanStack Query's initial
 * data) and its screen is drawn at once, in the frame that replaces index.html's copy. Null when it
 * has not come yet: the request then takes the pending answer (takeEarlyResponse).
 */
export const takeEarlyResult = <T>(request: {
  url: string;
  token: string | null;
}): { result: T; at: number } | null => {
  const index = indexOf(request);
  const early = index < 0 ? null : window.__quadraEarly![index]!;
  if (!early || early.result === undefined) return null;
  window.__quadraEarly!.splice(index, 1);
  return { result: early.result as T, at: early.at ?? Date.now() };
};

/**
 * After start-up the early answers are stale: whatever was not taken is dropped, but for the home's
 * summary (KEPT_EARLY_PATH), unless `all`: when the visit has left the home, it goes too.
 */
export const dropEarlyResponses = ({ all = false }: { all?: boolean } = {}) => {
  if (typeof window === "undefined" || !window.__quadraEarly) return;
  const kept = all
    ? []
    : window.__quadraEarly.filter((early) => new URL(early.url).pathname.endsWith(KEPT_EARLY_PATH));
  if (kept.length) window.__quadraEarly = kept;
  else delete window.__quadraEarly;
};
