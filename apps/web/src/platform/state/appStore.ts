import type { SessionInfo } from "@quadra/shared";
import { NOTIFICATION_POSITIONS } from "@quadra/shared/constants";
import { effectiveModules } from "@quadra/shared/modules";
import { DEFAULT_PRIMARY_COLOR } from "@quadra/shared/primaryColors";
import { readStored } from "../storage/storage.ts";
import type { AppState, Logos, NotificationPosition } from "./appState.ts";
import { createStore, useStoreValue } from "./createStore.ts";

const storedPosition = (): NotificationPosition => {
  const value = readStored<string>("notification_position");
  return (NOTIFICATION_POSITIONS as readonly string[]).includes(value ?? "")
    ? (value as NotificationPosition)
    : "top-right";
};

const prefersDark = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-color-scheme: dark)").matches
    : false;

/** The state as the stored keys describe it, before anything is fetched. */
export const initialState = (): AppState => ({
  booting: true,
  backend: readStored<string>("backend"),
  backendList: readStored<string[]>("backend_list") ?? [],
  backendUpload: readStored<string>("backend_upload"),
  backendUploadList: readStored<string[]>("backend_upload_list") ?? [],
  identifier: null,
  clientCode: readStored<string>("client_code"),
  title: readStored<string>("title"),
  logos: readStored<Logos>("logos") ?? { light: null, dark: null },
  debt: readStored<boolean>("debt") ?? false,
  hiddenModules: [],
  isPublic: true,
  aiEnabled: false,
  t9n: [],
  config: null,
  loginMail: readStored<string>("loginMail"),
  token: readStored<string>("token"),
  info: readStored<SessionInfo>("info"),
  online: typeof navigator === "undefined" ? true : navigator.onLine,
  pwa: false,
  dark: readStored<boolean>("dark") ?? prefersDark(),
  colorName: readStored<string>("colorname1") ?? DEFAULT_PRIMARY_COLOR,
  notificationPosition: storedPosition(),
  clientError: null,
});

export const appStore = createStore<AppState>(initialState());

export const useApp = <S>(selector: (state: AppState) => S): S => useStoreValue(appStore, selector);

/** Logged in when both token and info are set (spec §4). */
export const isLoggedIn = (state: Pick<AppState, "token" | "info">) => Boolean(state.token && state.info);

export const modulesOf = (state: Pick<AppState, "config" | "hiddenModules">) =>
  effectiveModules(state.config?.available_modules ?? [], state.hiddenModules);

export const tenantTitle = (state: Pick<AppState, "config" | "title">) =>
  state.config?.title ?? state.title ?? null;
