import { appStore } from "./state/appStore.ts";

/** Online/offline follows the browser's events; a standalone display means the installed app (PWA mode). */
export const watchNetwork = () => {
  const update = () => appStore.set({ online: navigator.onLine });
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
  const standalone = window.matchMedia?.("(display-mode: standalone)");
  const setPwa = () =>
    appStore.set({
      pwa: Boolean(standalone?.matches || (navigator as Navigator & { standalone?: boolean }).standalone),
    });
  setPwa();
  standalone?.addEventListener?.("change", setPwa);
  update();
};
