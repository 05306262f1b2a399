import { appStore } from "../state/appStore.ts";
import { directoryQuery } from "./connectMode.ts";
import { refreshProfile } from "./session.ts";
import { applyClient, fetchClient, loadConfig, resolveTenant } from "./tenant.ts";

/** First start: tenant, configuration, then the profile when a token is stored (spec §4). */
export const boot = async () => {
  try {
    await resolveTenant();
    await refreshProfile();
  } catch (error) {
    // Startup errors are only logged (spec §8); the guard then routes by what is known.
    console.error("Quadra start-up failed", error);
  } finally {
    appStore.set({ booting: false });
  }
};

/** Realtime refetch: client and configuration again, quietly (no overlay, no notice). */
export const refetchTenantQuietly = async () => {
  const query = directoryQuery({
    host: window.location.host,
    hostname: window.location.hostname,
    storedCode: appStore.get().clientCode,
  });
  try {
    if (query) applyClient(await fetchClient(query));
    await loadConfig();
  } catch (error) {
    console.warn("Quadra quiet refetch failed", error);
  }
};
