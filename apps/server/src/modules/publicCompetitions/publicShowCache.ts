import type { RealtimeHub } from "../../platform/realtime/hub.ts";

/**
 * A few seconds: the safety net for what announces no event to this process. The competition's
 * topic announces results, draws, fixtures and schedules (competitionEvents.ts) to every process;
 * a generic write (PATCH of a competition, team, phase…, a team's approval) announces nothing, and
 * the process that wrote it drops its tenant's copies itself (dropPrefix, called by the onSend hook
 * of publicCompetitions.routes.ts), so only the other processes may show such a change this late.
 */
export const PUBLIC_SHOW_TTL_MS = 5_000;

type Entry<T> = { value: Promise<T>; expires: number; unsubscribe: () => void };

/**
 * A per-process copy of each public competition's answer, keyed by the competition's realtime
 * topic (which names the tenant, so one tenant's copy never answers another's request). Every
 * viewer's page reads the competition again on each event: one computation answers them all. The
 * copy is a promise, so the requests that arrive while it is computed wait for that one.
 */
export const createPublicShowCache = <T>(realtime: RealtimeHub, ttlMs = PUBLIC_SHOW_TTL_MS) => {
  const entries = new Map<string, Entry<T>>();
  const drop = (key: string, entry?: Entry<T>) => {
    const current = entries.get(key);
    if (!current || (entry && current !== entry)) return;
    entries.delete(key);
    current.unsubscribe();
  };
  return {
    /** The copy under `topic`, or `compute`'s answer kept until the topic's next event or the TTL. */
    get(topic: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const current = entries.get(topic);
      if (current && current.expires > now) return current.value;
      drop(topic);
      // Subscribed before the reads start: a change committed while they run drops this copy
      // (its readers get the answer they asked before the change; the next request reads again).
      const entry: Entry<T> = {
        value: Promise.resolve(undefined as T),
        expires: now + ttlMs,
        unsubscribe: () => {},
      };
      entry.unsubscribe = realtime.subscribe(topic, () => drop(topic, entry));
      entries.set(topic, entry);
      // A copy nobody reads again leaves at the TTL too, with its subscription.
      setTimeout(() => drop(topic, entry), ttlMs).unref();
      entry.value = compute();
      // A refused or failed read is never kept: the next request tries again.
      entry.value.catch(() => drop(topic, entry));
      return entry.value;
    },
    /** Drops every copy whose topic starts with `prefix` (a tenant's, after a write in this process). */
    dropPrefix(prefix: string) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) drop(key);
    },
    size: () => entries.size,
  };
};
