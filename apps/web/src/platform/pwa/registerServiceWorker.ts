import type { RegisterSWOptions } from "vite-plugin-pwa/types";
import { showUpdateNotice } from "../notify/notify.tsx";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isLocalhost = (hostname: string) => LOCAL_HOSTS.has(hostname);

/** On localhost a dev server or a stale build may not serve the worker: check before trusting it. */
export const serviceWorkerScriptOk = async (fetcher: typeof fetch = fetch) => {
  try {
    const response = await fetcher("/sw.js", { cache: "no-store" });
    return response.ok && (response.headers.get("content-type") ?? "").includes("javascript");
  } catch {
    return false;
  }
};

declare global {
  interface Window {
    /** Test hook (every build): shows the new-version notice as if a new worker were waiting. */
    __quadraShowUpdate?: () => void;
  }
}

let applyUpdate: (() => Promise<void>) | null = null;

/** Dismissing the notice activates the waiting worker and reloads (spec §4). */
const update = () => {
  if (applyUpdate) void applyUpdate().finally(() => window.location.reload());
  else window.location.reload();
};

export const installUpdateTestHook = () => {
  window.__quadraShowUpdate = () => showUpdateNotice({ onUpdate: update });
};

type Register = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

/**
 * Registers /sw.js with the prompt strategy; only "need refresh" shows something (spec §4, §7).
 * `register` is `registerSW` from `virtual:pwa-register`, passed in by main.tsx so this module
 * stays testable outside Vite.
 */
export const startServiceWorker = async ({ register }: { register: Register }) => {
  if (!("serviceWorker" in navigator)) return;
  if (isLocalhost(window.location.hostname) && !(await serviceWorkerScriptOk())) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }
  const updateServiceWorker = register({
    immediate: true,
    onNeedRefresh: () => showUpdateNotice({ onUpdate: update }),
  });
  applyUpdate = () => updateServiceWorker(true);
};
