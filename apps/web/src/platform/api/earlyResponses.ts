/** A request public/early-requests.js made before the app's code ran. */
export type EarlyRequest = { url: string; token: string | null; response: Promise<Response> };

declare global {
  interface Window {
    __quadraEarly?: EarlyRequest[];
  }
}

/**
 * The answer to a GET that index.html's early script already asked, for the same URL and the same
 * token, taken once; null when there is none (the caller then fetches as usual).
 */
export const takeEarlyResponse = ({ url, token }: { url: string; token: string | null }) => {
  if (typeof window === "undefined" || !window.__quadraEarly) return null;
  const href = new URL(url, window.location.href).href;
  const index = window.__quadraEarly.findIndex((early) => early.url === href && early.token === token);
  if (index < 0) return null;
  const [early] = window.__quadraEarly.splice(index, 1);
  return early?.response ?? null;
};

/** After start-up the early answers are stale: whatever was not taken is dropped. */
export const dropEarlyResponses = () => {
  if (typeof window !== "undefined") delete window.__quadraEarly;
};
