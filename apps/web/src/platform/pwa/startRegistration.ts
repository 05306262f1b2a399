import { registerSW } from "virtual:pwa-register";
import { installUpdateTestHook, startServiceWorker } from "./registerServiceWorker.ts";

/**
 * The service worker's registration, loaded by main.tsx apart from the first screen (which does not
 * wait for it) as one chunk: the plugin's register helper and ours together.
 */
export const startRegistration = () => {
  installUpdateTestHook();
  return startServiceWorker({ register: registerSW });
};
