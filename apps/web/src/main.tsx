import { registerSW } from "virtual:pwa-register";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import "./i18n/i18n.ts";
import { setUnauthorizedHandler } from "./platform/api/apiClient.ts";
import { watchPreloadErrors } from "./platform/chunkReload.ts";
import { watchNetwork } from "./platform/network.ts";
import { captureInstallPrompt } from "./platform/pwa/installPrompt.ts";
import { installUpdateTestHook, startServiceWorker } from "./platform/pwa/registerServiceWorker.ts";
import { boot } from "./platform/startup/boot.ts";
import { watchProfile } from "./platform/startup/profileWatch.ts";
import { logoutLocally } from "./platform/startup/session.ts";

// Start-up modules run before mounting; if one throws the app is not mounted (spec §8).
try {
  watchPreloadErrors();
  setUnauthorizedHandler(logoutLocally);
  watchNetwork();
  captureInstallPrompt();
  installUpdateTestHook();
  void boot();
  watchProfile();
  void startServiceWorker({ register: registerSW }).catch((error) =>
    console.warn("Quadra service worker", error),
  );
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  console.error("Quadra could not start", error);
}
