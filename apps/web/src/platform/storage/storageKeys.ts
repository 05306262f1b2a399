/**
 * The keys the app keeps in localStorage (spec §3 "Stored locally"), spelled exactly as the
 * specification lists them so an installed app keeps its tenant and session across versions.
 */
export const STORAGE_KEYS = [
  "dark",
  "colorname1",
  "backend",
  "backend_list",
  "backend_upload",
  "backend_upload_list",
  "logos",
  "title",
  "client_code",
  "loginMail",
  "token",
  "info",
  "debt",
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** Personal preferences that are not tenant state; they survive a tenant reset. */
export const PREFERENCE_KEYS = ["notification_position", "language"] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
