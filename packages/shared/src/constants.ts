/** Business constants of spec §9, defined once for both sides. */
export const PRODUCT_NAME = "Quadra";
/** cpf/cnpj check tolerance: failed document checks allowed per client and window before a pause. */
export const DOCUMENT_CHECK_TOLERANCE = 5;
export const DOCUMENT_CHECK_WINDOW_MS = 15 * 60_000;
export const CHAT_IDENTIFY_DELAY_MS = 3_000;
export const BACKEND_WATCH_DELAY_MS = 2_000;
export const NOTIFICATION_TIMEOUT_MS = 5_000;
export const NOTIFICATION_POSITIONS = [
  "top-left",
  "top-right",
  "bottom-left",
  "bottom-right",
  "top",
  "bottom",
  "left",
  "right",
  "center",
] as const;
export const BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
export const PAGE_META_DEBOUNCE_MS = 50;
export const APP_BASE_PATH = "/";
/** Realtime collection and topic naming of spec §4. */
export const REALTIME_COLLECTION = "backends_changes";
export const realtimeTopic = (identifier: string) => `core-${identifier}`;
/** Failed logins before an account is paused, and for how long. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const SESSION_TTL_DAYS = 30;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
