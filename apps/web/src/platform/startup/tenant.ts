import type { Client, CommonConfig } from "@quadra/shared";
import { DEFAULT_PRIMARY_COLOR } from "@quadra/shared/primaryColors";
import { apiRequest } from "../api/apiClient.ts";
import { isApiError } from "../api/apiError.ts";
import { configsApi } from "../api/operations/configs.ts";
import { appStore } from "../state/appStore.ts";
import { readStored, removeStored, writeStored } from "../storage/storage.ts";
import type { DirectoryQuery } from "./connectMode.ts";
import { directoryQuery } from "./connectMode.ts";

/** The directory lives on the page's own origin (relative URL), whatever backend the tenant uses. */
export const fetchClient = (query: DirectoryQuery) =>
  apiRequest<Client>({ backend: "", path: "quadra/client", query, quiet: true });

export const applyClient = (client: Client) => {
  const logos = { light: client.logos.light, dark: client.logos.dark };
  writeStored("backend", client.backend);
  writeStored("backend_list", client.backend_list);
  writeStored("backend_upload", client.backend_upload);
  writeStored("backend_upload_list", client.backend_upload_list);
  writeStored("logos", logos);
  writeStored("client_code", client.code);
  writeStored("debt", client.d);
  writeStored("offline_client", client);
  appStore.set((state) => ({
    backend: client.backend,
    backendList: client.backend_list,
    backendUpload: client.backend_upload,
    backendUploadList: client.backend_upload_list,
    identifier: client.identifier,
    clientCode: client.code,
    title: state.config?.title ?? client.name,
    logos,
    debt: client.d,
    hiddenModules: client.hiddenmodules_identifiers,
    isPublic: client.public,
    aiEnabled: client.ai,
    t9n: client.t9n,
    clientError: null,
  }));
  if (!appStore.get().config) writeStored("title", client.name);
};

/**
 * Reset of spec §4: backend, title, accessibility and registration (the configuration) go and the
 * colour returns to primary. The logos go too, so the code screen does not show the old tenant's.
 */
export const resetTenant = ({ forgetCode = false }: { forgetCode?: boolean } = {}) => {
  const primary = appStore.get().config?.colors.primary ?? DEFAULT_PRIMARY_COLOR;
  removeStored(
    "backend",
    "backend_list",
    "backend_upload",
    "backend_upload_list",
    "title",
    "logos",
    "offline_client",
    "offline_config",
  );
  if (forgetCode) removeStored("client_code");
  writeStored("colorname1", primary);
  appStore.set((state) => ({
    backend: null,
    backendList: [],
    backendUpload: null,
    backendUploadList: [],
    identifier: null,
    title: null,
    logos: { light: null, dark: null },
    config: null,
    colorName: primary,
    clientCode: forgetCode ? null : state.clientCode,
  }));
};

const applyConfig = (config: CommonConfig) => {
  writeStored("offline_config", config);
  writeStored("title", config.title);
  writeStored("colorname1", config.colors.primary);
  writeStored("loginMail", config.login_mail);
  appStore.set({
    config,
    title: config.title,
    colorName: config.colors.primary,
    loginMail: config.login_mail,
  });
};

/**
 * Loads configs/common from the tenant's backend, falling back to `backend_list` in order when a
 * backend does not answer; the first that answers becomes the active backend.
 */
export const loadConfig = async () => {
  const { backend, backendList } = appStore.get();
  const candidates = [
    ...new Set([backend, ...backendList].filter((value): value is string => Boolean(value))),
  ];
  let lastError: unknown = null;
  for (const candidate of candidates) {
    try {
      const config = await configsApi.common({ backend: candidate, quiet: true });
      if (candidate !== backend) {
        writeStored("backend", candidate);
        appStore.set({ backend: candidate });
      }
      applyConfig(config);
      return config;
    } catch (error) {
      lastError = error;
      // Only "no answer" moves on to the next backend; an answer (even an error) is authoritative.
      if (!isApiError(error) || error.status !== 0) break;
    }
  }
  if (lastError) throw lastError;
  return null;
};

/**
 * Resolves the tenant: by host on a branded host, by the stored code in connect mode, and resets
 * when there is nothing to ask (the loading screen then asks for the code). `early` is the
 * configuration start-up already asked from the stored backend: it serves when the directory names
 * that same backend.
 */
export const resolveTenant = async ({
  early = null,
}: {
  early?: { backend: string; loading: Promise<boolean> } | null;
} = {}) => {
  const query = directoryQuery({
    host: window.location.host,
    hostname: window.location.hostname,
    storedCode: appStore.get().clientCode,
  });
  if (!query) {
    await early?.loading;
    resetTenant();
    return;
  }
  try {
    applyClient(await fetchClient(query));
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      // Settled first, so a late answer cannot bring the forgotten tenant's configuration back.
      await early?.loading;
      resetTenant({ forgetCode: "code" in query });
      appStore.set({ clientError: "unknown" });
      return;
    }
    // No answer: keep what was stored so an installed app still opens offline, with the tenant's
    // last directory answer when it is of the stored backend.
    const kept = readStored<Client>("offline_client");
    if (kept && kept.backend === appStore.get().backend) applyClient(kept);
    appStore.set({ clientError: appStore.get().backend ? null : "unreachable" });
  }
  const { backend } = appStore.get();
  if (!backend) return;
  if (early && early.backend === backend && (await early.loading)) return;
  await loadConfig().catch((error) => {
    // No answer from any backend: the last configuration read opens the app (its modules, menus).
    const kept = readStored<CommonConfig>("offline_config");
    if (isApiError(error) && error.status === 0 && kept && !appStore.get().config) applyConfig(kept);
  });
};

/** Connect mode: the person typed a client code on the loading screen. */
export const connectWithCode = async (code: string) => {
  const client = await fetchClient({ code: code.trim().toLowerCase() });
  applyClient(client);
  await loadConfig().catch(() => undefined);
  return client;
};
