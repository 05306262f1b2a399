import type { ComponentType, LazyExoticComponent } from "react";
import { lazy } from "react";

const RELOAD_KEY = "quadra:chunk-reload-at";
/** A second failure this soon after a reload is not a stale deploy: stop instead of looping. */
const RELOAD_WINDOW_MS = 10_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \d+ failed/i;

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && (CHUNK_ERROR.test(error.message) || error.name === "ChunkLoadError");

type ReloadDeps = { storage?: Pick<Storage, "getItem" | "setItem">; reload?: () => void; now?: number };

/**
 * After a deploy the old chunk names are gone, so a failed lazy import means "new version": reload
 * once. Returns false (and does nothing) when the page already reloaded for this moments ago.
 */
export const reloadOnceForChunkError = ({
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
}: ReloadDeps = {}): boolean => {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (last && now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
};

/** React.lazy with the reload-once rule for chunk load errors. */
export const lazyScreen = <C extends ComponentType<any> = ComponentType>(
  loader: () => Promise<{ default: C }>,
  deps: ReloadDeps = {},
): LazyExoticComponent<C> =>
  lazy(() =>
    loader().catch((error: unknown) => {
      // Never resolves: the page is going away; rendering would only flash an error.
      if (isChunkLoadError(error) && reloadOnceForChunkError(deps)) return new Promise<never>(() => {});
      throw error;
    }),
  );

/** Vite reports failed preloads of CSS/JS dependencies with this window event. */
export const watchPreloadErrors = () =>
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
