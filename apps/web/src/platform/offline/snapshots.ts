import { isApiError } from "../api/apiError.ts";
import { offlineDb } from "./offlineDb.ts";
import { currentOwner } from "./owner.ts";

/**
 * A read that still answers without signal: a fresh answer is kept on the device (per person), and
 * when the server cannot be reached the kept one is answered instead. Any other failure (403, 404)
 * is the server's answer and goes through.
 */
export const readWithSnapshot = async <T>(key: string, read: () => Promise<T>): Promise<T> => {
  const owner = currentOwner();
  const id = owner ? `${owner}|${key}` : null;
  try {
    const value = await read();
    if (id && owner)
      await (await offlineDb()).put("snapshots", { key: id, owner, value, savedAt: Date.now() });
    return value;
  } catch (error) {
    if (!id || !isApiError(error) || error.status !== 0) throw error;
    const kept = await (await offlineDb()).get("snapshots", id);
    if (!kept) throw error;
    return kept.value as T;
  }
};

/** Forgets what this device kept for a person (at sign-out). */
export const forgetOfflineData = async (owner: string) => {
  const db = await offlineDb();
  const tx = db.transaction(["snapshots"], "readwrite");
  for (const key of await tx.objectStore("snapshots").index("owner").getAllKeys(owner))
    await tx.objectStore("snapshots").delete(key);
  await tx.done;
};
