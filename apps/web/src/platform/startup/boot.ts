import { dropEarlyResponses } from "../api/earlyResponses.ts";
import { appStore } from "../state/appStore.ts";
import { directoryQuery } from "./connectMode.ts";
import { refreshProfile } from "./session.ts";
import { applyClient, fetchClient, loadConfig, resolveTenant } from "./tenant.ts";

/**
 * First start: tenant, configuration, then the profile when a token is stored (spec §4). A stored
 * backend is almost always still the tenant's, so its configuration and the profile are asked at
 * once with the directory instead of after it (three round trips become one on a slow network);
 * when the directory names another backend they are asked again there.
 */
export const boot = async () => {
  try {
    const storedBackend = appStore.get().backend;
    const early = storedBackend
      ? {
          backend: storedBackend,
          loading: loadConfig().then(
            () => true,
            () => false,
          ),
        }
      : null;
    const profile = storedBackend ? refreshProfile() : null;
    await resolveTenant({ early });
    await profile;
    if (!profile || appStore.get().backend !== storedBackend) await refreshProfile();
  } catch (error) {
    // Startup errors are only logged (spec §8); the guard then routes by what is known.
    console.error("Quadra start-up failed", error);
  } finally {
    dropEarlyResponses();
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
