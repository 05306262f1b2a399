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

/**
 * The tenant's last directory answer and configuration, beyond the spec's keys: an installed app
 * started without a network opens with them (its modules, its identifier for the writes it keeps
 * on the device). Cleared with the tenant.
 */
export const OFFLINE_TENANT_KEYS = ["offline_client", "offline_config"] as const;
export type OfflineTenantKey = (typeof OFFLINE_TENANT_KEYS)[number];

/** Personal preferences that are not tenant state; they survive a tenant reset. */
export const PREFERENCE_KEYS = ["notification_position", "language"] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
