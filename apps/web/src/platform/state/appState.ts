import type { CommonConfig, NOTIFICATION_POSITIONS, SessionInfo } from "@quadra/shared";

export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];
export type Logos = { light: string | null; dark: string | null };

/** Client configuration, session, network and preference state (spec §3, §4). */
export type AppState = {
  /** True until the first resolution of tenant, configuration and profile has finished. */
  booting: boolean;
  backend: string | null;
  backendList: string[];
  backendUpload: string | null;
  backendUploadList: string[];
  /** Tenant identifier; unknown until the directory answers (it is not stored locally). */
  identifier: string | null;
  clientCode: string | null;
  title: string | null;
  logos: Logos;
  debt: boolean;
  hiddenModules: string[];
  isPublic: boolean;
  aiEnabled: boolean;
  t9n: string[];
  config: CommonConfig | null;
  loginMail: string | null;
  token: string | null;
  info: SessionInfo | null;
  online: boolean;
  pwa: boolean;
  dark: boolean;
  /** The active colour name; returns to the tenant's primary colour on reset. */
  colorName: string;
  notificationPosition: NotificationPosition;
  /** Why the tenant could not be resolved, shown on the loading screen. */
  clientError: "unknown" | "unreachable" | null;
};
