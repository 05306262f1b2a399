import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import "./i18n/i18n.ts";
import { setUnauthorizedHandler } from "./platform/api/apiClient.ts";
import { watchPreloadErrors } from "./platform/chunkReload.ts";
import { watchNetwork } from "./platform/network.ts";
import { captureInstallPrompt } from "./platform/pwa/installPrompt.ts";
import { boot } from "./platform/startup/boot.ts";
import { watchProfile } from "./platform/startup/profileWatch.ts";
import { logoutLocally } from "./platform/startup/session.ts";
import { stylesheetsLoaded } from "./platform/startup/stylesheets.ts";

// Start-up modules run before mounting; if one throws the app is not mounted (spec §8).
try {
  watchPreloadErrors();
  setUnauthorizedHandler(logoutLocally);
  watchNetwork();
  captureInstallPrompt();
  void boot();
  watchProfile();
  // The service worker's registration loads apart from the first screen, which does not wait for it.
  void import("./platform/pwa/startRegistration.ts")
    .then(({ startRegistration }) => startRegistration())
    .catch((error) => console.warn("Quadra service worker", error));
  // Writes kept on the device without signal (results entered on a court) leave when the network
  // returns; loaded apart from the first screen too.
  void import("./platform/offline/offlineWrites.ts")
    .then(({ startOfflineWrites }) => startOfflineWrites())
    .catch((error) => console.warn("Quadra offline writes", error));
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  // Drawn once the stylesheet is in: index.html adds it without holding the first paint (its static
  // screens need none of it), so the code may come first.
  void stylesheetsLoaded()
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
    .catch((error) => console.error("Quadra could not start", error));
} catch (error) {
  console.error("Quadra could not start", error);
}
