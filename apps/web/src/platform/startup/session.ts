import type { LoginResult, SessionInfo } from "@quadra/shared";
import { isApiError } from "../api/apiError.ts";
import { authApi } from "../api/operations/auth.ts";
import { appStore } from "../state/appStore.ts";
import { removeStored, writeStored } from "../storage/storage.ts";

// Defined by vite.config.ts at build time; absent when Vitest runs the sources directly.
export const APP_VERSION = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";

/** Logged in: token and info set and stored (spec §4). */
export const startSession = ({ token, info }: LoginResult) => {
  writeStored("token", token);
  writeStored("info", info);
  appStore.set({ token, info });
};

export const updateInfo = (info: SessionInfo) => {
  writeStored("info", info);
  appStore.set({ info });
};

export const logoutLocally = () => {
  removeStored("token", "info");
  appStore.set({ token: null, info: null });
  // The query cache is in a module the login does not load (app/withQueryClient.ts): a signed-in
  // screen has loaded it, so this is only the wait for a module already there.
  void import("../queryClient.ts").then(({ queryClient }) => queryClient.clear());
};

/** Tells the server (which revokes the token), then forgets the session whatever it answered. */
export const logout = async () => {
  if (appStore.get().token) {
    await authApi
      .logout({
        quiet: true,
        body: {
          platform: {
            name: "web",
            version: APP_VERSION,
            user_agent: navigator.userAgent.slice(0, 500),
            pwa: appStore.get().pwa,
          },
        },
      })
      .catch(() => undefined);
  }
  logoutLocally();
};

/** Refreshes the profile; a 401 here is silent and just ends the local session (spec §8). */
export const refreshProfile = async () => {
  if (!appStore.get().token) return;
  try {
    updateInfo(await authApi.me({ quiet: true }));
  } catch (error) {
    if (isApiError(error) && error.status === 401) logoutLocally();
  }
};
