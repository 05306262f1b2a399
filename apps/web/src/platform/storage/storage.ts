import type { OfflineTenantKey, PreferenceKey, StorageKey } from "./storageKeys.ts";

type Key = StorageKey | PreferenceKey | OfflineTenantKey;

// Storage can be missing or throw (private mode, quota); the app must still run, only forgetting.
const backing = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** Reads a JSON value; anything unreadable counts as absent. */
export const readStored = <T>(key: Key): T | null => {
  const raw = backing()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
};

/** Writes a JSON value; `null` or `undefined` removes the key. */
export const writeStored = (key: Key, value: unknown): void => {
  const store = backing();
  if (!store) return;
  try {
    if (value === null || value === undefined) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs persistence.
  }
};

export const removeStored = (...keys: Key[]): void => {
  for (const key of keys) writeStored(key, null);
};
